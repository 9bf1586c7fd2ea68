import { secondaryButtonClassName } from '@talent/ui/link-styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectionBarFrame } from '@/components/selection-bar-frame';
import { MOVE_TARGETS, type MoveTarget } from './move-targets';

interface BulkBarProps {
  count: number;
  onMove: (target: MoveTarget) => void;
  onRequestSelfTape: () => void;
  onClear: () => void;
  /** What the app adds for the selection (the talent lists' "Add to list"). */
  extra?: ReactNode;
}

/** What to do with the selected applicants. */
export function BulkBar({ count, onMove, onRequestSelfTape, onClear, extra }: BulkBarProps) {
  const { t } = useTranslation();
  return (
    <SelectionBarFrame
      label={t('applicants.bulk.label')}
      count={t('applicants.bulk.selected', { count })}
      testId="bulk-bar"
      countTestId="bulk-count"
    >
      {MOVE_TARGETS.map((target) => (
        <button
          key={target}
          type="button"
          onClick={() => onMove(target)}
          className={`${secondaryButtonClassName} py-2`}
          data-testid={`bulk-${target}`}
        >
          {t(`applicants.actions.${target}`)}
        </button>
      ))}
      <button
        type="button"
        onClick={onRequestSelfTape}
        className={`${secondaryButtonClassName} py-2`}
        data-testid="bulk-self-tape"
      >
        {t('applicants.selfTape.request')}
      </button>
      {extra}
      <button type="button" onClick={onClear} className={`${secondaryButtonClassName} py-2`}>
        {t('applicants.bulk.clear')}
      </button>
    </SelectionBarFrame>
  );
}

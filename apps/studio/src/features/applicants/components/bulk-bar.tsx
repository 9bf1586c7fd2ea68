import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { MOVE_TARGETS, type MoveTarget } from './move-dialog';

interface BulkBarProps {
  count: number;
  onMove: (target: MoveTarget) => void;
  onRequestSelfTape: () => void;
  onClear: () => void;
}

/** What to do with the selected applicants; shown while any is selected, held under the top bar while the list scrolls. */
export function BulkBar({ count, onMove, onRequestSelfTape, onClear }: BulkBarProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('applicants.bulk.label')}
      data-testid="bulk-bar"
      className="sticky top-[4.5rem] z-[5] flex flex-wrap items-center gap-3 rounded-2xl bg-indigo-50 p-3 shadow-md ring-1 ring-indigo-200"
    >
      <p className="text-sm font-semibold text-indigo-900" aria-live="polite" data-testid="bulk-count">
        {t('applicants.bulk.selected', { count })}
      </p>
      <div className="flex flex-wrap gap-2">
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
        <button type="button" onClick={onClear} className={`${secondaryButtonClassName} py-2`}>
          {t('applicants.bulk.clear')}
        </button>
      </div>
    </section>
  );
}

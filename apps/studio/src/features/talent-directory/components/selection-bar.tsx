import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { SelectionBarFrame } from '@/components/selection-bar-frame';

interface SelectionBarProps {
  count: number;
  /** Absent on a list's own page: its talents are on a list already. */
  onAddToList?: () => void;
  onInvite: () => void;
  onClear: () => void;
}

/** What to do with the ticked talents. */
export function SelectionBar({ count, onAddToList, onInvite, onClear }: SelectionBarProps) {
  const { t } = useTranslation();
  const button = `${secondaryButtonClassName} py-2`;
  return (
    <SelectionBarFrame
      label={t('directory.select.label')}
      count={t('directory.select.count', { count })}
      testId="selection-bar"
      countTestId="selection-count"
    >
      <button type="button" onClick={onInvite} className={button} data-testid="selection-invite">
        {t('directory.invite.button')}
      </button>
      {onAddToList && (
        <button type="button" onClick={onAddToList} className={button} data-testid="selection-add-to-list">
          {t('directory.lists.add')}
        </button>
      )}
      <button type="button" onClick={onClear} className={button}>
        {t('directory.select.clear')}
      </button>
    </SelectionBarFrame>
  );
}

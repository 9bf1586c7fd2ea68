import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';

interface SelectionBarProps {
  count: number;
  /** Absent on a list's own page: its talents are on a list already. */
  onAddToList?: () => void;
  onInvite: () => void;
  onClear: () => void;
}

/** What to do with the ticked talents; held under the top bar while the results scroll. */
export function SelectionBar({ count, onAddToList, onInvite, onClear }: SelectionBarProps) {
  const { t } = useTranslation();
  const button = `${secondaryButtonClassName} py-2`;
  return (
    <section
      aria-label={t('directory.select.label')}
      data-testid="selection-bar"
      className="sticky top-[4.5rem] z-[5] flex flex-wrap items-center gap-3 rounded-2xl bg-indigo-50 p-3 shadow-md ring-1 ring-indigo-200"
    >
      <p className="text-sm font-semibold text-indigo-900" aria-live="polite" data-testid="selection-count">
        {t('directory.select.count', { count })}
      </p>
      <div className="flex flex-wrap gap-2">
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
      </div>
    </section>
  );
}

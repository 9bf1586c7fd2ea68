import { useTranslation } from 'react-i18next';

const buttonClass =
  'inline-flex size-9 items-center justify-center rounded-lg border border-gray-400 bg-white text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Keyboard (and touch) reordering beside the pointer's drag and drop: two buttons with the item's
 * name; the caller announces the new position in a live region.
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
  disabled,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex gap-1">
      <button
        type="button"
        className={buttonClass}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={t('profile.media.moveEarlier', { name })}
        data-testid="move-earlier"
      >
        <span aria-hidden="true">←</span>
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={t('profile.media.moveLater', { name })}
        data-testid="move-later"
      >
        <span aria-hidden="true">→</span>
      </button>
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';

/** Delete of a photo or video asks first (§2). */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={title} testId="confirm-delete">
      <p className="text-sm text-gray-800">{text}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          data-autofocus
          className="rounded-lg border border-gray-400 bg-white px-4 py-2.5 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          {t('profile.media.cancel')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          data-testid="confirm-delete-button"
          className="rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          {t('profile.media.delete')}
        </button>
      </div>
    </Dialog>
  );
}

import { Dialog } from './dialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The red button's text ('Delete'). */
  confirmLabel: string;
  /** The way out, focused on open so that Enter never deletes by accident ('Cancel'). */
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A delete that cannot be undone asks first: what goes, Cancel (focused) and the red Delete. */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
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
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          data-testid="confirm-delete-button"
          className="rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

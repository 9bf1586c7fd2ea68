import { DialogActions } from '@talent/ui/components/dialog-actions';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/translate-message';

interface FormEndProps {
  /** The server's (or the rules') refusal that no field of the form holds, in the contract's words. */
  refusal: string | null | undefined;
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  busy: boolean;
  confirmTestId: string;
}

/** The end of a presentation's form: a refusal that belongs to no field, then the way out and the send. */
export function FormEnd({ refusal, cancelLabel, onCancel, confirmLabel, busy, confirmTestId }: FormEndProps) {
  const { t } = useTranslation();
  return (
    <>
      {refusal && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm break-words text-red-900"
          data-testid="present-refusal"
        >
          {translateMessage(t, refusal)}
        </p>
      )}
      <DialogActions
        cancelLabel={cancelLabel}
        onCancel={onCancel}
        cancelDisabled={busy}
        confirmLabel={confirmLabel}
        busy={busy}
        confirmTestId={confirmTestId}
      />
    </>
  );
}

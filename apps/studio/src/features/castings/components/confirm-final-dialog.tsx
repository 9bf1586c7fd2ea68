import { Dialog } from '@talent/ui/components/dialog';
import { DialogActions } from '@talent/ui/components/dialog-actions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmFinalDialogProps {
  kind: ConfirmedMove | null;
  title: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Where focus lands afterwards: the button that opened the dialog is gone once the casting moved. */
  returnFocus: () => HTMLElement | null | undefined;
}

/** The moves asked about first: the final ones, and the ADMIN's suspension of someone else's casting. */
export type ConfirmedMove = 'CLOSED' | 'CANCELLED' | 'SUSPENDED';

const TEXTS = {
  CLOSED: 'castings.actions.confirmClose',
  CANCELLED: 'castings.actions.confirmCancel',
  SUSPENDED: 'castings.actions.confirmSuspend',
} as const;

/**
 * Closing and cancelling are final (CASTING_STATUS_TRANSITIONS), and a suspension takes a client's
 * casting off the portal: asked first, with the way out focused so that Enter never does it by accident.
 */
export function ConfirmFinalDialog({
  kind,
  title,
  onConfirm,
  onClose,
  returnFocus,
}: ConfirmFinalDialogProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const texts = kind ? TEXTS[kind] : TEXTS.CLOSED;

  const confirm = async () => {
    setSending(true);
    try {
      await onConfirm();
    } finally {
      setSending(false);
      onClose();
    }
  };

  return (
    <Dialog
      open={kind !== null}
      onClose={sending ? () => {} : onClose}
      title={t(`${texts}.title`, { title })}
      returnFocus={returnFocus}
      testId="confirm-final"
    >
      <p className="text-sm text-gray-800">{t(`${texts}.text`)}</p>
      {/* Red like the studio's other irreversible confirmations (the clients' reject dialog). */}
      <DialogActions
        className="mt-6"
        cancelLabel={t('castings.actions.keep')}
        onCancel={onClose}
        cancelDisabled={sending}
        focusCancel
        confirmLabel={t(`${texts}.confirm`)}
        onConfirm={() => void confirm()}
        busy={sending}
        tone="danger"
        confirmTestId="confirm-final-button"
      />
    </Dialog>
  );
}

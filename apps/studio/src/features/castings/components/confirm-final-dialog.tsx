import { Dialog } from '@talent/ui/components/dialog';
import { SpinnerIcon } from '@talent/ui/components/spinner';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// Red like the studio's other irreversible confirmations (the clients' reject dialog).
const dangerButtonClassName =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-70';

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
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={sending}
          data-autofocus
          className={secondaryButtonClassName}
        >
          {t('castings.actions.keep')}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={sending}
          aria-busy={sending || undefined}
          className={dangerButtonClassName}
          data-testid="confirm-final-button"
        >
          {sending && <SpinnerIcon className="size-4" />}
          {t(`${texts}.confirm`)}
        </button>
      </div>
    </Dialog>
  );
}

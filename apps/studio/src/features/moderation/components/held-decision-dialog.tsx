import type { HeldMessage } from '@talent/contract/messages';
import { Dialog } from '@talent/ui/components/dialog';
import { DialogActions } from '@talent/ui/components/dialog-actions';
import { useTranslation } from 'react-i18next';
import type { HeldDecision } from '../api/held-messages';

export interface PendingHeld {
  message: HeldMessage;
  decision: HeldDecision;
}

interface HeldDecisionDialogProps {
  pending: PendingHeld | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (pending: PendingHeld) => void;
}

/** Release or Reject asks first, saying what reaches (or never reaches) the minor's family. */
export function HeldDecisionDialog({ pending, busy, onClose, onConfirm }: HeldDecisionDialogProps) {
  const { t } = useTranslation();
  if (!pending) return null;
  const { message, decision } = pending;
  const names = { minor: message.talentName, sender: message.senderName };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(
        decision === 'release' ? 'moderation.held.dialog.releaseTitle' : 'moderation.held.dialog.rejectTitle',
      )}
      testId="held-decision-dialog"
    >
      <p className="text-sm text-gray-800" data-testid="held-decision-text">
        {t(
          decision === 'release' ? 'moderation.held.dialog.releaseText' : 'moderation.held.dialog.rejectText',
          names,
        )}
      </p>
      <DialogActions
        className="mt-6"
        cancelLabel={t('moderation.held.dialog.cancel')}
        onCancel={onClose}
        cancelDisabled={busy}
        confirmLabel={t(decision === 'release' ? 'moderation.held.release' : 'moderation.held.reject')}
        onConfirm={() => onConfirm(pending)}
        busy={busy}
        focusCancel
        tone={decision === 'release' ? 'success' : 'danger'}
        confirmTestId="held-decision-confirm"
      />
    </Dialog>
  );
}

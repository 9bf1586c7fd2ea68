import type { ClientDecision, ClientSummary } from '@talent/contract/clients';
import { TextPromptDialog } from '@talent/ui/components/text-prompt-dialog';
import { deferredSchema } from '@talent/ui/forms/deferred-schema';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/translate-message';
import '../client-messages';

// The contract's decision rules (a reason is required to reject), fetched when the dialog opens: the
// clients page loads neither zod nor a form library (see deferred-schema).
const decisionRules = deferredSchema(() =>
  import('@talent/contract/clients').then((m) => m.clientDecisionSchema),
);

interface RejectDialogProps {
  /** The client being rejected; null keeps the dialog closed. */
  client: ClientSummary | null;
  onClose: () => void;
  /** Sends the decision; rejects with the server's error, which the caller reports. */
  onReject: (client: ClientSummary, decision: ClientDecision) => Promise<void>;
}

/** Rejecting needs a reason (the contract's clientDecisionSchema): the client is e-mailed it. */
export function RejectDialog({ client, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation();
  if (!client) return null;

  return (
    <TextPromptDialog
      // Keyed by client: a new rejection starts with an empty reason.
      key={client.id}
      open
      title={t('clients.rejectDialog.title', { company: client.company.name })}
      testId="reject-dialog"
      onClose={onClose}
      label={t('clients.rejectDialog.reason')}
      helper={t('clients.rejectDialog.reasonHelper')}
      textareaTestId="reject-reason"
      cancelLabel={t('clients.rejectDialog.cancel')}
      confirmLabel={t('clients.rejectDialog.submit')}
      confirmTestId="reject-submit"
      tone="danger"
      rules={decisionRules}
      toInput={(reason) => ({ status: 'REJECTED', reason })}
      translate={(message) => translateMessage(t, message)}
      onSend={(decision) => onReject(client, decision)}
    />
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type ClientDecision, type ClientSummary, clientDecisionSchema } from '@talent/contract/clients';
import { Dialog } from '@talent/ui/components/dialog';
import { controlClassName, FormField } from '@talent/ui/components/form-field';
import { SpinnerIcon } from '@talent/ui/components/spinner';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '@/lib/translate-message';
import '../client-messages';

type DecisionInput = z.input<typeof clientDecisionSchema>;

// Red like the portal's other irreversible confirmations (confirm-delete-dialog, danger zone).
const dangerButtonClassName =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-70';

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
  return (
    <Dialog
      open={client !== null}
      onClose={onClose}
      title={t('clients.rejectDialog.title', { company: client?.company.name ?? '' })}
      testId="reject-dialog"
    >
      {/* Keyed by client: a new rejection starts with an empty reason. */}
      {client && <RejectForm key={client.id} client={client} onClose={onClose} onReject={onReject} />}
    </Dialog>
  );
}

function RejectForm({ client, onClose, onReject }: RejectDialogProps & { client: ClientSummary }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DecisionInput, unknown, ClientDecision>({
    resolver: zodResolver(clientDecisionSchema),
    defaultValues: { status: 'REJECTED', reason: '' },
  });
  const reasonError = errors.reason?.message;

  const onSubmit = handleSubmit((decision) => onReject(client, decision));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField
        label={t('clients.rejectDialog.reason')}
        helper={t('clients.rejectDialog.reasonHelper')}
        error={reasonError ? translateMessage(t, reasonError) : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            {...register('reason')}
            data-autofocus
            rows={4}
            className={controlClassName}
            data-testid="reject-reason"
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={secondaryButtonClassName}>
          {t('clients.rejectDialog.cancel')}
        </button>
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          className={dangerButtonClassName}
          data-testid="reject-submit"
        >
          {isSubmitting && <SpinnerIcon className="size-4" />}
          {t('clients.rejectDialog.submit')}
        </button>
      </div>
    </form>
  );
}

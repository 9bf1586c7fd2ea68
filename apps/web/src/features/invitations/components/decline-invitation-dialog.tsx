import type { Invitation, InvitationDeclinePayload } from '@talent/contract/invitations';
import { TextPromptDialog } from '@talent/ui/components/text-prompt-dialog';
import { deferredSchema } from '@talent/ui/forms/deferred-schema';
import { notify } from '@talent/ui/notify';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateMessage } from '@/lib/translate-message';
import { useDeclineInvitation } from '../api/answer-invitation';
import { registerInvitationMessages } from '../invitation-messages';

// The route's own rule for the reason (optional, at most DECLINE_REASON_MAX), fetched when the
// dialog opens: the dashboard and the casting page load no zod for it (see deferred-schema).
const declineRules = deferredSchema(() =>
  import('@talent/contract/invitations').then((m) => {
    registerInvitationMessages(m.INVITATION_MESSAGES);
    return m.invitationDeclineSchema;
  }),
);

interface DeclineInvitationDialogProps {
  /** The invitation being declined; null keeps the dialog closed. */
  invitation: Invitation | null;
  onClose: () => void;
  /**
   * Where focus goes once the dialog closed, asked then with the invitation it was about: declining
   * removes the Not for me button that opened it. Nothing named keeps the dialog's own return (the
   * opener, as after Cancel).
   */
  returnFocus?: (invitation: Invitation) => HTMLElement | null | undefined;
}

/** "Not for me": an optional reason the casting team reads, then the invitation is DECLINED. */
export function DeclineInvitationDialog({ invitation, onClose, returnFocus }: DeclineInvitationDialogProps) {
  const { t } = useTranslation();
  const decline = useDeclineInvitation();
  if (!invitation) return null;

  const onSend = async ({ reason }: InvitationDeclinePayload) => {
    try {
      await decline.mutateAsync({ id: invitation.id, reason });
    } catch (error) {
      notify.error(await errorMessage(t, error, t('invitations.decline.failed')));
      return;
    }
    notify.success(t('invitations.decline.success', { title: invitation.casting.title }));
    onClose();
  };

  return (
    <TextPromptDialog
      // Keyed by invitation: another one starts with an empty reason.
      key={invitation.id}
      open
      title={t('invitations.decline.title', { title: invitation.casting.title })}
      testId="decline-invitation-dialog"
      onClose={onClose}
      returnFocus={returnFocus ? () => returnFocus(invitation) : undefined}
      intro={<p className="text-sm text-gray-700">{t('invitations.decline.intro')}</p>}
      label={t('invitations.decline.reason')}
      helper={t('invitations.decline.reasonHelper')}
      textareaTestId="decline-reason"
      cancelLabel={t('invitations.decline.cancel')}
      confirmLabel={t('invitations.decline.submit')}
      confirmTestId="decline-submit"
      rules={declineRules}
      toInput={(reason) => ({ reason })}
      translate={(message) => translateMessage(t, message)}
      onSend={onSend}
    />
  );
}

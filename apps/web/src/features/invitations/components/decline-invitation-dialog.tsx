import type { Invitation } from '@talent/contract/invitations';
import { TextPromptDialog } from '@talent/ui/components/text-prompt-dialog';
import { deferredSchema } from '@talent/ui/forms/deferred-schema';
import { notify } from '@talent/ui/notify';
import { useEffect } from 'react';
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
}

/** "Not for me": an optional reason the casting team reads, then the invitation is DECLINED. */
export function DeclineInvitationDialog({ invitation, onClose }: DeclineInvitationDialogProps) {
  const { t } = useTranslation();
  const decline = useDeclineInvitation();
  useEffect(() => {
    if (invitation) declineRules.preload();
  }, [invitation]);
  if (!invitation) return null;

  const onSubmit = async (reason: string) => {
    const parsed = (await declineRules.load()).safeParse({ reason });
    if (!parsed.success) return translateMessage(t, parsed.error.issues[0]?.message ?? '');
    try {
      await decline.mutateAsync({ id: invitation.id, reason: parsed.data.reason });
    } catch (error) {
      notify.error(await errorMessage(t, error, t('invitations.decline.failed')));
      return null;
    }
    notify.success(t('invitations.decline.success', { title: invitation.casting.title }));
    onClose();
    return null;
  };

  return (
    <TextPromptDialog
      // Keyed by invitation: another one starts with an empty reason.
      key={invitation.id}
      open
      title={t('invitations.decline.title', { title: invitation.casting.title })}
      testId="decline-invitation-dialog"
      onClose={onClose}
      intro={<p className="text-sm text-gray-700">{t('invitations.decline.intro')}</p>}
      label={t('invitations.decline.reason')}
      helper={t('invitations.decline.reasonHelper')}
      textareaTestId="decline-reason"
      cancelLabel={t('invitations.decline.cancel')}
      confirmLabel={t('invitations.decline.submit')}
      confirmTestId="decline-submit"
      onSubmit={onSubmit}
    />
  );
}

import type { ConversationSummary } from '@talent/contract/messages';
import { ApiError, apiData } from '@talent/ui/http/api-client';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * "Message" beside an invited talent: asks for the invitation's thread (made on first ask, GET
 * /studio/invitations/{id}/conversation) and opens it on its page, /messages/{id}.
 */
export function InvitationThreadButton({ invitationId, name }: { invitationId: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const conversation = await apiData<ConversationSummary>(
        `/studio/invitations/${encodeURIComponent(invitationId)}/conversation`,
      );
      navigate(`/messages/${encodeURIComponent(conversation.id)}`);
    } catch (error) {
      notify.error(
        t(
          error instanceof ApiError && error.status === 429
            ? 'applicants.conversation.threadLimit'
            : 'applicants.conversation.loadFailed',
        ),
      );
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void open()}
      disabled={busy}
      aria-label={t('applicants.conversation.writeTo', { name })}
      className={`${secondaryButtonClassName} px-3 py-1.5 text-sm`}
      data-testid="invitation-message"
    >
      {t('applicants.conversation.write')}
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConversationPage } from '@/features/conversations/components/conversation-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OnDemandTexts } from '@/lib/use-on-demand-texts';

/** One conversation on its own page (an invitation's thread). */
export default function ConversationRoute() {
  return (
    <OnDemandTexts namespace="conversations">
      <Conversation />
    </OnDemandTexts>
  );
}

function Conversation() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useDocumentTitle(t('conversations.title'));
  return <ConversationPage key={id} conversationId={id} />;
}

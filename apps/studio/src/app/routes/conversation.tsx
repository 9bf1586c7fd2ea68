import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConversationPage } from '@/features/conversations/components/conversation-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOnDemandTexts } from '@/lib/use-on-demand-texts';

/** One conversation on its own page (an invitation's thread). */
export default function ConversationRoute() {
  useOnDemandTexts('conversations');
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useDocumentTitle(t('conversations.title'));
  return <ConversationPage key={id} conversationId={id} />;
}

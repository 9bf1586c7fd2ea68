import { useTranslation } from 'react-i18next';
import { InboxPage } from '@/features/conversations/components/inbox-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OnDemandTexts } from '@/lib/use-on-demand-texts';

/** The inbox of a CLIENT (its castings' conversations) or an ADMIN. */
export default function MessagesRoute() {
  return (
    <OnDemandTexts namespace="conversations">
      <Inbox />
    </OnDemandTexts>
  );
}

function Inbox() {
  const { t } = useTranslation();
  useDocumentTitle(t('conversations.title'));
  return <InboxPage />;
}

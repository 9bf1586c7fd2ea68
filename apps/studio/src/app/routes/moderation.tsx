import { useTranslation } from 'react-i18next';
import { ModerationPage } from '@/features/moderation/components/moderation-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OnDemandTexts } from '@/lib/use-on-demand-texts';

/** ADMIN only (RequireAdmin in app-routes.tsx): reports and held messages (DESIGN §14). */
export default function ModerationRoute() {
  // Its texts come with this screen only (locales/on-demand).
  return (
    <OnDemandTexts namespace="moderation">
      <Moderation />
    </OnDemandTexts>
  );
}

function Moderation() {
  const { t } = useTranslation();
  useDocumentTitle(t('moderation.title'));
  return <ModerationPage />;
}

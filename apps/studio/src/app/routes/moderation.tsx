import { useTranslation } from 'react-i18next';
import { ModerationPage } from '@/features/moderation/components/moderation-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOnDemandTexts } from '@/lib/use-on-demand-texts';

/** ADMIN only (RequireAdmin in app-routes.tsx): reports and held messages (DESIGN §14). */
export default function ModerationRoute() {
  // Its texts come with this screen only (locales/on-demand): it suspends until they are in.
  useOnDemandTexts('moderation');
  const { t } = useTranslation();
  useDocumentTitle(t('moderation.title'));
  return <ModerationPage />;
}

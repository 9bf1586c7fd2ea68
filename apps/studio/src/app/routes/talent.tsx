import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { TalentPage } from '@/features/talent-directory/components/talent-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** One talent of the directory; back leads to the search or the list it was opened from. */
export default function TalentRoute() {
  const { t } = useTranslation();
  const { profileId = '' } = useParams();
  const state = useLocation().state as { backTo?: unknown } | null;
  useDocumentTitle(t('directory.talent.title'));
  const backTo = typeof state?.backTo === 'string' ? state.backTo : '/talents';
  return <TalentPage key={profileId} profileId={profileId} backTo={backTo} />;
}

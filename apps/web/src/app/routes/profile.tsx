import { useTranslation } from 'react-i18next';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ProfileRoute() {
  const { t } = useTranslation();
  const { refreshUser } = useSession();
  useDocumentTitle(t('screens.profile.title'));
  return <ProfilePage onAccountChanged={refreshUser} />;
}

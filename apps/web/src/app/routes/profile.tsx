import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth/session-context';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ProfileRoute() {
  const { t } = useTranslation();
  const { refreshUser } = useSession();
  useDocumentTitle(t('screens.profile.title'));
  return <ProfilePage onAccountChanged={refreshUser} />;
}

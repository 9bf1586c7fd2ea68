import { useTranslation } from 'react-i18next';
import { OnboardingWizard } from '@/features/profile/onboarding/onboarding-wizard';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function OnboardingRoute() {
  const { t } = useTranslation();
  const { user, refreshUser } = useSession();
  useDocumentTitle(t('screens.onboarding.title'));
  if (!user) return null;
  // Keyed by user: another account signing in on this tab gets its own wizard state.
  return (
    <OnboardingWizard
      key={user.id}
      userId={user.id}
      accountGender={user.gender}
      onProfilePhotoChanged={refreshUser}
    />
  );
}

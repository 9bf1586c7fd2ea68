import { useIdleCallback } from '@talent/ui/use-idle-callback';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A casting client's sign-up. `preloadOther` fetches the sign-in chunk once the page is idle. */
export default function RegisterRoute({ preloadOther }: { preloadOther: () => void }) {
  const { t } = useTranslation();
  useIdleCallback(preloadOther);
  useDocumentTitle(t('auth.register.title'));
  const switchTo = { lead: t('auth.register.haveAccount'), to: '/login', label: t('auth.register.signIn') };
  return (
    <AuthPage title={t('auth.register.title')} switchTo={switchTo} wide>
      <RegisterForm />
    </AuthPage>
  );
}

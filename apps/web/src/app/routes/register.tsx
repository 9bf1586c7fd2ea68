import { useTranslation } from 'react-i18next';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIdleCallback } from '@/lib/use-idle-callback';
import { preloadLogin } from './preload-login';

export default function RegisterRoute() {
  const { t } = useTranslation();
  useIdleCallback(preloadLogin);
  useDocumentTitle(t('auth.register.title'));
  const switchTo = { lead: t('auth.register.haveAccount'), to: '/login', label: t('auth.register.signIn') };
  return (
    <AuthPage title={t('auth.register.title')} switchTo={switchTo}>
      <RegisterForm />
    </AuthPage>
  );
}

import { useTranslation } from 'react-i18next';
import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function LoginRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  const switchTo = { lead: t('auth.login.or'), to: '/register', label: t('auth.login.createAccount') };
  return (
    <AuthPage title={t('auth.login.title')} switchTo={switchTo}>
      <LoginForm />
    </AuthPage>
  );
}

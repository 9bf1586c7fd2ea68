import { useTranslation } from 'react-i18next';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function RegisterRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.title'));
  const switchTo = { lead: t('auth.register.haveAccount'), to: '/login', label: t('auth.register.signIn') };
  return (
    <AuthPage title={t('auth.register.title')} switchTo={switchTo}>
      <RegisterForm />
    </AuthPage>
  );
}

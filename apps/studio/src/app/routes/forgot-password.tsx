import { useTranslation } from 'react-i18next';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The sign-in page's "Forgot password?" target: asks for a reset link by e-mail. */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgotPassword.title'));
  return (
    <AuthPage title={t('auth.forgotPassword.title')}>
      <ForgotPasswordForm />
    </AuthPage>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /studio/reset-password?token=…: the link of the reset e-mail. Open to anyone, signed in or not. */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('auth.resetPassword.title'));
  return (
    <AuthPage title={t('auth.resetPassword.title')}>
      <ResetPasswordForm token={searchParams.get('token')?.trim() || null} />
    </AuthPage>
  );
}

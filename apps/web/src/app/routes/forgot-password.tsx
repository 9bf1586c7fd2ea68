import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The login page's "Forgot password?" target until the reset flow (DESIGN §4) is built. */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgotPassword.title'));
  return (
    <AuthPage title={t('auth.forgotPassword.title')}>
      <p className="text-sm text-gray-700">{t('auth.forgotPassword.comingSoon')}</p>
      <p className="mt-6 text-center text-sm">
        <Link
          to="/login"
          className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          {t('auth.forgotPassword.backToSignIn')}
        </Link>
      </p>
    </AuthPage>
  );
}

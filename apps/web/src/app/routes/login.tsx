import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIdleCallback } from '@/lib/use-idle-callback';

const linkClassName =
  'font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

// The other public page is one click away: fetch its chunk while idle so the link opens at once.
const preloadRegister = () => void import('./register');

export default function LoginRoute() {
  const { t } = useTranslation();
  useIdleCallback(preloadRegister);
  useDocumentTitle(t('auth.login.title'));
  return (
    <AuthPage
      title={t('auth.login.title')}
      intro={
        <>
          {t('auth.login.or')}{' '}
          <Link to="/register" className={linkClassName}>
            {t('auth.login.createAccount')}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthPage>
  );
}

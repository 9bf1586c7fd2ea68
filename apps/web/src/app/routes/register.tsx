import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIdleCallback } from '@/lib/use-idle-callback';

const linkClassName =
  'font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

// The other public page is one click away: fetch its chunk while idle so the link opens at once.
const preloadLogin = () => void import('./login');

export default function RegisterRoute() {
  const { t } = useTranslation();
  useIdleCallback(preloadLogin);
  useDocumentTitle(t('auth.register.title'));
  return (
    <AuthPage
      title={t('auth.register.title')}
      intro={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to="/login" className={linkClassName}>
            {t('auth.register.signIn')}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthPage>
  );
}

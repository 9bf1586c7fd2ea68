import { useIdleCallback } from '@talent/ui/use-idle-callback';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `preloadOther` fetches the other public form's chunk (app-routes.tsx); called once the page is idle. */
export default function LoginRoute({ preloadOther }: { preloadOther: () => void }) {
  const { t } = useTranslation();
  useIdleCallback(preloadOther);
  useDocumentTitle(t('auth.login.title'));
  const switchTo = { lead: t('auth.login.or'), to: '/register', label: t('auth.login.createAccount') };
  return (
    <AuthPage title={t('auth.login.title')} switchTo={switchTo}>
      <LoginForm />
    </AuthPage>
  );
}

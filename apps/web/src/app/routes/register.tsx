import { useIdleCallback } from '@talent/ui/use-idle-callback';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `preloadOther` fetches the other public form's chunk (app-routes.tsx); called once the page is idle. */
export default function RegisterRoute({ preloadOther }: { preloadOther: () => void }) {
  const { t } = useTranslation();
  useIdleCallback(preloadOther);
  useDocumentTitle(t('auth.register.title'));
  const switchTo = { lead: t('auth.register.haveAccount'), to: '/login', label: t('auth.register.signIn') };
  return (
    <AuthPage title={t('auth.register.title')} switchTo={switchTo}>
      <RegisterForm />
    </AuthPage>
  );
}

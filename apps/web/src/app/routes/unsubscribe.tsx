import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { UnsubscribeForm } from '@/features/notifications/components/unsubscribe-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /unsubscribe?token=…: the link of every notification e-mail. Open to anyone, signed in or not. */
export default function UnsubscribeRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('unsubscribe.title'));
  return (
    <AuthPage title={t('unsubscribe.title')}>
      <UnsubscribeForm token={searchParams.get('token')?.trim() || null} />
    </AuthPage>
  );
}

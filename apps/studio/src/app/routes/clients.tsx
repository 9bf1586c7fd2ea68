import { useTranslation } from 'react-i18next';
import { ClientsPage } from '@/features/clients/components/clients-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** ADMIN only (RequireAdmin in app-routes.tsx): the companies waiting for verification. */
export default function ClientsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('clients.title'));
  return <ClientsPage />;
}

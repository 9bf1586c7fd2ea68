import { PageHeader } from '@talent/ui/components/page-header';
import { useTranslation } from 'react-i18next';
import { AdminCard } from '@/features/account/components/admin-card';
import { CompanyCard } from '@/features/account/components/company-card';
import { VerificationBanner } from '@/features/account/components/verification-banner';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/** After sign-in: who is here and, for a client, where the company's verification stands. */
export default function HomeRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('nav.home'));
  if (!user) return null;
  return (
    <div className="space-y-6">
      <PageHeader title={t('home.title', { name: user.firstName })} subtitle={t('home.subtitle')} />
      {user.company && <VerificationBanner company={user.company} />}
      {user.company && <CompanyCard company={user.company} />}
      {user.role === 'ADMIN' && <AdminCard />}
    </div>
  );
}

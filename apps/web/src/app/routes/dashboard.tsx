import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth/session-context';
import { WelcomeHeading } from '@/features/dashboard/components/welcome-heading';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function DashboardRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('screens.dashboard.title'));
  return (
    <div className="space-y-8">
      <WelcomeHeading user={user} />
      <section className="rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">
        {t('screens.comingSoon')}
      </section>
    </div>
  );
}

import { queryClient } from '@talent/ui/app-kit/query-client';
import { SignedInLayout } from '@talent/ui/app-kit/shell/signed-in-layout';
import { TopBar } from '@talent/ui/app-kit/shell/top-bar';
import { displayName } from '@talent/ui/app-kit/shell/user-badge';
import { useSignOut } from '@talent/ui/app-kit/use-sign-out';
import { useSignedInTexts } from '@talent/ui/app-kit/use-signed-in-texts';
import { NotificationBell } from '@talent/ui/notifications/notification-bell';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session-context';
import { navItemsFor } from './nav-items';

/** The studio's signed-in frame (the kit's): its nav, and "Client account" or "Administrator". */
export default function AppShell() {
  useSignedInTexts();
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const signOut = useSignOut(logout);
  if (!user) return null;

  // A client's company name says more than "Client account".
  const kind =
    user.role === 'ADMIN' ? t('nav.userMenu.admin') : (user.company?.name ?? t('nav.userMenu.client'));
  const topBar = (
    <TopBar
      appName={t('common.appName')}
      logoSrc={`${import.meta.env.BASE_URL}favicon.svg`}
      navItems={navItemsFor(user).map((item) => ({ ...item, label: t(`nav.${item.key}`) }))}
      user={{ name: displayName(user), kind }}
      menuEntries={[{ key: 'settings', to: '/settings', label: t('nav.userMenu.settings') }]}
      signOut={{ label: t('nav.userMenu.logout'), onSelect: signOut }}
      extras={<NotificationBell />}
    />
  );
  return <SignedInLayout queryClient={queryClient} topBar={topBar} className="bg-gray-50" />;
}

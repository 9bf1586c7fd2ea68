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
import { SiteFooter } from './site-footer';

/** The portal's signed-in frame (the kit's), with its nav, its user menu and its footer. */
export default function AppShell() {
  useSignedInTexts();
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const signOut = useSignOut(logout);
  if (!user) return null;

  const topBar = (
    <TopBar
      appName={t('common.brand')}
      logoSrc="/favicon.svg"
      navItems={navItemsFor(user).map((item) => ({ ...item, label: t(`nav.${item.key}`) }))}
      user={{
        name: displayName(user),
        kind: t('nav.userMenu.talentAccount'),
        photoUrl: user.profilePhotoUrl,
      }}
      menuEntries={[
        { key: 'profile', to: '/profile', label: t('nav.userMenu.myProfile') },
        { key: 'settings', to: '/settings', label: t('nav.userMenu.settings') },
        { key: 'help', to: '/help', label: t('nav.userMenu.help') },
      ]}
      signOut={{ label: t('nav.userMenu.logout'), onSelect: signOut }}
      extras={<NotificationBell />}
    />
  );
  return <SignedInLayout queryClient={queryClient} topBar={topBar} footer={<SiteFooter />} />;
}

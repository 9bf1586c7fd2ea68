import { SignedInShell } from '@talent/ui/app-kit/shell/signed-in-shell';
import { displayName } from '@talent/ui/app-kit/shell/user-badge';
import { useSession } from '@/lib/session-context';
import { navItemsFor } from './nav-items';

/** The studio's signed-in frame (the kit's): its nav, and "Client account" or "Administrator". */
export default function AppShell() {
  return (
    <SignedInShell
      session={useSession()}
      topBar={(user, t) => ({
        appName: t('common.appName'),
        logoSrc: `${import.meta.env.BASE_URL}favicon.svg`,
        navItems: navItemsFor(user).map((item) => ({ ...item, label: t(`nav.${item.key}`) })),
        // A client's company name says more than "Client account".
        user: {
          name: displayName(user),
          kind:
            user.role === 'ADMIN'
              ? t('nav.userMenu.admin')
              : (user.company?.name ?? t('nav.userMenu.client')),
        },
        menuEntries: [{ key: 'settings', to: '/settings', label: t('nav.userMenu.settings') }],
      })}
      className="bg-gray-50"
    />
  );
}

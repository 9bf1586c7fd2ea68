import { SignedInShell } from '@talent/ui/app-kit/shell/signed-in-shell';
import { displayName } from '@talent/ui/app-kit/shell/user-badge';
import { useUnreadMessages } from '@talent/ui/notifications/use-unread-count';
import { useSession } from '@/lib/session-context';
import { navItemsFor } from './nav-items';

/** The studio's signed-in frame (the kit's): its nav, and "Client account" or "Administrator". */
export default function AppShell() {
  // The Messages item's badge: the unread messages, kept live by the notification stream.
  const unreadMessages = useUnreadMessages() ?? 0;
  return (
    <SignedInShell
      session={useSession()}
      topBar={(user, t) => ({
        appName: t('common.appName'),
        logoSrc: `${import.meta.env.BASE_URL}favicon.svg`,
        navItems: navItemsFor(user).map((item) => ({
          ...item,
          label: t(`nav.${item.key}`),
          ...(item.key === 'messages' && unreadMessages > 0
            ? { badge: { count: unreadMessages, label: t('nav.unreadMessages', { count: unreadMessages }) } }
            : {}),
        })),
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

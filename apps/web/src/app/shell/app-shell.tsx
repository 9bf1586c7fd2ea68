import { SignedInShell } from '@talent/ui/app-kit/shell/signed-in-shell';
import { displayName } from '@talent/ui/app-kit/shell/user-badge';
import { useUnreadMessages } from '@talent/ui/notifications/use-unread-count';
import { useIdleCallback } from '@talent/ui/use-idle-callback';
import { useSession } from '@/lib/session-context';
import { navItemsFor } from './nav-items';
import { SiteFooter } from './site-footer';
import { useForgetSelfTapesAtSignOut } from './use-forget-self-tapes-at-sign-out';

/**
 * Installs the portal's service worker (public/sw.js, DESIGN §15). From the signed-in shell, once idle,
 * so the sign-in page loads nothing more; in production builds only, so the Vite dev server never
 * runs behind a cache. Failing to register costs the user nothing but offline support: not reported.
 */
function registerServiceWorker() {
  if (import.meta.env.PROD && 'serviceWorker' in navigator)
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

/** The portal's signed-in frame (the kit's), with its nav, its user menu and its footer. */
export default function AppShell() {
  const unreadMessages = useUnreadMessages() ?? 0;
  useIdleCallback(registerServiceWorker);
  const session = useSession();
  useForgetSelfTapesAtSignOut(session.user?.id);
  return (
    <SignedInShell
      session={session}
      topBar={(user, t) => ({
        appName: t('common.brand'),
        logoSrc: '/favicon.svg',
        navItems: navItemsFor(user).map((item) => ({
          ...item,
          label: t(`nav.${item.key}`),
          ...(item.key === 'messages'
            ? { badge: { count: unreadMessages, label: t('nav.unreadMessages', { count: unreadMessages }) } }
            : {}),
        })),
        user: {
          name: displayName(user),
          kind: t('nav.userMenu.talentAccount'),
          photoUrl: user.profilePhotoUrl,
        },
        menuEntries: [
          { key: 'profile', to: '/profile', label: t('nav.userMenu.myProfile') },
          { key: 'settings', to: '/settings', label: t('nav.userMenu.settings') },
          { key: 'help', to: '/help', label: t('nav.userMenu.help') },
        ],
      })}
      footer={<SiteFooter />}
    />
  );
}

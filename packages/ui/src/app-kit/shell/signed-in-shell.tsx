import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '../../notifications/notification-bell';
import { queryClient } from '../query-client';
import { useSignOut } from '../use-sign-out';
import { useSignedInTexts } from '../use-signed-in-texts';
import { SignedInLayout } from './signed-in-layout';
import { TopBar, type TopBarProps } from './top-bar';

/**
 * An app's signed-in shell, whole: its screens' texts loaded first, the top bar with the
 * notifications bell and a sign-out that ends on the sign-in page (both apps' `nav.userMenu.logout`),
 * the screen in the app's one query cache, and the footer. The app says what its bar shows of its user.
 */
export function SignedInShell<User>({
  session: { user, logout },
  topBar,
  footer,
  className,
}: {
  session: { user: User | null; logout: () => Promise<void> };
  topBar: (user: User, t: TFunction) => Omit<TopBarProps, 'signOut' | 'extras'>;
  footer?: ReactNode;
  className?: string;
}) {
  useSignedInTexts();
  const { t } = useTranslation();
  const signOut = useSignOut(logout);
  if (!user) return null;

  const bar = (
    <TopBar
      {...topBar(user, t)}
      signOut={{ label: t('nav.userMenu.logout'), onSelect: signOut }}
      extras={<NotificationBell />}
    />
  );
  return <SignedInLayout queryClient={queryClient} topBar={bar} footer={footer} className={className} />;
}

import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { desktopNavLinkClass, mobileNavLinkClass } from '../../nav-link-class';
import type { ShellLink } from './shell-link';
import { type ShellUser, UserBadge } from './user-badge';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  /** The app's name beside its logo, the link home. */
  appName: string;
  logoSrc: string;
  navItems: ShellLink[];
  user: ShellUser;
  /** The user menu's entries before sign-out. */
  menuEntries: ShellLink[];
  signOut: { label: string; onSelect: () => void };
  /** Beside the user menu (the notification bell). */
  extras?: ReactNode;
}

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/**
 * The sticky top bar of the signed-in screens: home, nav, extras, user menu; a menu button below lg,
 * where six links, the bell and the user's name do not fit on one line beside the app's name. The
 * links sit closer at lg than at xl: seven (a guardian's portal, with Messages) still fit at 1024 px.
 */
export function TopBar({ appName, logoSrc, navItems, user, menuEntries, signOut, extras }: TopBarProps) {
  const { t } = useTranslation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const location = useLocation();

  // Following a link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => setMobileOpen(false), [location.pathname]);

  const links = (className: typeof desktopNavLinkClass, items: ShellLink[]) =>
    items.map((item) => (
      <li key={item.key}>
        <NavLink
          to={item.to}
          end={item.end}
          className={className}
          // Named whole, "Messages, 1 unread message": read from its parts, the badge's box put a
          // space before the comma.
          aria-label={item.badge && item.badge.count > 0 ? `${item.label}, ${item.badge.label}` : undefined}
        >
          {item.label}
          {item.badge && item.badge.count > 0 && (
            <span
              aria-hidden="true"
              data-testid={`nav-badge-${item.key}`}
              className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-indigo-700 px-1.5 text-xs leading-5 font-semibold text-white"
            >
              {item.badge.count > 99 ? '99+' : item.badge.count}
            </span>
          )}
        </NavLink>
      </li>
    ));

  return (
    <header className="sticky top-0 z-10 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className={`flex shrink-0 items-center gap-2 rounded-md text-lg font-bold whitespace-nowrap text-gray-900 ${focusRing}`}
        >
          <img src={logoSrc} alt="" width="32" height="32" className="size-8" />
          <span>{appName}</span>
        </Link>

        <nav aria-label={t('shell.mainNavigation')} className="hidden flex-1 lg:block">
          <ul className="flex gap-4 xl:gap-6">{links(desktopNavLinkClass, navItems)}</ul>
        </nav>

        {/* Beside the menu button on phones (ml-auto), beside the user menu on wider screens. */}
        <div className="ml-auto flex items-center">{extras}</div>

        <div className="hidden lg:block">
          <UserMenu user={user} entries={menuEntries} signOut={signOut} />
        </div>

        <button
          type="button"
          data-testid="mobile-menu-button"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMobileOpen((open) => !open)}
          className={`inline-flex items-center justify-center rounded-md p-2 text-gray-700 hover:bg-gray-100 lg:hidden ${focusRing}`}
        >
          <span className="sr-only">{t('shell.mobileMenu.label')}</span>
          <svg
            className="size-6"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            {mobileOpen ? (
              <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
            ) : (
              <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
            )}
          </svg>
        </button>
      </div>

      <div id={mobileMenuId} hidden={!mobileOpen} className="border-t border-gray-200 lg:hidden">
        <nav aria-label={t('shell.mobileNavigation')} className="px-4 py-3">
          <ul className="space-y-1">{links(mobileNavLinkClass, navItems)}</ul>
          <div className="mt-3 border-t border-gray-200 pt-3">
            <div className="flex items-center gap-3 px-3 py-2">
              <UserBadge user={user} />
            </div>
            <ul className="mt-1 space-y-1">
              {links(mobileNavLinkClass, menuEntries)}
              <li>
                <button
                  type="button"
                  onClick={signOut.onSelect}
                  className={`block w-full rounded-lg px-3 py-2 text-left text-base font-medium text-gray-800 hover:bg-gray-100 ${focusRing}`}
                >
                  {signOut.label}
                </button>
              </li>
            </ul>
          </div>
        </nav>
      </div>
    </header>
  );
}

import type { User } from '@talent/contract/auth';
import { desktopNavLinkClass, mobileNavLinkClass } from '@talent/ui/nav-link-class';
import { NotificationBell } from '@talent/ui/notifications/notification-bell';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from './avatar';
import { displayName, navItemsFor } from './nav-items';
import { UserMenu } from './user-menu';

export function TopBar({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const location = useLocation();
  const items = navItemsFor(user);

  // Following a link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => setMobileOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-10 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          <img src="/favicon.svg" alt="" width="32" height="32" className="size-8" />
          <span>{t('common.brand')}</span>
        </Link>

        <nav aria-label={t('shell.mainNavigation')} className="hidden flex-1 md:block">
          <ul className="flex gap-6">
            {items.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} end={item.end} className={desktopNavLinkClass}>
                  {t(`shell.nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* Beside the menu button on phones (ml-auto), beside the user menu on wider screens. */}
        <div className="ml-auto flex items-center">
          <NotificationBell />
        </div>

        <div className="hidden md:block">
          <UserMenu user={user} onLogout={onLogout} />
        </div>

        <button
          type="button"
          data-testid="mobile-menu-button"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMobileOpen((open) => !open)}
          className="inline-flex items-center justify-center rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 md:hidden"
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

      <div id={mobileMenuId} hidden={!mobileOpen} className="border-t border-gray-200 md:hidden">
        <nav aria-label={t('shell.mobileNavigation')} className="px-4 py-3">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} end={item.end} className={mobileNavLinkClass}>
                  {t(`shell.nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-gray-200 pt-3">
            <div className="flex items-center gap-3 px-3 py-2">
              <Avatar user={user} />
              <div className="min-w-0 leading-tight">
                <p className="truncate text-sm font-medium text-gray-900">{displayName(user)}</p>
                <p className="text-xs text-gray-600">{t('shell.userMenu.talentAccount')}</p>
              </div>
            </div>
            <ul className="mt-1 space-y-1">
              <li>
                <NavLink to="/profile" className={mobileNavLinkClass}>
                  {t('shell.userMenu.myProfile')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/settings" className={mobileNavLinkClass}>
                  {t('shell.userMenu.settings')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/help" className={mobileNavLinkClass}>
                  {t('shell.userMenu.help')}
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  onClick={onLogout}
                  className="block w-full rounded-lg px-3 py-2 text-left text-base font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
                >
                  {t('shell.userMenu.logout')}
                </button>
              </li>
            </ul>
          </div>
        </nav>
      </div>
    </header>
  );
}

import type { StaffMe } from '@talent/contract/clients';
import { Menu } from '@talent/ui/components/menu';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayName } from './nav-items';

/** The user's name and kind of account; the menu holds the settings and sign-out. */
export function UserMenu({ user, onLogout }: { user: StaffMe; onLogout: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Menu
      buttonTestId="user-menu-button"
      buttonClassName="flex items-center gap-3 rounded-full py-1 pr-3 pl-1 text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
      trigger={<UserBadge user={user} />}
      items={[
        { id: 'settings', label: t('shell.userMenu.settings'), onSelect: () => navigate('/settings') },
        { id: 'logout', label: t('shell.userMenu.logout'), onSelect: onLogout, separated: true },
      ]}
    />
  );
}

/** Initial, name, and "Client account" or "Administrator" (with the company's name for a client). */
export function UserBadge({ user }: { user: StaffMe }) {
  const { t } = useTranslation();
  const kind =
    user.role === 'ADMIN' ? t('shell.userMenu.admin') : (user.company?.name ?? t('shell.userMenu.client'));
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-sm font-semibold text-white"
      >
        {displayName(user).charAt(0).toUpperCase()}
      </span>
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="max-w-48 truncate text-sm font-medium text-gray-900">{displayName(user)}</span>
        <span className="max-w-48 truncate text-xs text-gray-600">{kind}</span>
      </span>
    </>
  );
}

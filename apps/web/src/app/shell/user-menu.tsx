import type { User } from '@talent/contract/auth';
import { Menu } from '@talent/ui/components/menu';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from './avatar';
import { displayName } from './nav-items';

export function UserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Menu
      buttonTestId="user-menu-button"
      buttonClassName="flex items-center gap-3 rounded-full py-1 pr-3 pl-1 text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
      trigger={
        <>
          <Avatar user={user} />
          <span className="flex flex-col leading-tight">
            <span className="max-w-40 truncate text-sm font-medium text-gray-900">{displayName(user)}</span>
            <span className="text-xs text-gray-600">{t('shell.userMenu.talentAccount')}</span>
          </span>
        </>
      }
      items={[
        { id: 'profile', label: t('shell.userMenu.myProfile'), onSelect: () => navigate('/profile') },
        { id: 'settings', label: t('shell.userMenu.settings'), onSelect: () => navigate('/settings') },
        { id: 'help', label: t('shell.userMenu.help'), onSelect: () => navigate('/help') },
        { id: 'logout', label: t('shell.userMenu.logout'), onSelect: onLogout, separated: true },
      ]}
    />
  );
}

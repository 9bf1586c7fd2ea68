import { useNavigate } from 'react-router';
import { Menu } from '../../components/menu';
import type { ShellLink } from './shell-link';
import { type ShellUser, UserBadge } from './user-badge';

/** The user's badge; its menu holds the app's entries (settings, profile…) and sign-out, last. */
export function UserMenu({
  user,
  entries,
  signOut,
}: {
  user: ShellUser;
  entries: ShellLink[];
  signOut: { label: string; onSelect: () => void };
}) {
  const navigate = useNavigate();
  return (
    <Menu
      buttonTestId="user-menu-button"
      buttonClassName="flex items-center gap-3 rounded-full py-1 pr-3 pl-1 text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
      trigger={<UserBadge user={user} />}
      items={[
        ...entries.map((entry) => ({
          id: entry.key,
          label: entry.label,
          onSelect: () => navigate(entry.to),
        })),
        { id: 'logout', label: signOut.label, onSelect: signOut.onSelect, separated: true },
      ]}
    />
  );
}

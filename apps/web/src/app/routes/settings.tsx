import { DirectoryVisibility } from '@/features/profile/components/directory-visibility';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { useSession } from '@/lib/session-context';

export default function SettingsRoute() {
  // A guardian acting only for children has no profile to list: each child's switch is on its card.
  const hasOwnProfile = useSession().user?.hasOwnProfile ?? true;
  return <SettingsPage directoryVisibility={hasOwnProfile ? <DirectoryVisibility /> : null} />;
}

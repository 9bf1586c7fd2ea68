import { isChildId } from '@talent/contract/children';
import { useParams } from 'react-router';
import { useChild } from '@/features/children/api/get-child';
import { childName } from '@/features/children/child-name';
import '@/features/children/children-messages';
import { ChildProfilePage } from '@/features/profile/components/child-profile-page';
import { useSession } from '@/lib/session-context';

export default function ChildTalentProfileRoute() {
  const { id } = useParams();
  // Keyed by the id: another child's profile starts with its own tabs and draft.
  return <ChildTalentProfile key={id} id={id} />;
}

/** The child (its name, or the 404 that sends back to the list) from the children feature; its talent profile from the profile feature. */
function ChildTalentProfile({ id }: { id: string | undefined }) {
  const guardian = Boolean(useSession().user?.isGuardianModeEnabled);
  // Nothing is asked while guardian mode is off or the id is malformed: the page says so instead.
  const child = useChild(id ?? '', { enabled: guardian && isChildId(id) });
  return (
    <ChildProfilePage
      id={id}
      child={{
        name: child.data && childName(child.data),
        isPending: child.isPending,
        error: child.error,
      }}
    />
  );
}

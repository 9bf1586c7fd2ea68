import { useParams } from 'react-router';
import { ChildProfilePage } from '@/features/child-profile/child-profile-page';

export default function ChildTalentProfileRoute() {
  const { id } = useParams();
  // Keyed by the id: another child's profile starts with its own tabs and draft.
  return <ChildProfilePage key={id} id={id} />;
}

import { useParams } from 'react-router';
import { EditChildPage } from '@/features/children/components/edit-child-page';

export default function EditChildRoute() {
  const { id } = useParams();
  // Keyed by the id: another child's edit starts from that child's values.
  return <EditChildPage key={id} id={id} />;
}

import { AddChildPage } from '@/features/children/components/add-child-page';

export default function AddChildRoute() {
  return <AddChildPage />;
}

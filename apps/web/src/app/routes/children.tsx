import { ChildrenPage } from '@/features/children/components/children-page';

export default function ChildrenRoute() {
  return <ChildrenPage />;
}

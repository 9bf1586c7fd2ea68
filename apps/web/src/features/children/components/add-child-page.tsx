import type { ChildCreatePayload } from '@talent/contract/children';
import { notify } from '@talent/ui/notify';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GuardianModeRequired } from '@/components/guardian-mode-required';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateChild } from '../api/create-child';
import { childName } from '../child-name';
import { ChildForm } from './child-form';
import { ChildFormScreen, childFormCardClassName } from './child-form-screen';

/** Add child (§2): the child and their talent profile are created together, then back to the list. */
export function AddChildPage() {
  const { t } = useTranslation();
  const guardian = Boolean(useSession().user?.isGuardianModeEnabled);
  const navigate = useNavigate();
  const createChild = useCreateChild();
  useDocumentTitle(t('children.add.title'));
  if (!guardian) return <GuardianModeRequired />;

  return (
    <ChildFormScreen title={t('children.add.title')} subtitle={t('children.add.subtitle')}>
      <div className={childFormCardClassName}>
        <ChildForm
          mode="create"
          failedText={t('children.add.failed')}
          onSubmit={async (values) => {
            // The create rules passed: every field is there.
            const child = await createChild.mutateAsync(values as ChildCreatePayload);
            notify.success(t('children.add.success', { name: childName(child) }));
            navigate('/children');
          }}
        />
      </div>
    </ChildFormScreen>
  );
}

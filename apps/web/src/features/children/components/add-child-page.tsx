import type { ChildCreatePayload } from '@talent/contract/children';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { useSession } from '@/features/auth/session-context';
import { notify } from '@/lib/notify';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateChild } from '../api/create-child';
import { childName } from '../child-name';
import { ChildForm } from './child-form';
import { GuardianModeRequired } from './guardian-mode-required';

/** Add child (§2): the child and their talent profile are created together, then back to the list. */
export function AddChildPage() {
  const { t } = useTranslation();
  const guardian = Boolean(useSession().user?.isGuardianModeEnabled);
  const navigate = useNavigate();
  const createChild = useCreateChild();
  useDocumentTitle(t('children.add.title'));
  if (!guardian) return <GuardianModeRequired />;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to="/children">{t('children.back')}</BackLink>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {t('children.add.title')}
        </h1>
        <p className="mt-1 text-gray-700">{t('children.add.subtitle')}</p>
      </div>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
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
    </div>
  );
}

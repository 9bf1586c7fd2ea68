import type { Child } from '@talent/contract/children';
import { Button } from '@talent/ui/components/button';
import { ConfirmDeleteDialog } from '@talent/ui/components/confirm-delete-dialog';
import { EmptyState } from '@talent/ui/components/empty-state';
import { Spinner } from '@talent/ui/components/spinner';
import { buttonLinkClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuardianModeRequired } from '@/components/guardian-mode-required';
import { useSession } from '@/lib/session-context';
import { errorMessage } from '@/lib/translate-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useErrorToast } from '@/lib/use-error-toast';
import { useDeleteChild } from '../api/delete-child';
import { useChildren } from '../api/get-children';
import { childName } from '../child-name';
import { ChildCard } from './child-card';
import '../children-messages';

/** 'Copiii mei' (§2): the guardian's children as cards, or the way to add the first one. */
export function ChildrenPage() {
  const { t } = useTranslation();
  const guardian = Boolean(useSession().user?.isGuardianModeEnabled);
  useDocumentTitle(t('children.list.title'));
  if (!guardian) return <GuardianModeRequired />;
  return <ChildrenList />;
}

function ChildrenList() {
  const { t } = useTranslation();
  const children = useChildren();
  const deleteChild = useDeleteChild();
  const [confirming, setConfirming] = useState<Child | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useErrorToast(children.error, t('children.list.loadFailed'));

  const remove = async (child: Child) => {
    setConfirming(null);
    try {
      await deleteChild.mutateAsync(child.id);
      notify.success(t('children.delete.success', { name: childName(child) }));
    } catch (error) {
      notify.error(await errorMessage(t, error, t('children.delete.failed')));
    } finally {
      // The Delete button that opened the dialog is disabled or gone: keep focus on the page.
      headingRef.current?.focus();
    }
  };

  const addLink = (label: string) => (
    <Link to="/children/add" className={buttonLinkClassName} data-testid="add-child-link">
      {label}
    </Link>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-gray-900 focus:outline-none sm:text-3xl"
          >
            {t('children.list.title')}
          </h1>
          <p className="mt-1 text-gray-700">{t('children.list.subtitle')}</p>
        </div>
        {children.data && children.data.length > 0 && addLink(t('children.list.add'))}
      </div>

      {children.isPending ? (
        <Spinner label={t('children.list.loading')} className="py-16" />
      ) : children.isError ? (
        <EmptyState
          title={t('children.list.loadFailed')}
          text={t('children.list.loadErrorText')}
          action={<Button onClick={() => void children.refetch()}>{t('children.list.retry')}</Button>}
          testId="children-load-error"
        />
      ) : children.data.length === 0 ? (
        <EmptyState
          title={t('children.list.emptyTitle')}
          text={t('children.list.emptyText')}
          action={addLink(t('children.list.addFirst'))}
          testId="children-empty"
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {children.data.map((child) => (
            <li key={child.id}>
              <ChildCard
                child={child}
                onDelete={setConfirming}
                deleting={deleteChild.isPending && deleteChild.variables === child.id}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDeleteDialog
        open={confirming !== null}
        title={t('children.delete.title', { name: confirming ? childName(confirming) : '' })}
        text={t('children.delete.text')}
        confirmLabel={t('children.card.delete')}
        cancelLabel={t('children.form.cancel')}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void remove(confirming)}
      />
    </div>
  );
}

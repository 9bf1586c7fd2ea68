import { BackLink } from '@talent/ui/components/back-link';
import { ConfirmDeleteDialog } from '@talent/ui/components/confirm-delete-dialog';
import { EmptyState } from '@talent/ui/components/empty-state';
import { Spinner } from '@talent/ui/components/spinner';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DetailLoadError } from '@/components/detail-load-error';
import { useListChanges, useTalentList } from '../api/talent-lists';
import { directoryErrorMessage } from '../directory-error';
import { useSelection } from '../use-selection';
import { InviteDialog } from './invite-dialog';
import { ListNameForm } from './list-name-form';
import { SelectionBar } from './selection-bar';
import { TalentCards } from './talent-card';

/**
 * One list: its talents (tick to invite), renamed, emptied one by one, or deleted. `actions`: what the
 * app adds for the whole list (presenting it to a producer).
 */
export function ListPage({ listId, actions }: { listId: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useTalentList(listId);
  const { rename, remove, removeMember } = useListChanges();
  const { selected, toggle, clear } = useSelection();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [inviting, setInviting] = useState<string[]>([]);
  // Stable places for focus when the control that had it goes away (a removed card, a closed form).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameRef.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const back = <BackLink to="/lists">{t('directory.lists.back')}</BackLink>;

  if (list.isPending) return <Spinner label={t('common.loading')} className="py-24" />;
  if (list.isError)
    return (
      <DetailLoadError
        back={back}
        error={list.error}
        notFound={t('directory.lists.notFound')}
        loadFailed={t('directory.lists.loadFailed')}
        onRetry={() => void list.refetch()}
        testId="list-error"
      />
    );

  const { name, members } = list.data;

  const onDelete = async () => {
    try {
      await remove.mutateAsync(listId);
      notify.success(t('directory.lists.deleted'));
      navigate('/lists');
    } catch (error) {
      setDeleting(false);
      notify.error(await directoryErrorMessage(t, error, t('directory.lists.deleteFailed')));
    }
  };

  const onRemove = async (profileId: string) => {
    try {
      await removeMember.mutateAsync({ id: listId, profileId });
      headingRef.current?.focus();
      notify.success(t('directory.lists.removed'));
    } catch (error) {
      notify.error(await directoryErrorMessage(t, error, t('directory.lists.removeFailed')));
    }
  };

  return (
    <div className="space-y-5" data-testid="list-page">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight break-words text-gray-900 sm:text-3xl"
          >
            {name}
          </h1>
          <p className="mt-1 text-gray-700">{t('directory.lists.members', { count: members.length })}</p>
        </div>
        {!renaming && (
          <div className="flex flex-wrap gap-2">
            {actions}
            <button
              ref={renameRef}
              type="button"
              onClick={() => setRenaming(true)}
              className={secondaryButtonClassName}
            >
              {t('directory.lists.rename')}
            </button>
            <button
              type="button"
              onClick={() => setDeleting(true)}
              className={`${secondaryButtonClassName} text-red-800`}
              data-testid="delete-list"
            >
              {t('directory.lists.delete')}
            </button>
          </div>
        )}
      </div>
      {/* Below the heading, which stays: the page keeps its h1 while the name is edited. */}
      {renaming && (
        <section className="rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5">
          <ListNameForm
            label={t('directory.lists.renameTitle')}
            submitLabel={t('directory.lists.rename')}
            initial={name}
            onSave={async (next) => {
              await rename.mutateAsync({ id: listId, name: next });
              setRenaming(false);
              notify.success(t('directory.lists.renamed'));
            }}
            failed={t('directory.lists.renameFailed')}
            onCancel={() => setRenaming(false)}
            focusField
            testId="rename-list"
          />
        </section>
      )}

      {selected.size > 0 && (
        <SelectionBar count={selected.size} onInvite={() => setInviting([...selected])} onClear={clear} />
      )}

      {members.length === 0 ? (
        <EmptyState
          testId="list-empty"
          title={t('directory.lists.membersEmptyTitle')}
          text={t('directory.lists.membersEmptyText')}
        />
      ) : (
        <TalentCards
          talents={members}
          selected={selected}
          onToggle={toggle}
          backTo={`/lists/${encodeURIComponent(listId)}`}
          action={(profileId, firstName) => (
            <button
              type="button"
              onClick={() => void onRemove(profileId)}
              className={`${secondaryButtonClassName} w-full py-1.5`}
              data-testid="remove-member"
            >
              {t('directory.lists.remove', { name: firstName })}
            </button>
          )}
        />
      )}

      <ConfirmDeleteDialog
        open={deleting}
        title={t('directory.lists.deleteTitle', { name })}
        text={t('directory.lists.deleteText')}
        confirmLabel={t('directory.lists.delete')}
        cancelLabel={t('directory.lists.cancel')}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(false)}
      />
      <InviteDialog
        profileIds={inviting}
        onClose={() => setInviting([])}
        onInvited={clear}
        focusAfterInvite={() => headingRef.current}
      />
    </div>
  );
}

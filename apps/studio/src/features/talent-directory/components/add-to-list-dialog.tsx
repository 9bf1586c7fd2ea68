import { Dialog } from '@talent/ui/components/dialog';
import { DialogActions } from '@talent/ui/components/dialog-actions';
import { notify } from '@talent/ui/notify';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormInput } from '@/components/form-input';
import { ListStates } from '@/components/list-states';
import { useListChanges, useTalentLists } from '../api/talent-lists';
import { directoryErrorMessage } from '../directory-error';
import { useFocusWhenDone } from '../use-focus-when-done';

interface AddToListDialogProps {
  /** The talents to add; the dialog is open while there are any. */
  profileIds: readonly string[];
  onClose: () => void;
  /** After they were added (the selection is done with). */
  onAdded?: () => void;
  /** Where focus goes once they were added, the opener having gone with the cleared selection. */
  focusAfterAdd?: () => HTMLElement | null;
}

/** Puts talents on one of the client's lists, or on a new one named here. */
export function AddToListDialog({ profileIds, onClose, onAdded, focusAfterAdd }: AddToListDialogProps) {
  const { t } = useTranslation();
  const { done, returnFocus } = useFocusWhenDone(focusAfterAdd);
  const added = () => {
    done();
    onAdded?.();
  };
  return (
    <Dialog
      open={profileIds.length > 0}
      onClose={onClose}
      title={t('directory.lists.addTitle', { count: profileIds.length })}
      testId="add-to-list-dialog"
      returnFocus={returnFocus}
    >
      <AddToListForm profileIds={profileIds} onClose={onClose} onAdded={added} />
    </Dialog>
  );
}

function AddToListForm({ profileIds, onClose, onAdded }: Omit<AddToListDialogProps, 'focusAfterAdd'>) {
  const { t } = useTranslation();
  const lists = useTalentLists();
  const { create, addMembers } = useListChanges();
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const busy = create.isPending || addMembers.isPending;

  const addTo = async (id: string, name: string) => {
    setError(undefined);
    try {
      await addMembers.mutateAsync({ id, profileIds });
      notify.success(t('directory.lists.added', { count: profileIds.length, name }));
      onAdded?.();
      onClose();
    } catch (failure) {
      setError(await directoryErrorMessage(t, failure, t('directory.lists.addFailed')));
    }
  };

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(undefined);
    try {
      const list = await create.mutateAsync(newName);
      await addTo(list.id, list.name);
    } catch (failure) {
      setError(await directoryErrorMessage(t, failure, t('directory.lists.createFailed')));
    }
  };

  return (
    <div className="space-y-5">
      <ListStates query={lists} failed={t('directory.lists.loadFailed')} testId="lists-error">
        {(data) =>
          data.length === 0 ? (
            <p className="text-sm text-gray-700">{t('directory.lists.none')}</p>
          ) : (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-gray-900">
                {t('directory.lists.choose')}
              </legend>
              <ul className="max-h-64 space-y-2 overflow-y-auto" data-testid="list-choices">
                {data.map((list) => (
                  <li key={list.id}>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void addTo(list.id, list.name)}
                      className="flex w-full items-center justify-between gap-3 rounded-lg border border-gray-300 px-3 py-2.5 text-left text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-60"
                    >
                      <span className="font-semibold break-words text-gray-900">{list.name}</span>
                      <span className="shrink-0 text-gray-600">
                        {t('directory.lists.members', { count: list.memberCount })}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </fieldset>
          )
        }
      </ListStates>
      <form onSubmit={(event) => void onCreate(event)} noValidate className="space-y-4">
        <FormInput
          label={t('directory.lists.newName')}
          placeholder={t('directory.lists.newNamePlaceholder')}
          value={newName}
          maxLength={80}
          onChange={(event) => setNewName(event.target.value)}
          error={error}
          data-testid="new-list-name"
        />
        <DialogActions
          cancelLabel={t('directory.lists.cancel')}
          onCancel={onClose}
          confirmLabel={t('directory.lists.createAndAdd')}
          busy={busy}
          confirmTestId="create-list"
        />
      </form>
    </div>
  );
}

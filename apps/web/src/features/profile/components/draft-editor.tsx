import type { TalentProfile } from '@talent/contract/profile';
import { Button } from '@talent/ui/components/button';
import { ApiError } from '@talent/ui/http/api-client';
import { notify } from '@talent/ui/notify';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, loadServerMessages } from '@/lib/translate-message';
import {
  type DraftField,
  draftFieldOf,
  type FieldErrors,
  type ProfileDraft,
  toDraft,
} from '../profile-draft';
import type { DraftTabProps } from './draft-props';

interface DraftEditorOptions {
  /**
   * What Save does with the draft: the contract's field errors stop it (nothing sent); otherwise
   * `send` makes the calls and reloads what they changed.
   */
  prepare: (draft: ProfileDraft) => { errors: FieldErrors; send: () => Promise<void> };
  /** The fallback toast when the server gives no message. */
  failure: string;
}

/**
 * Edit mode of a profile (own or a child's, §4 "Profile editing"): Edit copies the profile to a
 * draft, Cancel drops it, Save sends the changes and leaves edit mode; focus follows the buttons.
 */
export function useDraftEditor(profile: TalentProfile, { prepare, failure }: DraftEditorOptions) {
  const { t } = useTranslation();
  // Edit mode works on a copy: Cancel drops it and the saved profile shows again untouched.
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const editing = draft !== null;
  const contentRef = useRef<HTMLDivElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // The button pressed disappears when the mode changes: keep the keyboard user's place.
  useEffect(() => {
    if (editing && !wasEditing.current) {
      contentRef.current
        ?.querySelector<HTMLElement>(
          'input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
        )
        ?.focus();
    } else if (!editing && wasEditing.current) {
      editButtonRef.current?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);

  const setField = <F extends DraftField>(field: F, value: ProfileDraft[F]) => {
    setDraft((current) => (current ? { ...current, [field]: value } : current));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const startEditing = () => {
    setDraft(toDraft(profile));
    setErrors({});
  };

  const cancel = () => {
    setDraft(null);
    setErrors({});
  };

  const save = async () => {
    if (!draft) return;
    const prepared = prepare(draft);
    if (Object.values(prepared.errors).some(Boolean)) {
      setErrors(prepared.errors);
      return;
    }
    setSaving(true);
    try {
      await prepared.send();
      setDraft(null);
      setErrors({});
      notify.success(t('profile.updated'));
    } catch (error) {
      await loadServerMessages();
      if (error instanceof ApiError && error.fields) {
        const fields: FieldErrors = {};
        for (const [name, message] of Object.entries(error.fields)) {
          const field = draftFieldOf(name);
          if (field) fields[field] = message;
        }
        setErrors(fields);
      }
      notify.error(await errorMessage(t, error, failure));
    } finally {
      setSaving(false);
    }
  };

  // The tabs show the draft while editing, else the saved values.
  const tabProps: DraftTabProps = { profile, draft: draft ?? toDraft(profile), errors, editing, setField };
  return {
    /** What each editable tab gets: the values shown, their errors, and the setter. */
    tabProps,
    editing,
    saving,
    startEditing,
    cancel,
    save,
    contentRef,
    editButtonRef,
  };
}

interface EditActionsProps {
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  editButtonRef: RefObject<HTMLButtonElement | null>;
  /** The Edit button's text ('Edit profile'). */
  editLabel?: string;
}

/** Edit, or Cancel and Save, above the editable tabs. */
export function EditActions({
  editing,
  saving,
  onEdit,
  onCancel,
  onSave,
  editButtonRef,
  editLabel,
}: EditActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex flex-wrap justify-end gap-2">
      {editing ? (
        <>
          <button
            type="button"
            onClick={onCancel}
            disabled={saving}
            data-testid="profile-cancel"
            className="rounded-lg border border-gray-400 bg-white px-4 py-2.5 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-70"
          >
            {t('profile.actions.cancel')}
          </button>
          <Button onClick={onSave} loading={saving} data-testid="profile-save">
            {t('profile.actions.save')}
          </Button>
        </>
      ) : (
        <Button ref={editButtonRef} onClick={onEdit} data-testid="profile-edit">
          {editLabel ?? t('profile.actions.edit')}
        </Button>
      )}
    </div>
  );
}

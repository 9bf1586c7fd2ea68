import { NOTE_MAX } from '@talent/contract/studio-messages';
import { Button } from '@talent/ui/components/button';
import { controlClassName } from '@talent/ui/components/form-field';
import { deferredSchema } from '@talent/ui/forms/deferred-schema';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateMessage } from '@/lib/translate-message';
import { useSaveNote } from '../api/save-note';
import '../applicant-messages';

// The contract's rule for a note, fetched when the note is first focused (see deferred-schema).
const noteRules = deferredSchema(() => import('@talent/contract/studio').then((m) => m.applicantNoteSchema));

interface NoteEditorProps {
  applicationId: string;
  note: string | null;
  /** The N shortcut focuses the note. */
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** The casting team's private note: the talent never sees it. Saved on demand, with its state shown. */
export function NoteEditor({ applicationId, note, textareaRef }: NoteEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(note ?? '');
  const [saved, setSaved] = useState(note ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveNote(applicationId);
  // From Save until the answer (the rules may still be on their way): a second click sends nothing.
  const [checking, setChecking] = useState(false);
  const dirty = text.trim() !== saved.trim();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || save.isPending) return;
    setChecking(true);
    try {
      const parsed = (await noteRules.load()).safeParse({ text });
      if (!parsed.success) {
        setError(translateMessage(t, parsed.error.issues[0]?.message ?? ''));
        return;
      }
      setError(null);
      const stored = await save.mutateAsync(parsed.data.text);
      setSaved(stored ?? '');
      setText(stored ?? '');
    } catch (failure) {
      // The server's refusal, or the rules that could not be fetched: the note stays as typed.
      setError(await errorMessage(t, failure, t('applicants.note.failed')));
    } finally {
      setChecking(false);
    }
  };

  const state =
    checking || save.isPending
      ? t('applicants.note.saving')
      : dirty
        ? t('applicants.note.unsaved')
        : saved
          ? t('applicants.note.saved')
          : '';

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={noteRules.preload}
      noValidate
      data-testid="note-form"
    >
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {t('applicants.note.label')}
      </label>
      <p id={`${id}-helper`} className="mt-0.5 text-xs text-gray-600">
        {t('applicants.note.helper')}
      </p>
      <textarea
        id={id}
        ref={textareaRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        // Escape leaves the note (kept as typed), so the page's shortcuts work again: a second Escape
        // goes back to the list.
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.currentTarget.blur();
        }}
        rows={5}
        maxLength={NOTE_MAX + 500}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-helper ${id}-state${error ? ` ${id}-error` : ''}`}
        className={`${controlClassName} mt-1`}
        data-testid="note-text"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p id={`${id}-state`} className="text-sm text-gray-700" aria-live="polite" data-testid="note-state">
          {state}
          <span className="ml-2 text-xs text-gray-500">
            {text.length}/{NOTE_MAX}
          </span>
        </p>
        <Button type="submit" loading={checking || save.isPending} disabled={!dirty} data-testid="note-save">
          {t('applicants.note.save')}
        </Button>
      </div>
    </form>
  );
}

import { focusOnMount } from '@talent/ui/focus-on-mount';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormInput } from '@/components/form-input';
import { directoryErrorMessage } from '../directory-error';

interface ListNameFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Saves the name; throws the API's error, shown under the field (a name already used, too long). */
  onSave: (name: string) => Promise<unknown>;
  failed: string;
  onCancel?: () => void;
  /** The field takes focus when the form appears (opened by a button that is now hidden). */
  focusField?: boolean;
  testId: string;
}

/** One field and a button: a new list's name, or a list's new name. */
export function ListNameForm({
  label,
  submitLabel,
  initial = '',
  onSave,
  failed,
  onCancel,
  focusField = false,
  testId,
}: ListNameFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      await onSave(name);
      setError(undefined);
      setName(initial);
    } catch (failure) {
      setError(await directoryErrorMessage(t, failure, failed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-wrap items-start gap-3"
      data-testid={testId}
    >
      <div className="min-w-0 flex-1 basis-56">
        <FormInput
          ref={focusField ? focusOnMount : undefined}
          label={label}
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
          error={error}
          placeholder={t('directory.lists.newNamePlaceholder')}
        />
      </div>
      <div className="flex gap-2 sm:pt-6">
        <button
          type="submit"
          disabled={saving}
          className={`${secondaryButtonClassName} border-indigo-700 text-indigo-800`}
        >
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={secondaryButtonClassName}>
            {t('directory.lists.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

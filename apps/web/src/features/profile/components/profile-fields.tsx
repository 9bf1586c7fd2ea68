import { controlClassName } from '@talent/ui/components/form-field';
import { FormSelect } from '@talent/ui/components/form-select';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormInput, FormTextarea } from '@/components/form-input';
import { translateMessage } from '@/lib/translate-message';
import type { NumberField, TextField } from '../profile-draft';
import type { DraftTabProps } from './draft-props';

// Shown in place of an input while the profile is read, not edited: the same look, nothing to change.
const readOnlyLook =
  'disabled:cursor-default disabled:border-gray-200 disabled:bg-gray-50 disabled:text-gray-900 disabled:opacity-100';

interface BaseProps {
  label: string;
  error?: string | undefined;
  helper?: string | undefined;
  testId?: string;
  /** Shown but never editable, even in edit mode (a child's gender and date of birth). */
  disabled?: boolean;
}

/** The contract's message for a field, in the active language. */
export function useFieldError(error: string | undefined): string | undefined {
  const { t } = useTranslation();
  return error ? translateMessage(t, error) : undefined;
}

interface TextInputProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'tel' | 'url' | 'date' | 'number';
  inputMode?: 'numeric' | 'text';
  min?: number | string;
  max?: number | string;
  list?: string;
  autoComplete?: string;
}

/** The kit's input, bound to a value, with the read-only look. */
export function TextInput({ testId, onChange, type = 'text', ...input }: TextInputProps) {
  return (
    <FormInput
      {...input}
      type={type}
      data-testid={testId}
      onChange={(event) => onChange(event.target.value)}
      className={readOnlyLook}
    />
  );
}

interface DraftInputProps extends Omit<TextInputProps, 'label' | 'value' | 'onChange' | 'error'> {
  field: TextField | NumberField | 'dateOfBirth';
  /** The tab's draft, its errors and its setter. */
  form: Pick<DraftTabProps, 'draft' | 'errors' | 'setField'>;
}

/** A text input bound to one field of the draft, labelled with the field's name. */
export function DraftInput({ field, form, ...input }: DraftInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t(`profile.fields.${field}`)}
      value={form.draft[field]}
      onChange={(value) => form.setField(field, value)}
      error={form.errors[field]}
      {...input}
    />
  );
}

interface TextAreaProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}

/** The kit's textarea, bound to a value, with the read-only look. */
export function TextArea({ testId, onChange, rows = 3, ...textarea }: TextAreaProps) {
  return (
    <FormTextarea
      {...textarea}
      rows={rows}
      data-testid={testId}
      onChange={(event) => onChange(event.target.value)}
      className={readOnlyLook}
    />
  );
}

interface SelectInputProps<V extends string> extends BaseProps {
  value: V | '';
  onChange: (value: V | '') => void;
  options: readonly { value: V; label: string }[];
  placeholder: string;
}

/** The kit's select, with the contract's error in the active language and the read-only look. */
export function SelectInput<V extends string>({ error, ...select }: SelectInputProps<V>) {
  return (
    <FormSelect {...select} error={useFieldError(error)} className={`${controlClassName} ${readOnlyLook}`} />
  );
}

interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}

export function Checkbox({ label, checked, onChange, testId }: CheckboxProps) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-gray-900">
      <input
        type="checkbox"
        checked={checked}
        data-testid={testId}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-gray-400 text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
      />
      {label}
    </label>
  );
}

/** A titled group of fields in a card. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h3 className="text-base font-semibold text-gray-900">{title}</h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

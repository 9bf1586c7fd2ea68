import type { TFunction } from 'i18next';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClassName, FormField } from './form-field';

type TranslateMessage = (t: TFunction, text: string) => string;

interface FieldProps {
  label: string;
  helper?: string | undefined;
  /** The field's error as the form's rules or the server gave it (the contract's text). */
  error?: string | undefined;
}

export type FormInputProps = FieldProps & ComponentPropsWithRef<'input'>;
export type FormTextareaProps = FieldProps & ComponentPropsWithRef<'textarea'>;

/** The control's own look, with what the caller adds (a read-only look, a width). */
function controlLook(className: string | undefined): string {
  return className ? `${controlClassName} ${className}` : controlClassName;
}

/** The field's error in the active language, through the app's translator. */
function useFieldMessage(translateMessage: TranslateMessage, error: string | undefined): string | undefined {
  const { t } = useTranslation();
  return error ? translateMessage(t, error) : undefined;
}

/**
 * The app's FormInput: a labelled text input of a react-hook-form form. Spread the field's
 * registration into it, and its error shows under it in the active language, through the app's
 * translateMessage (each app knows its own server texts). `className` adds to the control's own look.
 */
export function createFormInput(translateMessage: TranslateMessage) {
  return function FormInput({ label, helper, error, className, ...input }: FormInputProps) {
    return (
      <FormField label={label} helper={helper} error={useFieldMessage(translateMessage, error)}>
        {(control) => <input {...control} {...input} className={controlLook(className)} />}
      </FormField>
    );
  };
}

/** The multi-line twin of createFormInput: the same label, helper, translated error and look. */
export function createFormTextarea(translateMessage: TranslateMessage) {
  return function FormTextarea({ label, helper, error, className, ...textarea }: FormTextareaProps) {
    return (
      <FormField label={label} helper={helper} error={useFieldMessage(translateMessage, error)}>
        {(control) => <textarea {...control} {...textarea} className={controlLook(className)} />}
      </FormField>
    );
  };
}

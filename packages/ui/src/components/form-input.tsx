import type { TFunction } from 'i18next';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClassName, FormField } from './form-field';

export interface FormInputProps extends ComponentPropsWithRef<'input'> {
  label: string;
  helper?: string | undefined;
  /** The field's error as the form's rules or the server gave it (the contract's text). */
  error?: string | undefined;
}

/**
 * The app's FormInput: a labelled text input of a react-hook-form form. Spread the field's
 * registration into it, and its error shows under it in the active language, through the app's
 * translateMessage (each app knows its own server texts). `className` adds to the control's own look.
 */
export function createFormInput(translateMessage: (t: TFunction, text: string) => string) {
  return function FormInput({ label, helper, error, className, ...input }: FormInputProps) {
    const { t } = useTranslation();
    return (
      <FormField label={label} helper={helper} error={error ? translateMessage(t, error) : undefined}>
        {(control) => (
          <input
            {...control}
            {...input}
            className={className ? `${controlClassName} ${className}` : controlClassName}
          />
        )}
      </FormField>
    );
  };
}

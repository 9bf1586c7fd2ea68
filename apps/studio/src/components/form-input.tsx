import { controlClassName, FormField } from '@talent/ui/components/form-field';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/translate-message';

interface FormInputProps extends ComponentPropsWithRef<'input'> {
  label: string;
  helper?: string | undefined;
  /** The field's error as the form's rules or the server gave it (the contract's text). */
  error?: string | undefined;
}

/**
 * A labelled text input of a react-hook-form form: spread the field's registration into it, and its
 * error shows under it in the active language. `className` adds to the control's own look.
 */
export function FormInput({ label, helper, error, className, ...input }: FormInputProps) {
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
}

import { controlClassName, FormField } from '@talent/ui/components/form-field';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/translate-message';

// The select twin of components/form-input.tsx (the kit has no select field yet): label, helper,
// the contract's error in the active language, and the field's react-hook-form registration spread in.

interface FieldProps {
  label: string;
  helper?: string | undefined;
  error?: string | undefined;
}

export function FormSelect({
  label,
  helper,
  error,
  children,
  ...select
}: FieldProps & ComponentPropsWithRef<'select'> & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <FormField label={label} helper={helper} error={error ? translateMessage(t, error) : undefined}>
      {(control) => (
        <select {...control} {...select} className={controlClassName}>
          {children}
        </select>
      )}
    </FormField>
  );
}

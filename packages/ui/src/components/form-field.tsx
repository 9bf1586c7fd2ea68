import { type ReactNode, useId } from 'react';

interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  helper?: string | undefined;
  error?: string | undefined;
  /** Renders the control with the ids that tie it to its label, helper and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label above, control, helper and error below; the error is announced with the control. */
export function FormField({ label, helper, error, children }: FormFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const describedBy = [helper ? helperId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <div className="mt-1">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
      </div>
      {helper && (
        <p id={helperId} className="mt-1 text-xs text-gray-600">
          {helper}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Shared look of text inputs and selects, with a red border when invalid. */
export const controlClassName =
  'block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm placeholder:text-gray-500 focus-visible:border-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-700 aria-invalid:border-red-700';

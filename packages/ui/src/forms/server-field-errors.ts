import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../http/api-client';

/**
 * Puts a refused submit's field errors (the server's `fields`, named as in the payload) on the
 * form's own fields and focuses the first, as the browser's check of the same contract would.
 * `fieldOf` names the form field that shows a payload field (the same name, or deadline → date);
 * undefined: not one of this form's. Returns whether any was shown: when none, the refusal belongs
 * to no field and the form says it its own way (a toast, a note under the form).
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldOf: (payloadField: string) => Path<Values> | undefined,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [payloadField, message] of Object.entries(error.fields ?? {})) {
    const field = fieldOf(payloadField);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

import { HttpError } from '../../http-error';
import { NUL_MESSAGE } from '../../plugins/errors';

/** 400 with the message, on the field when there is one. */
export const badInput = (message: string, field?: string) =>
  new HttpError(400, 'VALIDATION_ERROR', message, field ? { [field]: message } : undefined);

export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);

/**
 * A caption or title as stored: trimmed, null when blank, 400 when too long or holding a NUL (which
 * PostgreSQL refuses). Multipart fields reach the services unchecked, so they check them here.
 */
export function optionalText(value: string | undefined, max: number, field: string): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.includes('\u0000')) throw badInput(NUL_MESSAGE, field);
  if (trimmed.length > max) throw badInput(`${field} is too long (maximum ${max} characters)`, field);
  return trimmed === '' ? null : trimmed;
}

import type { TFunction } from 'i18next';
import { errorMessage, translateMessage } from '@/lib/translate-message';

/** A failed call's message in the active language, the auditions' texts registered on first need. */
export async function auditionErrorMessage(t: TFunction, error: unknown, fallback: string): Promise<string> {
  await import('./audition-messages');
  return errorMessage(t, error, fallback);
}

/** A refused field's message of the server, in the active language once the texts are registered. */
export async function auditionText(t: TFunction, text: string): Promise<string> {
  await import('./audition-messages');
  return translateMessage(t, text);
}

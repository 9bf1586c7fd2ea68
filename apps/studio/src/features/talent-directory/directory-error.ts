import type { TFunction } from 'i18next';

/**
 * A failed call's message in the active language: the directory's, the lists' and the invitations'
 * texts are registered on first need (their contract modules come with zod, DESIGN §5).
 */
export async function directoryErrorMessage(t: TFunction, error: unknown, fallback: string): Promise<string> {
  const { translatedError } = await import('./directory-messages');
  return translatedError(t, error, fallback);
}

/** A refused field's message of the server, in the active language once its texts are registered. */
export async function directoryText(t: TFunction, text: string): Promise<string> {
  const { translatedText } = await import('./directory-messages');
  return translatedText(t, text);
}

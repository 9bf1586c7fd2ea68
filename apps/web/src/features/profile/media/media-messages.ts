import type { TFunction } from 'i18next';
import '@/lib/media-messages';
import { errorMessage, translateMessage } from '@/lib/translate-message';

/** A media text of the contract or the server (Romanian, maybe with a file name) in the active language. */
export function translateMediaMessage(t: TFunction, text: string): string {
  return translateMessage(t, text);
}

/** The server's message for a failed media call, translated, else the fallback. */
export async function mediaErrorMessage(t: TFunction, error: unknown, fallback: string): Promise<string> {
  return errorMessage(t, error, fallback);
}

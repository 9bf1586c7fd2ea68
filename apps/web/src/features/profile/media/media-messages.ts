import { MEDIA_MESSAGES, type MediaMessageKey } from '@talent/contract/media';
import type { TFunction } from 'i18next';
import { errorMessage } from '@/lib/translate-message';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each text of the contract, as a pattern that also matches it with its `{file}` filled in.
const PATTERNS = (Object.entries(MEDIA_MESSAGES) as [MediaMessageKey, string][]).map(([key, text]) => ({
  key,
  pattern: new RegExp(`^${escapeRegExp(text).replace(escapeRegExp('{file}'), '(.*)')}$`, 's'),
}));

/** A media text of the contract or the server (Romanian, maybe with a file name) in the active language. */
export function translateMediaMessage(t: TFunction, text: string): string {
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return t(`profile.media.messages.${key}`, { file: match[1] ?? '' });
  }
  return text;
}

/** The server's message for a failed media call, translated, else the fallback. */
export async function mediaErrorMessage(t: TFunction, error: unknown, fallback: string): Promise<string> {
  const message = await errorMessage(t, error, fallback);
  return translateMediaMessage(t, message);
}

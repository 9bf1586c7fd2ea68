import { MEDIA_MESSAGES } from '@talent/contract/media-texts';
import type { TFunction } from 'i18next';

// The cover goes through the photo pipeline, whose refusals are the contract's Romanian texts with the
// file's name in them: matched here to say them in the active language.
const COVER_TEXTS = [
  ['photoTypeNotAllowed', 'castings.cover.wrongType'],
  ['photoTooLarge', 'castings.cover.tooLarge'],
  ['imageTooManyPixels', 'castings.cover.tooManyPixels'],
  ['fileRequired', 'castings.cover.fileRequired'],
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = COVER_TEXTS.map(([name, key]) => ({
  key,
  pattern: new RegExp(`^${escapeRegExp(MEDIA_MESSAGES[name]).replace(escapeRegExp('{file}'), '(.*)')}$`, 's'),
}));

export function translateCoverMessage(t: TFunction, text: string): string {
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return t(key, { file: match[1] ?? '' });
  }
  return text;
}

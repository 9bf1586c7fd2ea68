import { DIRECTORY_MESSAGES } from '@talent/contract/directory';
import { INVITATION_MESSAGES } from '@talent/contract/invitations';
import { STUDIO_MESSAGES } from '@talent/contract/studio-messages';
import { TALENT_LIST_MESSAGES } from '@talent/contract/talent-lists';
import type { ParseKeys, TFunction } from 'i18next';
import { errorMessage, registerMessageKeys, translateMessage } from '@/lib/translate-message';

// The contract's modules that hold these texts build zod schemas too: this file is imported only when
// a message is to be shown (directoryErrorMessage), so the pages load no zod before then.

const entries = <K extends string>(messages: Record<K, string>, prefix: string) =>
  (Object.keys(messages) as K[]).map((key) => [messages[key], `${prefix}.${key}`] as const);

registerMessageKeys([
  ...entries(DIRECTORY_MESSAGES, 'directory.messages.directory'),
  ...entries(TALENT_LIST_MESSAGES, 'directory.messages.lists'),
  ...entries(INVITATION_MESSAGES, 'directory.messages.invitations'),
  // The ranges' order, as the applicants' filters say it.
  [STUDIO_MESSAGES.ageOrder, 'applicants.messages.studio.ageOrder'],
  [STUDIO_MESSAGES.heightOrder, 'applicants.messages.studio.heightOrder'],
  // The daily limit's 429 says how many are left: its two shapes, the count carried into the text.
  [
    `${INVITATION_MESSAGES.dailyLimit} Only {left} are left now; try again later.`,
    'directory.messages.dailyLimitLeft',
  ],
  [
    `${INVITATION_MESSAGES.dailyLimit} None are left now; try again later.`,
    'directory.messages.dailyLimitNone',
  ],
] as (readonly [string, ParseKeys])[]);

/** A failed call's message in the active language (the server's text, translated when known). */
export async function translatedError(t: TFunction, error: unknown, fallback: string): Promise<string> {
  return errorMessage(t, error, fallback);
}

/** A text of the server's (a refused field's message) in the active language. */
export function translatedText(t: TFunction, text: string): string {
  return translateMessage(t, text);
}

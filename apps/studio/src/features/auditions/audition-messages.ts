import { AUDITION_SESSION_MESSAGES } from '@talent/contract/audition-sessions';
import { AUDITION_MESSAGES } from '@talent/contract/auditions';
import type { ParseKeys } from 'i18next';
import { registerMessageKeys } from '@/lib/translate-message';

// The contract writes these in English; the studio says them in the active language. The modules
// come with zod: this file is imported by the session form's chunk, and on first need by
// auditionErrorMessage (audition-error.ts), never by a page's first paint (DESIGN §5).
const entries = <K extends string>(messages: Record<K, string>, prefix: string) =>
  (Object.keys(messages) as K[]).map((key) => [messages[key], `${prefix}.${key}`] as const);

registerMessageKeys([
  ...entries(AUDITION_SESSION_MESSAGES, 'auditions.messages.session'),
  ...entries(AUDITION_MESSAGES, 'auditions.messages.audition'),
] as (readonly [string, ParseKeys])[]);

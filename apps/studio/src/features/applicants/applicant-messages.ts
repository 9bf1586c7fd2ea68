import { APPLICATION_MESSAGES } from '@talent/contract/application-messages';
import { STUDIO_MESSAGES } from '@talent/contract/studio-messages';
import { registerMessageKeys } from '@/lib/translate-message';

/** The application messages the studio can meet (the rest are the talent's own). */
export const STUDIO_APPLICATION_MESSAGES = ['notFound', 'castingNotFound', 'transitionNotAllowed'] as const;

// The server's and the forms' answers about applicants, in the active language.
registerMessageKeys([
  ...(Object.keys(STUDIO_MESSAGES) as (keyof typeof STUDIO_MESSAGES)[]).map(
    (key) => [STUDIO_MESSAGES[key], `applicants.messages.studio.${key}`] as const,
  ),
  ...STUDIO_APPLICATION_MESSAGES.map(
    (key) => [APPLICATION_MESSAGES[key], `applicants.messages.application.${key}`] as const,
  ),
]);

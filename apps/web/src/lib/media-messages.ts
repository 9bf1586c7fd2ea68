import { MEDIA_MESSAGES, type MediaMessageKey } from '@talent/contract/media';
import { registerMessageKeys } from './translate-message';

// The contract's media texts (client checks, the server's refusals, a video's processingError) in the
// active language. The texts live under profile.media.messages, where the Photos and Videos tabs
// always read them; the application page's self-tapes load this module only when one is shown, since
// the contract's media module comes with zod (DESIGN §5).
registerMessageKeys(
  (Object.keys(MEDIA_MESSAGES) as MediaMessageKey[]).map(
    (key) => [MEDIA_MESSAGES[key], `profile.media.messages.${key}`] as const,
  ),
);

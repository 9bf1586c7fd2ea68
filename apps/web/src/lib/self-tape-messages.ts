import { SELF_TAPE_MESSAGES, type SelfTapeMessageKey } from '@talent/contract/self-tapes';
import { registerMessageKeys } from './translate-message';

// The server's self-tape refusals (deadline passed, a video not of the profile…) in the active
// language, for the application's answer form and the self-tape studio. Loaded when a submission
// fails: the contract module comes with zod (DESIGN §5).
registerMessageKeys(
  (Object.keys(SELF_TAPE_MESSAGES) as SelfTapeMessageKey[]).map(
    (key) => [SELF_TAPE_MESSAGES[key], `applications.selfTape.messages.${key}`] as const,
  ),
);

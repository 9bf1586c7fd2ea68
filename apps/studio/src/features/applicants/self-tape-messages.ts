import { SELF_TAPE_MESSAGES } from '@talent/contract/self-tapes';
import { registerMessageKeys } from '@/lib/translate-message';

/** The self-tape texts the studio can meet: the form's rules and the server's refusals. */
export const STUDIO_SELF_TAPE_MESSAGES = [
  'instructionsRequired',
  'instructionsTooLong',
  'deadlineInvalid',
  'deadlinePast',
  'deadlineTooFar',
  'requestNotFound',
  'applicationClosed',
] as const;

// Written in Romanian by the contract; said in the active language. Imported by the self-tape chunks
// only, which load the contract's module anyway.
registerMessageKeys(
  STUDIO_SELF_TAPE_MESSAGES.map(
    (key) => [SELF_TAPE_MESSAGES[key], `applicants.selfTape.messages.${key}`] as const,
  ),
);

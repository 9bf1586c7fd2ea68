import type { INVITATION_MESSAGES } from '@talent/contract/invitations';
import { registerMessageKeys } from '@/lib/translate-message';

/**
 * The contract's texts a talent can meet (the decline rule, the server's 404 and 409) in the active
 * language. Called with the contract module once the decline dialog has loaded it (with zod): the
 * dashboard and the casting page do not load it before, and nothing is sent before it is there.
 */
export function registerInvitationMessages(messages: typeof INVITATION_MESSAGES): void {
  registerMessageKeys([
    [messages.reasonTooLong, 'invitations.messages.reasonTooLong'],
    [messages.notFound, 'invitations.messages.notFound'],
    [messages.alreadyAnswered, 'invitations.messages.alreadyAnswered'],
  ]);
}

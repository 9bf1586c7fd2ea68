import { INVITATION_MESSAGES } from '@talent/contract/invitations';
import { registerMessageKeys } from '@/lib/translate-message';

// The contract's texts a talent can meet (the decline rule, the server's 404 and 409) in the active language.
registerMessageKeys([
  [INVITATION_MESSAGES.reasonTooLong, 'invitations.messages.reasonTooLong'],
  [INVITATION_MESSAGES.notFound, 'invitations.messages.notFound'],
  [INVITATION_MESSAGES.alreadyAnswered, 'invitations.messages.alreadyAnswered'],
]);

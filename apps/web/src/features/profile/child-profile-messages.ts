import { CHILD_MESSAGES } from '@talent/contract/children-messages';
import { registerMessageKeys } from '@/lib/translate-message';

// The child-profile rules of the contract (§6), from the form's check or the server's 400.
registerMessageKeys([
  [CHILD_MESSAGES.fieldCannotChange, 'childProfile.messages.fieldCannotChange'],
  [CHILD_MESSAGES.fieldNotForChildren, 'childProfile.messages.fieldNotForChildren'],
  [CHILD_MESSAGES.artisticNudeNotForChildren, 'childProfile.messages.artisticNudeNotForChildren'],
]);

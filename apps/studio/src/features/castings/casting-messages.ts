import { APPLICATION_MESSAGES } from '@talent/contract/application-messages';
import { CASTING_MESSAGES } from '@talent/contract/casting-messages';
import { CHILD_WORK_MESSAGES } from '@talent/contract/child-work-rules';
import { CLIENT_MESSAGES } from '@talent/contract/client-messages';
import { registerMessageKeys } from '@/lib/translate-message';

// The contract's casting texts (form rules, the server's refusals) in the active language. The castings
// screens load these contract modules anyway, for their constants and the form's rules.
registerMessageKeys(
  (Object.keys(CASTING_MESSAGES) as (keyof typeof CASTING_MESSAGES)[]).map(
    (key) => [CASTING_MESSAGES[key], `castings.messages.${key}`] as const,
  ),
);
registerMessageKeys([
  [APPLICATION_MESSAGES.castingNotFound, 'castings.messages.castingNotFound'],
  [APPLICATION_MESSAGES.transitionNotAllowed, 'castings.messages.transitionNotAllowed'],
  // Publishing by a client whose company is not verified (403 CLIENT_NOT_VERIFIED): the sign-up
  // feature's translations of the same contract texts.
  [CLIENT_MESSAGES.notVerified, 'clients.messages.notVerified'],
  [CLIENT_MESSAGES.rejected, 'clients.messages.rejected'],
]);

// The rules of the hours for children (the form's and the server's 400 on publishing without them).
registerMessageKeys(
  (Object.keys(CHILD_WORK_MESSAGES) as (keyof typeof CHILD_WORK_MESSAGES)[]).map(
    (key) => [CHILD_WORK_MESSAGES[key], `castings.minorSchedule.messages.${key}`] as const,
  ),
);

// The contract's project type enum says this when nothing was chosen; not a named message there.
registerMessageKeys([['Unknown project type', 'castings.form.chooseProjectType']]);

import { CHILD_MESSAGES, type ChildMessageKey, GUARDIAN_MESSAGES } from '@talent/contract/children-messages';
import { registerMessageKeys } from '@/lib/translate-message';

// Only the Add child rules and the children endpoints' answers: the child-profile texts are the
// child profile screen's.
const CHILD_KEYS = [
  'firstNameRequired',
  'lastNameRequired',
  'dateOfBirthRequired',
  'mustBeUnder18',
  'dateOfBirthFuture',
  'dateOfBirthInvalid',
  'genderInvalid',
  'nameTooLong',
  'notFound',
  'tooManyChildren',
] as const satisfies readonly ChildMessageKey[];

// The contract's Romanian texts (form rules, the server's 400s, 404s and 409s) in the active language.
registerMessageKeys([
  ...CHILD_KEYS.map((key) => [CHILD_MESSAGES[key], `children.messages.${key}`] as const),
  [GUARDIAN_MESSAGES.modeRequired, 'children.messages.modeRequired'],
]);

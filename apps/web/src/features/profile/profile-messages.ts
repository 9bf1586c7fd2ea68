import { API_MESSAGES } from '@talent/contract/api-messages';
import { PROFILE_MESSAGES, type ProfileMessageKey } from '@talent/contract/profile-messages';
import { registerMessageKeys } from '@/lib/translate-message';

// The contract's profile and skill texts (form rules, the server's 400s) shown in the active language.
registerMessageKeys(
  (Object.keys(PROFILE_MESSAGES) as ProfileMessageKey[]).map(
    (key) => [PROFILE_MESSAGES[key], `profile.messages.${key}`] as const,
  ),
);

// The server's own 404s of the profile and skills endpoints.
registerMessageKeys([
  [API_MESSAGES.profileNotFound, 'profile.notFound'],
  [API_MESSAGES.skillNotFound, 'profile.skills.notFound'],
]);

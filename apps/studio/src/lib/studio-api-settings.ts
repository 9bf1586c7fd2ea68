import type { ApiClientSettings } from '@talent/ui/http/api-client-settings';

/**
 * The studio's session names. The portal is on the same origin with its own `accessToken` pair and
 * `language`: a talent and a casting director may be signed in to both in one browser without either
 * session overwriting, refreshing or ending the other, or switching the other's language.
 */
export const STUDIO_API_SETTINGS: ApiClientSettings = {
  refreshPath: '/staff/auth/refresh',
  accessTokenKey: 'studio.accessToken',
  refreshTokenKey: 'studio.refreshToken',
  refreshLockName: 'studio-token-refresh',
  rotationsDatabase: 'studio-auth',
  languageKey: 'studio.language',
};

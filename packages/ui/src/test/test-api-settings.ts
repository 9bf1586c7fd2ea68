import type { ApiClientSettings } from '../http/api-client-settings';

/** The talent portal's settings: the client's tests were written against them. */
export const TEST_API_SETTINGS: ApiClientSettings = {
  refreshPath: '/auth/refresh',
  accessTokenKey: 'accessToken',
  refreshTokenKey: 'refreshToken',
  refreshLockName: 'talent-portal-token-refresh',
  rotationsDatabase: 'talent-portal-auth',
  languageKey: 'language',
};

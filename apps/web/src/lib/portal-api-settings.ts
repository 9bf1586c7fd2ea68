import type { ApiClientSettings } from '@talent/ui/http/api-client-settings';
import { LANGUAGE_STORAGE_KEY } from '@talent/ui/i18n';

/**
 * The portal's session names, as they always were: the storage keys are the specification's
 * (§7, §9), and e2e tests, the Lighthouse bench and tabs opened before an upgrade read the same ones.
 */
export const PORTAL_API_SETTINGS: ApiClientSettings = {
  refreshPath: '/auth/refresh',
  accessTokenKey: 'accessToken',
  refreshTokenKey: 'refreshToken',
  refreshLockName: 'talent-portal-token-refresh',
  rotationsDatabase: 'talent-portal-auth',
  languageKey: LANGUAGE_STORAGE_KEY,
};

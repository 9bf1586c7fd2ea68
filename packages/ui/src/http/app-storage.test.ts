import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, storedLanguage } from '../i18n';
import { TEST_API_SETTINGS } from '../test/test-api-settings';
import { type ApiClientSettings, configureApiClient } from './api-client-settings';
import { getAccessToken, getRefreshToken, storeTokens } from './token-storage';

// Two apps on one origin, as the portal and the studio are (their own settings live in the apps; the
// portal's are the kit tests' own).
const portal = TEST_API_SETTINGS;
const studio: ApiClientSettings = {
  refreshPath: '/staff/auth/refresh',
  accessTokenKey: 'studio.accessToken',
  refreshTokenKey: 'studio.refreshToken',
  refreshLockName: 'studio-token-refresh',
  rotationsDatabase: 'studio-auth',
  languageKey: 'studio.language',
};

describe('two apps in one browser storage', () => {
  it('keep their own tokens and their own language', async () => {
    await initI18n(async () => ({}), 'ro');

    configureApiClient(portal);
    storeTokens({ accessToken: 'portal-access', refreshToken: 'portal-refresh' });
    await changeLanguage('en');

    configureApiClient(studio);
    storeTokens({ accessToken: 'studio-access', refreshToken: 'studio-refresh' });
    await changeLanguage('ro');

    configureApiClient(portal);
    expect([getAccessToken(), getRefreshToken(), storedLanguage()]).toEqual([
      'portal-access',
      'portal-refresh',
      'en',
    ]);
    configureApiClient(studio);
    expect([getAccessToken(), getRefreshToken(), storedLanguage()]).toEqual([
      'studio-access',
      'studio-refresh',
      'ro',
    ]);
    expect(i18next.language).toBe('ro');
  });
});

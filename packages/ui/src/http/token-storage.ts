import { apiClientSettings } from './api-client-settings';
import type { TokenPair } from './token-pair';
import { clearRotations } from './token-rotations';

// The keys are each app's own (api-client-settings.ts); e2e tests and other tabs read the same keys.

export function getAccessToken(): string | null {
  return localStorage.getItem(apiClientSettings.accessTokenKey);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(apiClientSettings.refreshTokenKey);
}

export function storeTokens(tokens: TokenPair): void {
  const { accessTokenKey, refreshTokenKey } = apiClientSettings;
  localStorage.setItem(accessTokenKey, tokens.accessToken);
  localStorage.setItem(refreshTokenKey, tokens.refreshToken);
}

export function clearTokens(): void {
  const { accessTokenKey, refreshTokenKey } = apiClientSettings;
  localStorage.removeItem(accessTokenKey);
  localStorage.removeItem(refreshTokenKey);
  clearRotations().catch((error: unknown) => console.warn('Could not clear token rotations', error));
}

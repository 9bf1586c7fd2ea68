/**
 * What differs between the web apps that share this client. The talent portal and the casting studio
 * are served from one origin, so localStorage, Web Locks and IndexedDB are shared between them: each
 * app keeps its session under names of its own, or signing in to one would sign the other out (or
 * hand it a token its API refuses). Each app calls configureApiClient once, before its first request.
 */
export interface ApiClientSettings {
  /** The POST path under /api that exchanges a refresh token for a new pair. */
  refreshPath: string;
  /** The localStorage keys of the access and refresh tokens. */
  accessTokenKey: string;
  refreshTokenKey: string;
  /** The Web Lock under which this app's tabs take turns to refresh (api-client.ts). */
  refreshLockName: string;
  /** The IndexedDB database where this app's tabs record token rotations (token-rotations.ts). */
  rotationsDatabase: string;
  /** The localStorage key of the visitor's language choice (i18n.ts): choosing in one app leaves the other's. */
  languageKey: string;
}

/**
 * Read at each use, never copied: set by configureApiClient before the app's first request. There is no
 * default, because falling back to the other app's names is exactly the mix-up this module prevents.
 */
export let apiClientSettings: ApiClientSettings;

export function configureApiClient(settings: ApiClientSettings): void {
  apiClientSettings = settings;
}

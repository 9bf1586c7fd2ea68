import { currentLanguage } from '../i18n';
import { apiClientSettings } from './api-client-settings';
import { emitSessionEnd } from './session-events';
import type { TokenPair } from './token-pair';
import { recordRotation, rotatedPair } from './token-rotations';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './token-storage';

export const API_BASE = '/api';
/** The code of an error whose body carried no message of the server's: callers show their own text. */
export const UNREADABLE_RESPONSE = 'UNREADABLE_RESPONSE';

/** What the message safety filter found (the 422 MESSAGE_NEEDS_CONFIRMATION's `warnings`, DESIGN §14). */
export interface ApiWarning {
  kind: string;
  text: string;
}

/** Every non-success answer of the API, in the shape of DESIGN §4. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** The flagged parts of a message the server wants confirmed before it sends it. */
  readonly warnings: ApiWarning[] | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    warnings?: ApiWarning[],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.warnings = warnings;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Sign-in calls send no token, and their 401 means wrong credentials, not an expired session,
   * so they must never trigger a refresh.
   */
  authenticated?: boolean;
  /** Headers of the caller's own (the presentation page's viewer token). */
  headers?: Record<string, string>;
  /** Sent even as the page goes away (the presentation page's last report of watching). */
  keepalive?: boolean;
}

// Shared by every request of this tab that fails with 401 while a refresh is under way.
let refreshInFlight: Promise<string | null> | null = null;

/** Calls the API and returns the parsed JSON body (undefined for 204). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const authenticated = options.authenticated ?? true;
  const response = authenticated
    ? await sendAuthorized((accessToken) => send(path, options, accessToken))
    : await send(path, options, null);

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Calls the API and answers the `data` of its `{ data }` envelope (DESIGN §4). */
export async function apiData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const body = await apiRequest<{ data: T }>(path, options);
  return body.data;
}

/**
 * Sends with the stored access token and, on a 401, refreshes once and sends again; a refusal
 * after that ends the session. Any transport (fetch, or XMLHttpRequest for upload progress) fits:
 * `attempt` sends one request with the token given and answers something with a status.
 */
export async function sendAuthorized<R extends { status: number }>(
  attempt: (accessToken: string | null) => Promise<R>,
): Promise<R> {
  const accessToken = getAccessToken();
  const refreshTokenUsed = getRefreshToken();
  let response = await attempt(accessToken);
  if (response.status !== 401) return response;

  const newAccessToken = refreshTokenUsed ? await refreshOnce(refreshTokenUsed) : null;
  if (!newAccessToken) {
    endSession();
    return response;
  }
  response = await attempt(newAccessToken);
  // A fresh token refused again means the account itself is no longer valid.
  if (response.status === 401) endSession();
  return response;
}

function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  // The server words its refusals (a child's schedule, …) in the language the person reads the app in.
  const headers = new Headers({
    ...options.headers,
    accept: 'application/json',
    'accept-language': currentLanguage(),
  });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
  return fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
    keepalive: options.keepalive,
  });
}

function refreshOnce(refreshTokenUsed: string): Promise<string | null> {
  if (!refreshInFlight) {
    refreshInFlight = withRefreshLock(() => refreshTokens(refreshTokenUsed)).finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/**
 * Tabs share localStorage, so two tabs with the same expired token would both refresh, and the
 * server revokes the whole session when a refresh token is presented twice. A Web Lock makes the
 * tabs take turns; where the API is missing (old browsers, jsdom) the in-tab promise still holds.
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request(apiClientSettings.refreshLockName, task);
}

async function refreshTokens(refreshTokenUsed: string): Promise<string | null> {
  // Another tab (or an earlier refresh here) already rotated the pair: use its result. IndexedDB
  // knows for certain; this tab's localStorage may not show the other tab's write yet.
  const rotated = await rotatedPair(refreshTokenUsed);
  if (rotated) return rotated.accessToken;
  const stored = getRefreshToken();
  if (!stored) return null;
  if (stored !== refreshTokenUsed) return getAccessToken();

  const response = await fetch(`${API_BASE}${apiClientSettings.refreshPath}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: stored }),
  });
  // A network failure rejects above and keeps the tokens: being offline for a moment is no reason to
  // sign the user out. Only the server's refusal ends the session.
  if (!response.ok) return null;
  const body = (await response.json()) as { data: TokenPair };
  storeTokens(body.data);
  // Committed before the lock is released, so the next tab in line finds it.
  await recordRotation(stored, body.data);
  return body.data.accessToken;
}

function endSession(): void {
  clearTokens();
  emitSessionEnd('refused');
}

async function toApiError(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // An unreadable body: the status line says enough.
  }
  return apiErrorFrom(response.status, response.statusText, text);
}

/** The ApiError of a failed answer, from its status line and raw body. */
export function apiErrorFrom(status: number, statusText: string, text: string): ApiError {
  try {
    const body = JSON.parse(text) as Partial<{
      code: string;
      message: string;
      fields: Record<string, string>;
      warnings: unknown;
    }>;
    if (body && typeof body.message === 'string') {
      return new ApiError(
        status,
        body.code ?? `HTTP_${status}`,
        body.message,
        body.fields,
        warningsOf(body.warnings),
      );
    }
  } catch {
    // Not JSON (a proxy's error page, an empty body): fall through to the status line.
  }
  return new ApiError(status, UNREADABLE_RESPONSE, statusText || `HTTP ${status}`);
}

/** The well-formed `{ kind, text }` entries of a body's `warnings`, or undefined when it has none. */
function warningsOf(value: unknown): ApiWarning[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (item): item is ApiWarning =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as ApiWarning).kind === 'string' &&
      typeof (item as ApiWarning).text === 'string',
  );
}

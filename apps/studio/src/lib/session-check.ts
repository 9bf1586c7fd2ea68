import type { StaffMe } from '@talent/contract/clients';
import { ApiError } from '@talent/ui/http/api-client';
import { clearTokens, getAccessToken } from '@talent/ui/http/token-storage';
import { getMe } from './auth-requests';

export type SessionCheckResult = { ok: true; user: StaffMe } | { ok: false; error: unknown };

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * Loads the signed-in staff user. The server refuses talents (403 ONLY_STAFF); then the tokens go, so
 * the studio never stays half signed in.
 */
export async function fetchStaff(): Promise<StaffMe> {
  try {
    return await getMe();
  } catch (error) {
    if (isForbidden(error)) clearTokens();
    throw error;
  }
}

/**
 * The session check at start, begun by main.tsx before anything renders, so GET /staff/me runs while
 * the texts load. Null without an access token; the promise never rejects.
 */
export function startSessionCheck(): Promise<SessionCheckResult> | null {
  if (!getAccessToken()) return null;
  return fetchStaff().then(
    (user) => ({ ok: true, user }),
    (error: unknown) => ({ ok: false, error }),
  );
}

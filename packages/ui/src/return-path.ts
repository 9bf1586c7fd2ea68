import type { Location } from 'react-router';

/** What a route guard leaves in the history state when it sends a signed-out visitor to sign in. */
export interface ReturnState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Whose session ended on that page, when one did: the way back is theirs alone. */
  userId?: string;
}

export const returnStateOf = (location: Location, userId?: string | null): ReturnState => ({
  from: { pathname: location.pathname, search: location.search, hash: location.hash },
  ...(userId ? { userId } : {}),
});

/** The way back, handed on from page to public page (sign-in → sign-up → …); anything else is dropped. */
export function keptReturnState(state: unknown): ReturnState | undefined {
  return (state as Partial<ReturnState> | null | undefined)?.from ? (state as ReturnState) : undefined;
}

/**
 * Where signing in leads: back to the page the visitor was turned away from (a link from an e-mail
 * or a notice, an expired session), else home. Only a path inside the app is followed, and a page
 * where someone else's session ended leads `signedInId` home: never into another person's screen.
 */
export function returnPath(state: unknown, signedInId?: string): string {
  const returning = state as Partial<ReturnState> | null | undefined;
  if (returning?.userId && signedInId && returning.userId !== signedInId) return '/';
  const from = returning?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname === '/login') return '/';
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  const path = `${pathname}${search}${hash}`;
  // `//host` and `/\host` are other sites to a browser; a tab or newline it strips can make them so.
  if ([...pathname].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return '/';
  const base = 'http://app.invalid';
  try {
    return new URL(path, base).origin === base ? path : '/';
  } catch {
    return '/';
  }
}

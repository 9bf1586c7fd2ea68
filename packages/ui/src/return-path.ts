import type { Location } from 'react-router';

/** What a route guard leaves in the history state when it sends a signed-out visitor to sign in. */
export interface ReturnState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export const returnStateOf = (location: Location): ReturnState => ({
  from: { pathname: location.pathname, search: location.search, hash: location.hash },
});

/**
 * Where signing in leads: back to the page the visitor was turned away from (a link from an e-mail
 * or a notice, an expired session), else home. Only a path inside the app is followed.
 */
export function returnPath(state: unknown): string {
  const from = (state as Partial<ReturnState> | null | undefined)?.from;
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

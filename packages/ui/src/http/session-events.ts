/**
 * The API client lives outside React and the router, yet a failed refresh must end the session
 * everywhere: the session provider signs out and the shell empties the query cache. They subscribe here.
 */

/**
 * Why the session ended: `signed-out` when the person ended it here (sign-out, their account deleted),
 * `refused` when the server did (a refused refresh, a password reset that revoked every session). What
 * the browser keeps for the account (the portal's unsent self-tape takes) goes only with `signed-out`:
 * a refused session is signed in again and finds its work where it was.
 */
export type SessionEndReason = 'signed-out' | 'refused';

type Listener = (reason: SessionEndReason) => void;

const listeners = new Set<Listener>();

export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEnd(reason: SessionEndReason): void {
  for (const listener of [...listeners]) listener(reason);
}

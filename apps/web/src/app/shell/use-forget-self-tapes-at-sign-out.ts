import { onSessionEnd } from '@talent/ui/http/session-events';
import { useIdleCallback } from '@talent/ui/use-idle-callback';
import { useEffect } from 'react';

/**
 * The account last signed in here. Kept beside the listener, not in the shell: a sign-out whose request
 * meets a refused refresh ends the session twice (`refused`, then `signed-out`), and the shell may be
 * gone by the second.
 */
let lastUserId: string | undefined;

// The studio's forgetting code is its own chunk, outside every route's budget: fetched once the shell is
// idle, so at sign-out it is already here (offline too, or after a deploy removed the old chunk).
const loadForgetting = () => import('@/features/self-tape/forget-self-tapes');
let forgetting: ReturnType<typeof loadForgetting> | undefined;
function forgettingCode(): ReturnType<typeof loadForgetting> {
  forgetting ??= loadForgetting().catch((error: unknown) => {
    forgetting = undefined;
    throw error;
  });
  return forgetting;
}
const warmForgetting = () => void forgettingCode().catch(() => undefined);

// One listener for the page's life, registered when the shell's module loads.
onSessionEnd((reason) => {
  const userId = lastUserId;
  if (reason !== 'signed-out' || !userId) return;
  forgettingCode()
    .then(({ forgetSelfTapesOf }) => forgetSelfTapesOf(userId))
    .catch((error: unknown) => console.warn('Could not forget the self-tape takes', error));
});

/**
 * When the signed-in talent signs out here (or deletes their account), their unsent self-tape takes
 * and sides leave this browser. Not when the server refused the session: signed in again, the talent
 * finds their takes.
 */
export function useForgetSelfTapesAtSignOut(userId: string | undefined): void {
  useIdleCallback(warmForgetting);
  useEffect(() => {
    if (userId) lastUserId = userId;
  }, [userId]);
}

import { onSessionEnd } from '@talent/ui/http/session-events';
import { useEffect } from 'react';

/**
 * When the signed-in talent signs out here (or deletes their account), their unsent self-tape takes
 * and sides leave this browser. Not when the server refused the session: signed in again, the talent
 * finds their takes. The studio's code loads only then, so the sign-in page carries none of it.
 */
export function useForgetSelfTapesAtSignOut(userId: string | undefined): void {
  useEffect(() => {
    if (!userId) return;
    return onSessionEnd((reason) => {
      if (reason !== 'signed-out') return;
      void import('@/features/self-tape/forget-self-tapes')
        .then(({ forgetSelfTapesOf }) => forgetSelfTapesOf(userId))
        .catch((error: unknown) => console.warn('Could not forget the self-tape takes', error));
    });
  }, [userId]);
}

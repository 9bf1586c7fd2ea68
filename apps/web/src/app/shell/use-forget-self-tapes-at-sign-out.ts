import { onSessionEnd } from '@talent/ui/http/session-events';
import { useEffect } from 'react';
import { forgetSelfTapesOf } from '@/features/self-tape/forget-self-tapes';

/**
 * The account last signed in here. Kept beside the listener, not in the shell: a sign-out whose request
 * meets a refused refresh ends the session twice (`refused`, then `signed-out`), and the shell may be
 * gone by the second.
 */
let lastUserId: string | undefined;
let listening = false;

function forgetAtSignOut(): void {
  onSessionEnd((reason) => {
    if (reason !== 'signed-out' || !lastUserId) return;
    forgetSelfTapesOf(lastUserId).catch((error: unknown) =>
      console.warn('Could not forget the self-tape takes', error),
    );
  });
}

/**
 * When the signed-in talent signs out here (or deletes their account), their unsent self-tape takes
 * and sides leave this browser. Not when the server refused the session: signed in again, the talent
 * finds their takes. The code is the shell's own (not fetched at sign-out), so it works offline too.
 */
export function useForgetSelfTapesAtSignOut(userId: string | undefined): void {
  useEffect(() => {
    if (userId) lastUserId = userId;
    if (listening) return;
    listening = true;
    forgetAtSignOut();
  }, [userId]);
}

import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionOf } from '../app-kit/session-context';
import { returnPath, returnStateOf } from '../return-path';
import { FullPageSpinner } from './full-page-spinner';

/** Every screen but the public ones needs a user of the app signed in. */
export function RequireAuth() {
  const { status, user } = useSessionOf();
  const location = useLocation();
  // Whose session this was: when it ends here (expired, signed out elsewhere), the way back to this page
  // is theirs alone, and another person signing in next goes home instead.
  const lastUserId = useRef<string | null>(null);
  useEffect(() => {
    if (user) lastUserId.current = user.id;
  }, [user]);
  if (status === 'loading') return <FullPageSpinner />;
  // Remembers the page asked for, so that signing in leads back to it.
  if (status === 'unauthenticated')
    return <Navigate to="/login" replace state={returnStateOf(location, lastUserId.current)} />;
  return <Outlet />;
}

/** A signed-in user has nothing to do on the public pages: on to the way back, or home. */
export function PublicOnly() {
  const { status, user } = useSessionOf();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') return <Navigate to={returnPath(location.state, user?.id)} replace />;
  return <Outlet />;
}

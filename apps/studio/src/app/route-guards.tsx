import { returnPath, returnStateOf } from '@talent/ui/return-path';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session-context';
import { FullPageSpinner } from './full-page-spinner';

/** Every screen but the public ones needs a CLIENT or ADMIN signed in. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  // Remembers the page asked for, so that signing in leads back to it.
  if (status === 'unauthenticated') return <Navigate to="/login" replace state={returnStateOf(location)} />;
  return <Outlet />;
}

/** A signed-in user has nothing to do on the public pages: straight to the home page. */
export function PublicOnly() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}

/** ADMIN screens: anyone else is sent home (the server refuses them all the same). */
export function RequireAdmin() {
  const { user } = useSession();
  if (user?.role !== 'ADMIN') return <Navigate to="/" replace />;
  return <Outlet />;
}

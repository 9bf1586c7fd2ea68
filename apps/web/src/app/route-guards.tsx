import { returnPath, returnStateOf } from '@talent/ui/return-path';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session-context';
import { FullPageSpinner } from './full-page-spinner';

/** Every screen but sign-in and registration needs a talent signed in (§2). */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  // Remembers the page asked for, so that signing in leads back to it.
  if (status === 'unauthenticated') return <Navigate to="/login" replace state={returnStateOf(location)} />;
  return <Outlet />;
}

/** A signed-in visitor has nothing to do on the public pages: straight to the dashboard. */
export function PublicOnly() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}

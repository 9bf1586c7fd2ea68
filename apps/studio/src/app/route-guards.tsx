import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session-context';
import { FullPageSpinner } from './full-page-spinner';

/** Every screen but the public ones needs a CLIENT or ADMIN signed in. */
export function RequireAuth() {
  const { status } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'unauthenticated') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** A signed-in user has nothing to do on the public pages: straight to the home page. */
export function PublicOnly() {
  const { status } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <Outlet />;
}

/** ADMIN screens: anyone else is sent home (the server refuses them all the same). */
export function RequireAdmin() {
  const { user } = useSession();
  if (user?.role !== 'ADMIN') return <Navigate to="/" replace />;
  return <Outlet />;
}

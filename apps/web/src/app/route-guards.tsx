import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session-context';
import { FullPageSpinner } from './full-page-spinner';

/** Every screen but sign-in and registration needs a talent signed in (§2). */
export function RequireAuth() {
  const { status } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'unauthenticated') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** A signed-in visitor has nothing to do on the public pages: straight to the dashboard. */
export function PublicOnly() {
  const { status } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <Outlet />;
}

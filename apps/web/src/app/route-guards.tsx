import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session-context';
import { useIdleCallback } from '@/lib/use-idle-callback';
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
  return (
    <>
      <Outlet />
      <PreloadOtherForm />
    </>
  );
}

// Sign-in and registration are one click apart: once one shows, fetch the other's chunk while idle
// so its link opens at once. Here, not in the pages, so that neither page imports the other.
const OTHER_FORM: Partial<Record<string, () => void>> = {
  '/login': () => void import('./routes/register'),
  '/register': () => void import('./routes/login'),
};
const nothing = () => {};

function PreloadOtherForm() {
  useIdleCallback(OTHER_FORM[useLocation().pathname] ?? nothing);
  return null;
}

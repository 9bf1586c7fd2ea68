import { Navigate, Outlet } from 'react-router';
import { mayFindTalent } from '@/lib/may-find-talent';
import { useSession } from '@/lib/session-context';

// Signed in or not, and the way back to sign-in: the kit's RequireAuth and PublicOnly.

/** ADMIN screens: anyone else is sent home (the server refuses them all the same). */
export function RequireAdmin() {
  const { user } = useSession();
  if (user?.role !== 'ADMIN') return <Navigate to="/" replace />;
  return <Outlet />;
}

/** The directory and the lists: a VERIFIED client's or an ADMIN's; anyone else is sent home. */
export function RequireTalentFinder() {
  const { user } = useSession();
  if (!mayFindTalent(user)) return <Navigate to="/" replace />;
  return <Outlet />;
}

import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullPageSpinner } from '../auth/full-page-spinner';
import { PublicOnly, RequireAuth } from '../auth/route-guards';

/**
 * An app's route table in the kit's frame: each group is the app's own <Route> elements. The lazy
 * screens show the spinner while their chunk loads, and an unknown path goes home.
 */
export function RouteTable({
  signedOut,
  open,
  signedIn,
}: {
  /** Sign-in and sign-up pages: a signed-in user is sent on, to the way back or home. */
  signedOut: ReactNode;
  /** Pages for either state (a link from an e-mail). */
  open?: ReactNode;
  /** Everything else, behind sign-in (which remembers the way back). */
  signedIn: ReactNode;
}) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route element={<PublicOnly />}>{signedOut}</Route>
        {open}
        <Route element={<RequireAuth />}>{signedIn}</Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}

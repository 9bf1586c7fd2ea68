import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { AuthRouteName } from '../auth/auth-route';
import { FullPageSpinner } from '../auth/full-page-spinner';
import { PublicOnly, RequireAuth } from '../auth/route-guards';

/** A public page's route module (createAuthRoute): sign-in and sign-up get the other's preload. */
type SignInPageModule = { default: ComponentType<{ preloadOther?: () => void }> };

/** The app's chunk of each kit page, named as the routes below render them. */
export type SignInPageLoaders = Record<Capitalize<AuthRouteName>, () => Promise<SignInPageModule>>;

/**
 * The app's public pages, each its own chunk (called once, beside the app's other lazy routes).
 * Sign-in and sign-up are one click apart: each page fetches the other's chunk while idle, handed
 * down from here so that neither page module imports the other.
 */
export function lazySignInPages(load: SignInPageLoaders) {
  return {
    Login: lazy(load.Login),
    Register: lazy(load.Register),
    ForgotPassword: lazy(load.ForgotPassword),
    ResetPassword: lazy(load.ResetPassword),
    preloadLogin: () => void load.Login(),
    preloadRegister: () => void load.Register(),
  };
}

/**
 * An app's route table in the kit's frame: the kit's public pages at their paths (the API's e-mails
 * link to /reset-password), then the app's own <Route> elements. The lazy screens show the spinner
 * while their chunk loads, and an unknown path goes home. scripts/build/route-js-budget.mjs and the
 * e2e accessibility sweep read the <Route> elements of this file as well as the app's.
 */
export function RouteTable({
  signInPages,
  open,
  signedIn,
}: {
  /** The app's chunks of the sign-in pages (lazySignInPages). */
  signInPages: ReturnType<typeof lazySignInPages>;
  /** The app's other pages for either state (a link from an e-mail). */
  open?: ReactNode;
  /** Everything else, behind sign-in (which remembers the way back). */
  signedIn: ReactNode;
}) {
  const { Login, Register, ForgotPassword, ResetPassword, preloadLogin, preloadRegister } = signInPages;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        {/* A signed-in user is sent on from these, to the way back or home. */}
        <Route element={<PublicOnly />}>
          <Route path="/login" element={<Login preloadOther={preloadRegister} />} />
          <Route path="/register" element={<Register preloadOther={preloadLogin} />} />
          <Route path="/forgot-password" element={<ForgotPassword />} />
        </Route>
        {/* Outside PublicOnly: the e-mailed link opened while signed in must still reset the password. */}
        <Route path="/reset-password" element={<ResetPassword />} />
        {open}
        <Route element={<RequireAuth />}>{signedIn}</Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}

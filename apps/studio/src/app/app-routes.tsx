import { RouteTable } from '@talent/ui/app-kit/route-table';
import { lazy } from 'react';
import { Route } from 'react-router';
import { RequireAdmin } from './route-guards';

// Every route module is its own chunk: later screens never add weight to the sign-in page.
// scripts/bundle-size.mjs reads the lazy declarations and <Route> elements of this file to measure
// each route, so keep them in the portal's shape.
const LoginRoute = lazy(() => import('./routes/login'));
const RegisterRoute = lazy(() => import('./routes/register'));
const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const AppShell = lazy(() => import('./shell/app-shell'));
const HomeRoute = lazy(() => import('./routes/home'));
const ClientsRoute = lazy(() => import('./routes/clients'));
const CastingsRoute = lazy(() => import('./routes/castings'));
const CastingNewRoute = lazy(() => import('./routes/casting-new'));
const CastingEditRoute = lazy(() => import('./routes/casting-edit'));
const ApplicantsRoute = lazy(() => import('./routes/applicants'));
const ApplicantDetailRoute = lazy(() => import('./routes/applicant-detail'));
const NotificationsRoute = lazy(() => import('./routes/notifications'));
const SettingsRoute = lazy(() => import('./routes/settings'));

// Sign-in and sign-up are one click apart: each page fetches the other's chunk while idle.
const preloadLogin = () => void import('./routes/login');
const preloadRegister = () => void import('./routes/register');

export function AppRoutes() {
  return (
    <RouteTable
      signedOut={
        <>
          <Route path="/login" element={<LoginRoute preloadOther={preloadRegister} />} />
          <Route path="/register" element={<RegisterRoute preloadOther={preloadLogin} />} />
          <Route path="/forgot-password" element={<ForgotPasswordRoute />} />
        </>
      }
      open={
        <>
          {/* The e-mailed link (the API sends staff to /studio/reset-password), open signed in or not. */}
          <Route path="/reset-password" element={<ResetPasswordRoute />} />
        </>
      }
      signedIn={
        <Route element={<AppShell />}>
          <Route index element={<HomeRoute />} />
          <Route path="/castings" element={<CastingsRoute />} />
          <Route path="/castings/new" element={<CastingNewRoute />} />
          <Route path="/castings/:id/edit" element={<CastingEditRoute />} />
          <Route path="/castings/:castingId/applicants" element={<ApplicantsRoute />} />
          <Route path="/castings/:castingId/applicants/:applicationId" element={<ApplicantDetailRoute />} />
          <Route path="/notifications" element={<NotificationsRoute />} />
          <Route path="/settings" element={<SettingsRoute />} />
          <Route element={<RequireAdmin />}>
            <Route path="/clients" element={<ClientsRoute />} />
          </Route>
        </Route>
      }
    />
  );
}

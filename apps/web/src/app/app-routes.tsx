import { RouteTable } from '@talent/ui/app-kit/route-table';
import { lazy } from 'react';
import { Route } from 'react-router';

// Every route module is its own chunk: later screens never add weight to the sign-in page.
const LoginRoute = lazy(() => import('./routes/login'));
const RegisterRoute = lazy(() => import('./routes/register'));
const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const UnsubscribeRoute = lazy(() => import('./routes/unsubscribe'));
const AppShell = lazy(() => import('./shell/app-shell'));
const DashboardRoute = lazy(() => import('./routes/dashboard'));
const CastingsRoute = lazy(() => import('./routes/castings'));
const CastingDetailRoute = lazy(() => import('./routes/casting-detail'));
const MyApplicationsRoute = lazy(() => import('./routes/my-applications'));
const ApplicationDetailRoute = lazy(() => import('./routes/application-detail'));
const ProfileRoute = lazy(() => import('./routes/profile'));
const OnboardingRoute = lazy(() => import('./routes/onboarding'));
const HelpRoute = lazy(() => import('./routes/help'));
const NotificationsRoute = lazy(() => import('./routes/notifications'));
const SettingsRoute = lazy(() => import('./routes/settings'));
const ChildrenRoute = lazy(() => import('./routes/children'));
const AddChildRoute = lazy(() => import('./routes/add-child'));
const EditChildRoute = lazy(() => import('./routes/edit-child'));
const ChildTalentProfileRoute = lazy(() => import('./routes/child-talent-profile'));

// Sign-in and registration are one click apart: each page fetches the other's chunk while idle, so its
// link opens at once. Handed down from here, so that neither page module imports the other.
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
          {/* Outside PublicOnly: a link opened while signed in must still reset the password. */}
          <Route path="/reset-password" element={<ResetPasswordRoute />} />
          {/* The e-mails' unsubscribe link, outside the guards likewise: it needs no session. */}
          <Route path="/unsubscribe" element={<UnsubscribeRoute />} />
        </>
      }
      signedIn={
        <Route element={<AppShell />}>
          <Route index element={<DashboardRoute />} />
          <Route path="/onboarding" element={<OnboardingRoute />} />
          <Route path="/castings" element={<CastingsRoute />} />
          <Route path="/castings/:slug" element={<CastingDetailRoute />} />
          <Route path="/my-applications" element={<MyApplicationsRoute />} />
          <Route path="/my-applications/:id" element={<ApplicationDetailRoute />} />
          <Route path="/profile" element={<ProfileRoute />} />
          <Route path="/settings" element={<SettingsRoute />} />
          <Route path="/notifications" element={<NotificationsRoute />} />
          <Route path="/help" element={<HelpRoute />} />
          <Route path="/children" element={<ChildrenRoute />} />
          <Route path="/children/add" element={<AddChildRoute />} />
          <Route path="/children/:id/edit" element={<EditChildRoute />} />
          <Route path="/children/:id/talent-profile" element={<ChildTalentProfileRoute />} />
        </Route>
      }
    />
  );
}

import { lazySignInPages, RouteTable } from '@talent/ui/app-kit/route-table';
import { lazy } from 'react';
import { Route } from 'react-router';

// Every route module is its own chunk: later screens never add weight to the sign-in page.
const signInPages = lazySignInPages({
  Login: () => import('./routes/login'),
  Register: () => import('./routes/register'),
  ForgotPassword: () => import('./routes/forgot-password'),
  ResetPassword: () => import('./routes/reset-password'),
});
const UnsubscribeRoute = lazy(() => import('./routes/unsubscribe'));
const AppShell = lazy(() => import('./shell/app-shell'));
const DashboardRoute = lazy(() => import('./routes/dashboard'));
const CastingsRoute = lazy(() => import('./routes/castings'));
const CastingDetailRoute = lazy(() => import('./routes/casting-detail'));
const MyApplicationsRoute = lazy(() => import('./routes/my-applications'));
const ApplicationDetailRoute = lazy(() => import('./routes/application-detail'));
const AuditionsRoute = lazy(() => import('./routes/auditions'));
const MessagesRoute = lazy(() => import('./routes/messages'));
const MessageThreadRoute = lazy(() => import('./routes/message-thread'));
const ProfileRoute = lazy(() => import('./routes/profile'));
const OnboardingRoute = lazy(() => import('./routes/onboarding'));
const HelpRoute = lazy(() => import('./routes/help'));
const NotificationsRoute = lazy(() => import('./routes/notifications'));
const SettingsRoute = lazy(() => import('./routes/settings'));
const ChildrenRoute = lazy(() => import('./routes/children'));
const AddChildRoute = lazy(() => import('./routes/add-child'));
const EditChildRoute = lazy(() => import('./routes/edit-child'));
const ChildTalentProfileRoute = lazy(() => import('./routes/child-talent-profile'));
const SelfTapeRoute = lazy(() => import('./routes/self-tape'));

export function AppRoutes() {
  return (
    <RouteTable
      signInPages={signInPages}
      // The e-mails' unsubscribe link, outside the guards as the reset link is: it needs no session.
      open={<Route path="/unsubscribe" element={<UnsubscribeRoute />} />}
      signedIn={
        <Route element={<AppShell />}>
          <Route index element={<DashboardRoute />} />
          <Route path="/onboarding" element={<OnboardingRoute />} />
          <Route path="/castings" element={<CastingsRoute />} />
          <Route path="/castings/:slug" element={<CastingDetailRoute />} />
          <Route path="/my-applications" element={<MyApplicationsRoute />} />
          <Route path="/my-applications/:id" element={<ApplicationDetailRoute />} />
          <Route path="/auditions" element={<AuditionsRoute />} />
          <Route path="/messages" element={<MessagesRoute />} />
          <Route path="/messages/:id" element={<MessageThreadRoute />} />
          <Route path="/profile" element={<ProfileRoute />} />
          <Route path="/self-tape" element={<SelfTapeRoute />} />
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

import { lazySignInPages, RouteTable } from '@talent/ui/app-kit/route-table';
import { lazy } from 'react';
import { Route } from 'react-router';
import { RequireAdmin, RequireTalentFinder } from './route-guards';

// Every route module is its own chunk: later screens never add weight to the sign-in page.
// scripts/bundle-size.mjs reads the lazy declarations and <Route> elements of this file to measure
// each route, so keep them in the portal's shape. The public pages' paths are the kit's (the API
// sends staff to /studio/reset-password): RouteTable declares them.
const signInPages = lazySignInPages({
  Login: () => import('./routes/login'),
  Register: () => import('./routes/register'),
  ForgotPassword: () => import('./routes/forgot-password'),
  ResetPassword: () => import('./routes/reset-password'),
});
const AppShell = lazy(() => import('./shell/app-shell'));
const HomeRoute = lazy(() => import('./routes/home'));
const ClientsRoute = lazy(() => import('./routes/clients'));
const ModerationRoute = lazy(() => import('./routes/moderation'));
const CastingsRoute = lazy(() => import('./routes/castings'));
const CastingNewRoute = lazy(() => import('./routes/casting-new'));
const CastingEditRoute = lazy(() => import('./routes/casting-edit'));
const ApplicantsRoute = lazy(() => import('./routes/applicants'));
const ApplicantDetailRoute = lazy(() => import('./routes/applicant-detail'));
const AuditionsRoute = lazy(() => import('./routes/auditions'));
const AuditionDayRoute = lazy(() => import('./routes/audition-day'));
const PresentationFeedbackRoute = lazy(() => import('./routes/presentation-feedback'));
const PresentationsRoute = lazy(() => import('./routes/presentations'));
const TalentsRoute = lazy(() => import('./routes/talents'));
const TalentRoute = lazy(() => import('./routes/talent'));
const TalentListsRoute = lazy(() => import('./routes/talent-lists'));
const TalentListRoute = lazy(() => import('./routes/talent-list'));
const NotificationsRoute = lazy(() => import('./routes/notifications'));
const MessagesRoute = lazy(() => import('./routes/messages'));
const ConversationRoute = lazy(() => import('./routes/conversation'));
const SettingsRoute = lazy(() => import('./routes/settings'));

export function AppRoutes() {
  return (
    <RouteTable
      signInPages={signInPages}
      signedIn={
        <Route element={<AppShell />}>
          <Route index element={<HomeRoute />} />
          <Route path="/castings" element={<CastingsRoute />} />
          <Route path="/castings/new" element={<CastingNewRoute />} />
          <Route path="/castings/:id/edit" element={<CastingEditRoute />} />
          <Route path="/castings/:castingId/applicants" element={<ApplicantsRoute />} />
          <Route path="/castings/:castingId/applicants/:applicationId" element={<ApplicantDetailRoute />} />
          <Route path="/castings/:castingId/auditions" element={<AuditionsRoute />} />
          <Route path="/audition-sessions/:id/day" element={<AuditionDayRoute />} />
          <Route path="/presentations/:id" element={<PresentationFeedbackRoute />} />
          <Route path="/castings/:castingId/presentations" element={<PresentationsRoute />} />
          <Route path="/notifications" element={<NotificationsRoute />} />
          <Route path="/messages" element={<MessagesRoute />} />
          <Route path="/messages/:id" element={<ConversationRoute />} />
          <Route path="/settings" element={<SettingsRoute />} />
          <Route element={<RequireTalentFinder />}>
            <Route path="/talents" element={<TalentsRoute />} />
            <Route path="/talents/:profileId" element={<TalentRoute />} />
            <Route path="/lists" element={<TalentListsRoute />} />
            <Route path="/lists/:listId" element={<TalentListRoute />} />
          </Route>
          <Route element={<RequireAdmin />}>
            <Route path="/clients" element={<ClientsRoute />} />
            <Route path="/moderation" element={<ModerationRoute />} />
          </Route>
        </Route>
      }
    />
  );
}

import type { StaffMe } from '@talent/contract/clients';
import { createAppRender } from '@talent/ui/test/app-render';
import { AppRoutes } from '@/app/app-routes';
import { type Session, SessionContext } from '@/lib/session-context';
import { testStaff } from './fixtures';

/**
 * A session without a network (tests decide what login, register and logout do), a screen rendered
 * inside a router at `route` (relative to /studio), and a session that a sign-in opens.
 */
export const { fakeSession, renderWithApp, SignsIn } = createAppRender({ SessionContext, withSearch: true });

export function signedInSession(user: StaffMe = testStaff(), overrides: Partial<Session> = {}): Session {
  return fakeSession({ status: 'authenticated', user, ...overrides });
}

/** The studio's router at `route` with the session given (signed out by default). */
export function renderApp(route: string, session: Session = fakeSession()) {
  return renderWithApp(<AppRoutes />, { route, session });
}

import { AppRoutes } from '@/app/app-routes';
import type { Session } from '@/lib/session-context';
import { fakeSession, renderWithApp } from './render';

/** The app's router at `route` with the session given (signed out by default): a screen with its guards. */
export function renderApp(route: string, session: Session = fakeSession()) {
  return renderWithApp(<AppRoutes />, { route, session });
}

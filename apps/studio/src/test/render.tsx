import type { StaffMe } from '@talent/contract/clients';
import { Toaster } from '@talent/ui/components/toaster';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import { type Session, SessionContext } from '@/lib/session-context';
import { testStaff } from './fixtures';

/** A session without a network: tests decide what login, register and logout do. */
export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    status: 'unauthenticated',
    user: null,
    login: vi.fn<Session['login']>(),
    register: vi.fn<Session['register']>(),
    logout: vi.fn<Session['logout']>(async () => {}),
    refreshUser: vi.fn<Session['refreshUser']>(async () => {}),
    ...overrides,
  };
}

export function signedInSession(user: StaffMe = testStaff(), overrides: Partial<Session> = {}): Session {
  return fakeSession({ status: 'authenticated', user, ...overrides });
}

function CurrentPath() {
  const location = useLocation();
  return <div data-testid="current-path">{`${location.pathname}${location.search}`}</div>;
}

/** Renders inside a router (at `route`, relative to /studio), the given session and the toaster. */
export function renderWithApp(ui: ReactElement, { route = '/', session = fakeSession() } = {}) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <SessionContext.Provider value={session}>
        {ui}
        <CurrentPath />
        <Toaster />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
  return { user, session, ...result };
}

/** The studio's router at `route` with the session given (signed out by default). */
export function renderApp(route: string, session: Session = fakeSession()) {
  return renderWithApp(<AppRoutes />, { route, session });
}

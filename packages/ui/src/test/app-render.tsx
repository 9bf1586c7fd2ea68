import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type Context, type ReactElement, type ReactNode, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { type AppSession, SessionFrame } from '../app-kit/app-frame';
import type { Session, SessionUser } from '../app-kit/session-context';
import { Toaster } from '../components/toaster';

/** A session without a network: tests decide what login, register and logout do. */
export function fakeSessionOf<User extends SessionUser, RegisterPayload>(
  overrides: Partial<Session<User, RegisterPayload>> = {},
): Session<User, RegisterPayload> {
  type S = Session<User, RegisterPayload>;
  return {
    status: 'unauthenticated',
    user: null,
    login: vi.fn<S['login']>(),
    register: vi.fn<S['register']>(),
    logout: vi.fn<S['logout']>(async () => {}),
    refreshUser: vi.fn<S['refreshUser']>(async () => {}),
    ...overrides,
  };
}

/**
 * Where the router is, for tests to read: `current-path` (with the query when `withSearch`, as the
 * studio's tests and the boot tests read it) and `current-search`.
 */
function CurrentPath({ withSearch }: { withSearch: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <div data-testid="current-path">{withSearch ? `${pathname}${search}` : pathname}</div>
      <div data-testid="current-search">{search}</div>
    </>
  );
}

export interface RenderInAppOptions<S> {
  route?: string;
  session?: S;
  /** For screens rendered outside the shell (which otherwise provides the query cache). */
  queryClient?: QueryClient;
}

/**
 * An app's render helpers, bound to its session context and to how its tests read the path:
 * `fakeSession`, `renderWithApp` (a screen inside a router at `route`, the given session and the
 * toaster, as the app renders it) and `SignsIn`.
 */
export function createAppRender<User extends SessionUser, RegisterPayload>({
  SessionContext,
  withSearch,
}: {
  SessionContext: Context<Session<User, RegisterPayload> | null>;
  withSearch: boolean;
}) {
  type AppSession = Session<User, RegisterPayload>;
  const fakeSession = (overrides: Partial<AppSession> = {}): AppSession => fakeSessionOf(overrides);

  function renderWithApp(
    ui: ReactElement,
    { route = '/', session = fakeSession(), queryClient }: RenderInAppOptions<AppSession> = {},
  ) {
    const user = userEvent.setup();
    const tree = (
      <MemoryRouter initialEntries={[route]}>
        <SessionContext.Provider value={session}>
          {ui}
          <CurrentPath withSearch={withSearch} />
          <Toaster />
        </SessionContext.Provider>
      </MemoryRouter>
    );
    const result = render(
      queryClient ? <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider> : tree,
    );
    return { user, session, ...result };
  }

  /** A session that a successful sign-in really opens (as `me`), as the session provider does. */
  function SignsIn({ me, children }: { me: () => User; children: ReactNode }) {
    const [user, setUser] = useState<User | null>(null);
    const session = fakeSession({
      status: user ? 'authenticated' : 'unauthenticated',
      user,
      login: async () => {
        const signedIn = me();
        setUser(signedIn);
        return signedIn;
      },
    });
    return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
  }

  return { fakeSession, renderWithApp, SignsIn };
}

/**
 * The whole app as main.tsx starts it (startApp's frame), in a memory router at `route`: the real
 * session check and provider over the stubbed API, the routes, the toaster.
 */
export function bootApp<User>(session: AppSession<User>, routes: ReactNode, route: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[route]}>
      <SessionFrame session={session} initialCheck={session.startSessionCheck()}>
        {routes}
        <CurrentPath withSearch />
      </SessionFrame>
    </MemoryRouter>,
  );
  return user;
}

/** Signs in on the sign-in page shown, as a person does: the e-mail, a good password, "Sign in". */
export async function fillSignIn(user: UserEvent, email: string): Promise<void> {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), 'parola-buna');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

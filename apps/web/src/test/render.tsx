import type { User } from '@talent/contract/auth';
import { Toaster } from '@talent/ui/components/toaster';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/session-context';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    role: 'TALENT',
    email: 'ioana.popescu@example.com',
    firstName: 'Ioana',
    lastName: 'Popescu',
    phone: '+40721234567',
    gender: 'FEMALE',
    birthDate: '1998-03-14',
    preferredLanguage: 'EN',
    isGuardianModeEnabled: false,
    profilePhotoUrl: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

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

export function signedInSession(user: Partial<User> = {}, overrides: Partial<Session> = {}): Session {
  return fakeSession({
    status: 'authenticated',
    user: testUser(user),
    ...overrides,
  });
}

function CurrentPath() {
  const location = useLocation();
  return (
    <>
      <div data-testid="current-path">{location.pathname}</div>
      <div data-testid="current-search">{location.search}</div>
    </>
  );
}

/** A query cache of the test's own that gives up at once: a failure shows without retries. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

interface RenderOptions {
  route?: string;
  session?: Session;
  /** For screens rendered outside the shell (which otherwise provides the query cache). */
  queryClient?: QueryClient;
}

/** Renders inside a router (at `route`), the given session and the toaster, as the app does. */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', session = fakeSession(), queryClient }: RenderOptions = {},
) {
  const user = userEvent.setup();
  const tree = (
    <MemoryRouter initialEntries={[route]}>
      <SessionContext.Provider value={session}>
        {ui}
        <CurrentPath />
        <Toaster />
      </SessionContext.Provider>
    </MemoryRouter>
  );
  const result = render(
    queryClient ? <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider> : tree,
  );
  return { user, session, ...result };
}

/** Empties a field and types the new text, as a person correcting it does. */
export async function retype(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.type(field, text);
}

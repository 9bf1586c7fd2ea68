import type { User } from '@talent/contract/auth';
import { createAppRender } from '@talent/ui/test/app-render';
import { QueryClient } from '@tanstack/react-query';
import type { UserEvent } from '@testing-library/user-event';
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
    hasOwnProfile: true,
    profilePhotoUrl: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A session without a network (tests decide what login, register and logout do), a screen rendered as
 * the app renders it, and a session that a sign-in opens.
 */
export const { fakeSession, renderWithApp, SignsIn } = createAppRender({ SessionContext, withSearch: false });

export function signedInSession(user: Partial<User> = {}, overrides: Partial<Session> = {}): Session {
  return fakeSession({
    status: 'authenticated',
    user: testUser(user),
    ...overrides,
  });
}

/** A query cache of the test's own that gives up at once: a failure shows without retries. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Empties a field and types the new text, as a person correcting it does. */
export async function retype(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.type(field, text);
}

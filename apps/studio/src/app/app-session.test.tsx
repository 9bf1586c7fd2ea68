import { stubApi } from '@talent/ui/test/api-stub';
import { bootApp, fillSignIn } from '@talent/ui/test/app-render';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionProvider, startSessionCheck } from '@/lib/session-context';
import { testStaff } from '@/test/fixtures';
import { AppRoutes } from './app-routes';

const expired = { status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Token expired' } };

/** The studio as main.tsx starts it: the session check, the provider, the routes. */
const boot = (route: string) => bootApp({ SessionProvider, startSessionCheck }, <AppRoutes />, route);

describe('the studio session', () => {
  it('signs in through the staff API and keeps the tokens and language under its own keys, apart from the portal', async () => {
    localStorage.setItem('accessToken', 'portal-access');
    localStorage.setItem('language', 'ro');
    const api = stubApi({
      'POST /staff/auth/login': () => ({ body: { data: { accessToken: 'a1', refreshToken: 'r1' } } }),
      'GET /staff/me': () => ({ body: { data: testStaff() } }),
    });
    const user = boot('/login');
    await user.type(await screen.findByLabelText('Email address'), 'ana.director@example.com');
    await user.type(screen.getByLabelText('Password'), 'parola-buna');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('unverified-banner')).toBeInTheDocument();
    expect(localStorage.getItem('studio.accessToken')).toBe('a1');
    expect(localStorage.getItem('studio.refreshToken')).toBe('r1');
    expect(localStorage.getItem('accessToken')).toBe('portal-access');
    // The account reads the studio in English; the portal's visitor chose Romanian, and keeps it.
    expect(localStorage.getItem('studio.language')).toBe('en');
    expect(localStorage.getItem('language')).toBe('ro');
    // The top bar's bell follows the notifications by itself once signed in (tested on its own).
    const sessionCalls = api.calls.filter((call) => !call.path.startsWith('/notifications'));
    expect(sessionCalls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /staff/auth/login',
      'GET /staff/me',
    ]);
  }, 20_000);

  it('refreshes an expired token once through /staff/auth/refresh and carries on', async () => {
    localStorage.setItem('studio.accessToken', 'old');
    localStorage.setItem('studio.refreshToken', 'r1');
    let meCalls = 0;
    const api = stubApi({
      'GET /staff/me': () => (++meCalls === 1 ? expired : { body: { data: testStaff() } }),
      'POST /staff/auth/refresh': () => ({ body: { data: { accessToken: 'new', refreshToken: 'r2' } } }),
    });
    boot('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/staff/auth/refresh')?.body).toEqual({
      refreshToken: 'r1',
    });
    expect(localStorage.getItem('studio.accessToken')).toBe('new');
    expect(localStorage.getItem('studio.refreshToken')).toBe('r2');
  });

  it('goes back to sign-in when the refresh is refused, with the tokens gone', async () => {
    localStorage.setItem('studio.accessToken', 'old');
    localStorage.setItem('studio.refreshToken', 'revoked');
    stubApi({
      'GET /staff/me': () => expired,
      'POST /staff/auth/refresh': () => expired,
    });
    boot('/');

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/login'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the studio' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('studio.accessToken')).toBeNull();
    expect(localStorage.getItem('studio.refreshToken')).toBeNull();
  });

  it('signs out from the user menu: the server is told, the tokens go, sign-in shows', async () => {
    localStorage.setItem('studio.accessToken', 'a1');
    localStorage.setItem('studio.refreshToken', 'r1');
    const api = stubApi({
      'GET /staff/me': () => ({ body: { data: testStaff() } }),
      'POST /auth/logout': () => ({ status: 204 }),
    });
    const user = boot('/');
    await user.click(await screen.findByRole('button', { name: /Ana Ionescu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/login'));
    expect(api.calls.find((call) => call.path === '/auth/logout')?.body).toEqual({ refreshToken: 'r1' });
    expect(localStorage.getItem('studio.accessToken')).toBeNull();
  });
});

// That another user signing in goes home instead is the kit's rule: packages/ui/src/auth/way-back.test.tsx.
describe('the way back after signing in', () => {
  const path = () => screen.getByTestId('current-path');
  const ana = testStaff();

  async function signIn(user: UserEvent, email: string) {
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the studio' }),
    ).toBeInTheDocument();
    await fillSignIn(user, email);
  }

  it('survives a detour through sign-up and the forgotten password', async () => {
    stubApi({
      'POST /staff/auth/login': () => ({ body: { data: { accessToken: 'a1', refreshToken: 'r1' } } }),
      'GET /staff/me': () => ({ body: { data: ana } }),
    });
    const user = boot('/settings?tab=language');
    await user.click(await screen.findByRole('link', { name: 'Create a company account' }));
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await user.click(await screen.findByRole('link', { name: 'Back to sign in' }));

    await signIn(user, ana.email);
    await waitFor(() => expect(path()).toHaveTextContent('/settings?tab=language'));
  }, 20_000);
});

import type { User } from '@talent/contract/auth';
import { emitSessionEnd } from '@talent/ui/http/session-events';
import { stubApi } from '@talent/ui/test/api-stub';
import { bootApp, fillSignIn } from '@talent/ui/test/app-render';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionProvider, startSessionCheck } from '@/lib/session-context';
import { page, testProfile } from '@/test/fixtures';
import { testUser } from '@/test/render';
import { AppRoutes } from './app-routes';

const path = () => screen.getByTestId('current-path');
const talentA = testUser({ id: 'talent-a', firstName: 'Ioana' });

/** The real session API of the portal, answering as `me()` is signed in; the dashboard's data empty. */
function stubPortalApi(me: () => User) {
  return stubApi({
    'POST /auth/login': () => ({ body: { data: { accessToken: 'a2', refreshToken: 'r2' } } }),
    'GET /auth/me': () => ({ body: { data: me() } }),
    'GET /profiles/me': () => ({ body: { data: testProfile() } }),
    'GET /applications': () => ({ body: { data: [] } }),
    'GET /applications/my-stats': () => ({
      body: { data: { pendingApplications: 0, acceptedApplications: 0, availableCastings: 0 } },
    }),
    'GET /castings': () => ({ body: page([]) }),
  });
}

/** The portal as main.tsx starts it: the session check, the provider, the routes. */
const boot = (route: string) => bootApp({ SessionProvider, startSessionCheck }, <AppRoutes />, route);

async function signIn(user: UserEvent, email: string) {
  expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  await fillSignIn(user, email);
}

// That another user signing in goes home instead is the kit's rule: packages/ui/src/auth/way-back.test.tsx.
describe('the way back after signing in', () => {
  it('leads the same talent back to the page where the session ended', async () => {
    localStorage.setItem('accessToken', 'a1');
    localStorage.setItem('refreshToken', 'r1');
    stubPortalApi(() => talentA);
    const user = boot('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();

    // What the API client does when a refresh is refused.
    act(() => emitSessionEnd('refused'));
    await signIn(user, talentA.email);
    await waitFor(() => expect(path()).toHaveTextContent(/^\/help$/));
  }, 20_000);
});

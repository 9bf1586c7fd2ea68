import { stubApi } from '@talent/ui/test/api-stub';
import { fillSignIn } from '@talent/ui/test/app-render';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import { testStaff } from '@/test/fixtures';
import { fakeSession, renderApp, renderWithApp, SignsIn, signedInSession } from '@/test/render';

const path = () => screen.getByTestId('current-path');

describe('routes', () => {
  it('shows an accessible spinner while the session check runs', () => {
    renderApp('/', fakeSession({ status: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it.each(['/', '/clients', '/anything'])(
    'sends a visitor without a session from %s to sign in',
    async (route) => {
      renderApp(route);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sign in to the studio' }),
      ).toBeInTheDocument();
      expect(path()).toHaveTextContent('/login');
    },
  );

  it('brings a visitor back to the page asked for (a link from an e-mail) once signed in', async () => {
    stubApi({});
    const asked = '/castings/c1/applicants/a1?status=PENDING';
    const { user } = renderWithApp(
      <SignsIn me={testStaff}>
        <AppRoutes />
      </SignsIn>,
      { route: asked },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the studio' }),
    ).toBeInTheDocument();
    await fillSignIn(user, 'ioana@example.com');
    await waitFor(() => expect(path()).toHaveTextContent(asked));
  });

  it('opens sign-up and forgotten password from sign-in', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Create a company account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create a client account' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  });

  it('keeps a client out of the administrator screen', async () => {
    renderApp('/clients', signedInSession(testStaff()));
    await waitFor(() => expect(path()).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('link', { name: 'Clients to verify' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user from the public pages home', async () => {
    renderApp('/register', signedInSession());
    await waitFor(() => expect(path()).toHaveTextContent(/^\/$/));
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazySignInPages, RouteTable } from './route-table';
import { type Session, type SessionStatus, type SessionUser, sessionContextOf } from './session-context';

/** An app's public page module: a button that fetches the other page's chunk, as its idle time would. */
function pageModule(name: string) {
  return vi.fn(async () => ({
    default: ({ preloadOther }: { preloadOther?: () => void }) => (
      <button type="button" onClick={preloadOther}>
        {name}
      </button>
    ),
  }));
}

function renderTable(path: string, status: SessionStatus = 'unauthenticated') {
  const load = {
    Login: pageModule('Sign-in page'),
    Register: pageModule('Sign-up page'),
    ForgotPassword: pageModule('Forgotten password page'),
    ResetPassword: pageModule('New password page'),
  };
  const session = {
    status,
    user: status === 'authenticated' ? { id: 'u1', preferredLanguage: 'EN' } : null,
  } as Session;
  const SessionContext = sessionContextOf<SessionUser, never>();
  render(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTable
          signInPages={lazySignInPages(load)}
          open={<Route path="/unsubscribe" element={<p>Unsubscribe page</p>} />}
          signedIn={<Route index element={<p>Home page</p>} />}
        />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
  return { load, user: userEvent.setup() };
}

describe('RouteTable', () => {
  it("serves the app's sign-in and sign-up chunks at the kit's paths, each fetching the other's", async () => {
    const signIn = renderTable('/login');
    await signIn.user.click(await screen.findByRole('button', { name: 'Sign-in page' }));
    expect(signIn.load.Register).toHaveBeenCalledTimes(1);
    expect(signIn.load.ForgotPassword).not.toHaveBeenCalled();

    cleanup();
    const signUp = renderTable('/register');
    await signUp.user.click(await screen.findByRole('button', { name: 'Sign-up page' }));
    expect(signUp.load.Login).toHaveBeenCalledTimes(1);
  });

  it('opens the forgotten password page signed out, and sends a signed-in user home from it', async () => {
    renderTable('/forgot-password');
    expect(await screen.findByRole('button', { name: 'Forgotten password page' })).toBeVisible();
    cleanup();

    renderTable('/forgot-password', 'authenticated');
    expect(await screen.findByText('Home page')).toBeVisible();
  });

  it("opens the e-mailed reset link and the app's open pages signed in or not", async () => {
    renderTable('/reset-password', 'authenticated');
    expect(await screen.findByRole('button', { name: 'New password page' })).toBeVisible();
    cleanup();
    renderTable('/unsubscribe');
    expect(await screen.findByText('Unsubscribe page')).toBeVisible();
  });
});

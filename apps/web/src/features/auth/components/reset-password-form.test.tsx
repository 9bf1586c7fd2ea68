import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { fieldRefused, stubApi } from '@talent/ui/test/api-stub';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session-context';
import { fakeSession, signedInSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

const TOKEN = 'a'.repeat(43);

function renderPage(route: string, routes: Parameters<typeof stubApi>[0], session: Session = fakeSession()) {
  const api = stubApi(routes);
  return { ...renderApp(route, session), api };
}

const newPassword = () => screen.findByLabelText('New password');
const confirmPassword = () => screen.getByLabelText('Confirm new password');

async function submitPasswords(
  user: ReturnType<typeof renderPage>['user'],
  password: string,
  confirm = password,
) {
  await user.type(await newPassword(), password);
  await user.type(confirmPassword(), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('reset password', () => {
  it("refuses a mismatch with registration's message and sends nothing", async () => {
    const { user, api } = renderPage(`/reset-password?token=${TOKEN}`, {});
    await submitPasswords(user, 'new-password-1', 'new-password-2');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(confirmPassword()).toHaveAccessibleDescription("Passwords don't match");
    expect(api.calls).toHaveLength(0);
  });

  it('sets the new password and sends the visitor to sign in with a toast', async () => {
    const { user, api } = renderPage(`/reset-password?token=${TOKEN}`, {
      'POST /auth/reset-password': () => ({ status: 204 }),
    });
    await submitPasswords(user, 'new-password-1');

    expect(
      await screen.findByText('Your password was changed. Sign in with the new password.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
    expect(api.calls[0]).toMatchObject({
      path: '/auth/reset-password',
      body: { token: TOKEN, password: 'new-password-1' },
    });
  });

  it('works for a signed-in visitor too, whose local session then ends', async () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('refreshToken', 'refresh');
    const { user, api } = renderPage(
      `/reset-password?token=${TOKEN}`,
      { 'POST /auth/reset-password': () => ({ status: 204 }) },
      signedInSession(),
    );
    await submitPasswords(user, 'new-password-1');
    expect(
      await screen.findByText('Your password was changed. Sign in with the new password.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    // Sent without the old session's token.
    const headers = new Headers(api.fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBeNull();
  });

  it('turns a refused link into the invalid-link state with a way to ask for a new one', async () => {
    const { user } = renderPage(`/reset-password?token=${TOKEN}`, {
      'POST /auth/reset-password': () => fieldRefused('token', ACCOUNT_MESSAGES.resetLinkInvalid),
    });
    await submitPasswords(user, 'new-password-1');

    expect(await screen.findByTestId('reset-password-invalid')).toHaveTextContent(
      ACCOUNT_MESSAGES.resetLinkInvalid,
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Ask for a new reset link' }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/forgot-password');
  });

  it('shows the same state without calling the API when the link has no token', async () => {
    const { api } = renderPage('/reset-password', {});
    expect(await screen.findByTestId('reset-password-invalid')).toHaveTextContent(
      ACCOUNT_MESSAGES.resetLinkInvalid,
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(api.calls).toHaveLength(0);
  });
});

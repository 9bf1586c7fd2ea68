import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { fieldRefused } from '@talent/ui/test/api-stub';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/render';
import { renderSettings } from '@/test/render-settings';

async function openDialog(user: ReturnType<typeof renderSettings>['user']) {
  const section = await screen.findByTestId('danger-zone-card');
  expect(within(section).getByRole('heading', { name: 'Danger zone' })).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return dialog;
}

const passwordField = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('Enter your password to confirm');

describe('settings: danger zone', () => {
  it('asks for the password in a dialog that says what is erased; Cancel closes it and sends nothing', async () => {
    const { user, api } = renderSettings(testUser(), {});
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent(/profile, photos, videos, children's profiles and applications/);
    expect(passwordField(dialog)).toHaveFocus();
    expect(passwordField(dialog)).toHaveAttribute('type', 'password');

    await user.click(within(dialog).getByRole('button', { name: 'Delete account permanently' }));
    expect(passwordField(dialog)).toHaveAccessibleDescription('Please enter your password');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('shows a wrong password on the field and keeps the account signed in', async () => {
    const { user } = renderSettings(testUser(), {
      'DELETE /auth/me': () => fieldRefused('password', ACCOUNT_MESSAGES.passwordWrong),
    });
    const dialog = await openDialog(user);
    await user.type(passwordField(dialog), 'not-mine');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument();
    expect(passwordField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField(dialog)).toHaveFocus();
    expect(localStorage.getItem('accessToken')).toBe('token');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/settings');
  });

  it("falls back to 'Error deleting account'", async () => {
    const { user } = renderSettings(testUser(), { 'DELETE /auth/me': () => ({ status: 500, body: 'oops' }) });
    const dialog = await openDialog(user);
    await user.type(passwordField(dialog), 'secret-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account permanently' }));
    expect(await screen.findByText('Error deleting account')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes: DELETE /auth/me with the password, tokens cleared, signed out at /login with a toast', async () => {
    const { user, api } = renderSettings(testUser(), { 'DELETE /auth/me': () => ({ status: 204 }) });
    const dialog = await openDialog(user);
    await user.type(passwordField(dialog), 'secret-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account permanently' }));

    expect(await screen.findByText('Account successfully deleted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
    expect(api.calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: '/auth/me',
      body: { password: 'secret-password' },
    });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});

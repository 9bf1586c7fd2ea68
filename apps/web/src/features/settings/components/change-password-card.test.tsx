import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { changeLanguage } from '@talent/ui/i18n';
import { fieldRefused } from '@talent/ui/test/api-stub';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/render';
import { renderSettings } from '@/test/render-settings';

async function openPanel(user: ReturnType<typeof renderSettings>['user']) {
  const section = await screen.findByTestId('change-password-card');
  const toggle = within(section).getByRole('button', { name: 'Change password' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return section;
}

const current = (section: HTMLElement) => within(section).getByLabelText('Current password');
const fresh = (section: HTMLElement) => within(section).getByLabelText('New password');
const confirm = (section: HTMLElement) => within(section).getByLabelText('Confirm new password');

describe('settings: change password', () => {
  it("shows the specification's three messages under their fields, and sends nothing", async () => {
    const { user, api } = renderSettings(testUser(), {});
    const section = await openPanel(user);
    expect(current(section)).toHaveFocus();
    expect(current(section)).toHaveAttribute('type', 'password');
    expect(current(section)).toHaveAttribute('autocomplete', 'current-password');
    expect(fresh(section)).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm(section)).toHaveAttribute('autocomplete', 'new-password');

    await user.type(fresh(section), 'short');
    await user.type(confirm(section), 'other');
    await user.click(within(section).getByRole('button', { name: 'Save new password' }));

    expect(await within(section).findByText('Please enter your current password')).toBeInTheDocument();
    expect(current(section)).toHaveAccessibleDescription('Please enter your current password');
    expect(fresh(section)).toHaveAccessibleDescription('New password must be at least 8 characters');
    expect(confirm(section)).toHaveAccessibleDescription('Passwords do not match');
    expect(api.calls.some((call) => call.path === '/auth/change-password')).toBe(false);
  });

  it('says them in Romanian too', async () => {
    await changeLanguage('ro', { persist: false });
    const { user } = renderSettings(testUser({ preferredLanguage: 'RO' }), {});
    const section = await screen.findByTestId('change-password-card');
    await user.click(within(section).getByRole('button', { name: 'Schimbă parola' }));
    await user.type(within(section).getByLabelText('Parola nouă'), 'abc');
    await user.click(within(section).getByRole('button', { name: 'Salvează parola nouă' }));
    expect(await within(section).findByText('Te rugăm să introduci parola actuală')).toBeInTheDocument();
    expect(
      within(section).getByText('Parola nouă trebuie să aibă cel puțin 8 caractere'),
    ).toBeInTheDocument();
    expect(within(section).getByText('Parolele nu coincid')).toBeInTheDocument();
  });

  it("shows the server's wrong current password on its field", async () => {
    const { user } = renderSettings(testUser(), {
      'POST /auth/change-password': () =>
        fieldRefused('currentPassword', ACCOUNT_MESSAGES.currentPasswordWrong),
    });
    const section = await openPanel(user);
    await user.type(current(section), 'not-mine-1');
    await user.type(fresh(section), 'new-password-1');
    await user.type(confirm(section), 'new-password-1');
    await user.click(within(section).getByRole('button', { name: 'Save new password' }));
    expect(await within(section).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(current(section)).toHaveAttribute('aria-invalid', 'true');
    expect(current(section)).toHaveFocus();
  });

  it('changes it: only the payload is sent, success toast, the form clears and closes', async () => {
    const { user, api } = renderSettings(testUser(), {
      'POST /auth/change-password': () => ({ status: 204 }),
    });
    const section = await openPanel(user);
    await user.type(current(section), 'old-password-1');
    await user.type(fresh(section), 'new-password-1');
    await user.type(confirm(section), 'new-password-1');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Password successfully changed!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/auth/change-password')?.body).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'new-password-1',
    });
    const toggle = within(section).getByRole('button', { name: 'Change password' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(within(section).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(current(section)).toHaveValue('');
    expect(localStorage.getItem('accessToken')).toBe('token');
  });

  it("falls back to 'Error changing password'", async () => {
    const { user } = renderSettings(testUser(), {
      'POST /auth/change-password': () => ({ status: 500, body: 'oops' }),
    });
    const section = await openPanel(user);
    await user.type(current(section), 'old-password-1');
    await user.type(fresh(section), 'new-password-1');
    await user.type(confirm(section), 'new-password-1');
    await user.click(within(section).getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Error changing password')).toBeInTheDocument();
    expect(current(section)).toHaveValue('old-password-1');
  });
});

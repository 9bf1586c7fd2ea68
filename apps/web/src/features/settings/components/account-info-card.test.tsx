import { EMAIL_TAKEN_MESSAGE } from '@talent/contract/errors';
import { changeLanguage } from '@talent/ui/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { retype, testUser } from '@/test/render';
import { renderSettings, renderSettingsSaving } from '@/test/render-settings';

const card = () => screen.findByTestId('account-info-card');

describe('settings: account info', () => {
  it('shows the birth date read-only, with how to have it corrected, in both languages', async () => {
    renderSettings(testUser({ birthDate: '1998-03-14' }), {});
    const row = within(await card()).getByTestId('account-birthDate');
    expect(within(row).getByTestId('account-birthDate-value')).toHaveTextContent('14 March 1998');
    expect(row).toHaveTextContent(
      'The birth date cannot be changed after registration. If it is wrong, contact the agency (link in the page footer) to have it corrected.',
    );
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).queryByRole('textbox')).toBeNull();
    await changeLanguage('ro', { persist: false });
    expect(within(row).getByTestId('account-birthDate-value')).toHaveTextContent('14 martie 1998');
    expect(row).toHaveTextContent('Data nașterii nu se mai poate schimba după înregistrare.');
    await changeLanguage('en', { persist: false });
  });

  it('edits the e-mail in place: input focused, PATCH, toast, new value shown, focus back on Edit', async () => {
    const { user, api } = renderSettingsSaving(testUser({ email: 'old@example.com' }));
    const section = await card();
    expect(within(section).getByRole('heading', { name: 'Account information' })).toBeInTheDocument();
    expect(within(section).getByTestId('account-email-value')).toHaveTextContent('old@example.com');

    await user.click(within(section).getByRole('button', { name: 'Edit Email address' }));
    const input = within(section).getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('old@example.com');
    await retype(user, input, '  New@Example.com');
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ email: 'new@example.com' });
    expect(await within(section).findByTestId('account-email-value')).toHaveTextContent('new@example.com');
    expect(within(section).getByRole('button', { name: 'Edit Email address' })).toHaveFocus();
  });

  it('shows a taken e-mail (409) under the field and as a toast, translated, and stays in edit mode', async () => {
    await changeLanguage('ro', { persist: false });
    const { user } = renderSettings(testUser({ preferredLanguage: 'RO' }), {
      'PATCH /auth/me': () => ({
        status: 409,
        body: { statusCode: 409, code: 'EMAIL_TAKEN', message: EMAIL_TAKEN_MESSAGE },
      }),
    });
    const section = await card();
    await user.click(within(section).getByRole('button', { name: 'Editează Adresa de e-mail' }));
    const input = within(section).getByRole('textbox', { name: 'Adresa de e-mail' });
    await retype(user, input, 'taken@example.com');
    await user.click(within(section).getByRole('button', { name: 'Salvează' }));

    const message = 'Există deja un cont cu această adresă de e-mail';
    expect(await within(section).findByText(message)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Under the field and in the toast, which the toaster may show a moment later.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  });

  it("falls back to 'Error updating' when the server says nothing readable", async () => {
    const { user } = renderSettings(testUser(), { 'PATCH /auth/me': () => ({ status: 500, body: 'oops' }) });
    const section = await card();
    await user.click(within(section).getByRole('button', { name: 'Edit Phone number' }));
    const input = within(section).getByRole('textbox', { name: 'Phone number' });
    await retype(user, input, '+40744111222');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating')).toBeInTheDocument();
  });

  it('cancels with Escape or Cancel: nothing sent, the old value stays, focus back on Edit', async () => {
    const { user, api } = renderSettings(testUser({ email: 'keep@example.com' }), {});
    const section = await card();
    const edit = within(section).getByRole('button', { name: 'Edit Email address' });
    await user.click(edit);
    await user.type(within(section).getByRole('textbox', { name: 'Email address' }), 'x');
    await user.keyboard('{Escape}');
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).getByTestId('account-email-value')).toHaveTextContent('keep@example.com');
    expect(within(section).getByRole('button', { name: 'Edit Email address' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.type(within(section).getByRole('textbox', { name: 'Email address' }), 'y');
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).getByTestId('account-email-value')).toHaveTextContent('keep@example.com');
    expect(within(section).getByRole('button', { name: 'Edit Email address' })).toHaveFocus();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it("says 'nesetat' for a missing phone, and refuses an invalid one with the specification's message", async () => {
    await changeLanguage('ro', { persist: false });
    const { user, api } = renderSettings(testUser({ phone: null, preferredLanguage: 'RO' }), {});
    const section = await card();
    expect(within(section).getByTestId('account-phone-value')).toHaveTextContent('nesetat');
    await changeLanguage('en', { persist: false });
    expect(await within(section).findByText('not set')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Edit Phone number' }));
    const input = within(section).getByRole('textbox', { name: 'Phone number' });
    await user.type(input, '0721');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(
      await within(section).findByText('Phone must be in valid international format (e.g., +40721234567)'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('clears the phone when saved blank (sent as null), then shows not set', async () => {
    const { user, api } = renderSettingsSaving(testUser({ phone: '+40721234567' }));
    const section = await card();
    await user.click(within(section).getByRole('button', { name: 'Edit Phone number' }));
    await user.clear(within(section).getByRole('textbox', { name: 'Phone number' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ phone: null });
    expect(await within(section).findByText('not set')).toBeInTheDocument();
  });
});

import { currentLanguage } from '@talent/ui/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/render';
import { renderSettings, renderSettingsSaving } from '@/test/render-settings';

describe('settings: language', () => {
  it('switches the whole interface at once, saves preferredLanguage and remembers it on this device', async () => {
    const { user, api } = renderSettingsSaving(testUser({ preferredLanguage: 'EN' }));
    const section = await screen.findByTestId('language-card');
    const group = within(section).getByRole('group', { name: 'Interface language' });
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'Română' }));

    // The toast speaks the new language, and so does the page (and the shell) without a reload.
    expect(await screen.findByText('Limba a fost schimbată cu succes!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Setări' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigare principală' })).toBeInTheDocument();
    expect(within(section).getByRole('radio', { name: 'Română' })).toBeChecked();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ preferredLanguage: 'RO' });
    expect(localStorage.getItem('language')).toBe('ro');
    expect(document.documentElement).toHaveAttribute('lang', 'ro');
  });

  it("keeps the language on failure and shows the server's message", async () => {
    const { user } = renderSettings(testUser(), {
      'PATCH /auth/me': () => ({
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Language not supported right now' },
      }),
    });
    const section = await screen.findByTestId('language-card');
    await user.click(within(section).getByRole('radio', { name: 'Română' }));
    expect(await screen.findByText('Language not supported right now')).toBeInTheDocument();
    expect(within(section).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it("falls back to the error's own message, then to 'Error changing language'", async () => {
    const { user, api } = renderSettings(testUser(), {
      'PATCH /auth/me': () => ({ status: 500, body: 'oops' }),
    });
    const section = await screen.findByTestId('language-card');
    await user.click(within(section).getByRole('radio', { name: 'Română' }));
    expect(await screen.findByText('Error changing language')).toBeInTheDocument();

    api.fetchMock.mockRejectedValueOnce(new TypeError('Network is unreachable'));
    await user.click(within(section).getByRole('radio', { name: 'Română' }));
    expect(await screen.findByText('Network is unreachable')).toBeInTheDocument();
    expect(within(section).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(currentLanguage()).toBe('en');
  });
});

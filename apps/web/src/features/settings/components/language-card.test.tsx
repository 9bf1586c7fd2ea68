import { currentLanguage } from '@talent/ui/i18n';
import { itSavesTheLanguage } from '@talent/ui/test/language-card-checks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/render';
import { renderSettings, renderSettingsSaving } from '@/test/render-settings';

describe('settings: language', () => {
  itSavesTheLanguage({
    open: (refuse) =>
      refuse
        ? renderSettings(testUser(), { 'PATCH /auth/me': () => refuse })
        : renderSettingsSaving(testUser({ preferredLanguage: 'EN' })),
    legend: 'Interface language',
    refusal: {
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Language not supported right now' },
    },
    // The portal's shell speaks the new language too, without a reload.
    afterSwitch: () =>
      expect(screen.getByRole('navigation', { name: 'Navigare principală' })).toBeInTheDocument(),
    afterRefusal: () => expect(localStorage.getItem('language')).toBe('en'),
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

import { GUARDIAN_MESSAGES } from '@talent/contract/children-messages';
import { changeLanguage } from '@talent/ui/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/render';
import { renderSettings } from '@/test/render-settings';

const mainNav = () => screen.getByRole('navigation', { name: /^(Main navigation|Navigare principală)$/ });

describe('settings: guardian mode', () => {
  it('enables guardian mode: toast, state, and the Children entry appears in the nav at once', async () => {
    let current = testUser({ isGuardianModeEnabled: false });
    const { user, api } = renderSettings(current, {
      'POST /users/guardian-mode/enable': () => {
        current = { ...current, isGuardianModeEnabled: true };
        return { body: { data: current } };
      },
      'GET /auth/me': () => ({ body: { data: current } }),
    });
    const card = await screen.findByTestId('guardian-mode-card');
    expect(within(card).getByRole('heading', { name: 'Guardian mode' })).toBeInTheDocument();
    expect(card).toHaveTextContent('18+');
    expect(within(card).getByTestId('guardian-mode-state')).toHaveTextContent('Disabled');
    expect(within(mainNav()).queryByRole('link', { name: 'Children' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Enable guardian mode' }));

    expect(await screen.findByText('Guardian mode enabled successfully')).toBeInTheDocument();
    expect(await within(mainNav()).findByRole('link', { name: 'Children' })).toHaveAttribute(
      'href',
      '/children',
    );
    expect(within(card).getByTestId('guardian-mode-state')).toHaveTextContent('Enabled');
    expect(within(card).getByRole('button', { name: 'Disable guardian mode' })).toBeEnabled();
    expect(
      api.calls.some((call) => call.method === 'POST' && call.path === '/users/guardian-mode/enable'),
    ).toBe(true);
  });

  it('disables it in Romanian: the Romanian toast, and the Children entry goes', async () => {
    await changeLanguage('ro', { persist: false });
    let current = testUser({ isGuardianModeEnabled: true, preferredLanguage: 'RO' });
    const { user } = renderSettings(current, {
      'POST /users/guardian-mode/disable': () => {
        current = { ...current, isGuardianModeEnabled: false };
        return { body: { data: current } };
      },
      'GET /auth/me': () => ({ body: { data: current } }),
    });
    const card = await screen.findByTestId('guardian-mode-card');
    expect(within(mainNav()).getByRole('link', { name: 'Copii' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Dezactivează modul tutore' }));
    expect(await screen.findByText('Modul tutore a fost dezactivat cu succes')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Activează modul tutore' });
    expect(within(mainNav()).queryByRole('link', { name: 'Copii' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal (under 18) translated, and leaves the mode off", async () => {
    await changeLanguage('ro', { persist: false });
    const current = testUser({ isGuardianModeEnabled: false, preferredLanguage: 'RO' });
    const { user } = renderSettings(current, {
      'POST /users/guardian-mode/enable': () => ({
        status: 403,
        body: { statusCode: 403, code: 'ADULT_REQUIRED', message: GUARDIAN_MESSAGES.adultRequired },
      }),
      'GET /auth/me': () => ({ body: { data: current } }),
    });
    const card = await screen.findByTestId('guardian-mode-card');
    await user.click(within(card).getByRole('button', { name: 'Activează modul tutore' }));
    expect(
      await screen.findByText('Trebuie să ai cel puțin 18 ani pentru a activa modul tutore'),
    ).toBeInTheDocument();
    expect(within(card).getByTestId('guardian-mode-state')).toHaveTextContent('Dezactivat');
  });

  it("falls back to 'Failed to toggle guardian mode' without a server message", async () => {
    const current = testUser();
    const { user } = renderSettings(current, {
      'POST /users/guardian-mode/enable': () => ({ status: 500, body: 'oops' }),
      'GET /auth/me': () => ({ body: { data: current } }),
    });
    const card = await screen.findByTestId('guardian-mode-card');
    await user.click(within(card).getByRole('button', { name: 'Enable guardian mode' }));
    expect(await screen.findByText('Failed to toggle guardian mode')).toBeInTheDocument();
  });
});

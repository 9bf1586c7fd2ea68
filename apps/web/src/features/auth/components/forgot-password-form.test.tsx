import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

function renderPage(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes);
  return { ...renderApp('/forgot-password', fakeSession()), api };
}

const sent = () => ({ status: 202, body: { data: { message: ACCOUNT_MESSAGES.resetLinkSent } } });

describe('forgot password', () => {
  it("refuses an invalid e-mail with the specification's message and sends nothing", async () => {
    const { user, api } = renderPage({ 'POST /auth/forgot-password': sent });
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's answer in a success panel with the way back to sign in", async () => {
    const { user, api } = renderPage({ 'POST /auth/forgot-password': sent });
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), ' Ioana@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const panel = await screen.findByTestId('forgot-password-sent');
    expect(panel).toHaveAttribute('role', 'status');
    expect(panel).toHaveFocus();
    expect(panel).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkSent);
    expect(api.calls[0]).toMatchObject({
      path: '/auth/forgot-password',
      body: { email: 'ioana@example.com' },
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    // The panel follows the language.
    await changeLanguage('ro', { persist: false });
    expect(
      await screen.findByText(
        'Dacă există un cont cu această adresă de e-mail, ți-am trimis un link pentru resetarea parolei. Linkul este valabil o oră.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Înapoi la autentificare' }));
    expect(await screen.findByRole('heading', { name: 'Autentifică-te în contul tău' })).toBeInTheDocument();
  });

  it('shows the rate limit (429) message as a toast, translated', async () => {
    await changeLanguage('ro', { persist: false });
    const { user } = renderPage({
      'POST /auth/forgot-password': () => ({
        status: 429,
        body: { statusCode: 429, code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.tooManyResetRequests },
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Adresa de e-mail' }), 'ioana@example.com');
    await user.click(screen.getByRole('button', { name: 'Trimite linkul de resetare' }));
    expect(
      await screen.findByText(
        'Prea multe cereri de resetare a parolei. Te rugăm să aștepți câteva minute și să încerci din nou.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('forgot-password-sent')).not.toBeInTheDocument();
  });
});

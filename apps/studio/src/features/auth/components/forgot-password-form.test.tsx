import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ForgotPasswordForm } from './forgot-password-form';

describe('ForgotPasswordForm', () => {
  it("asks for a reset link and shows the server's answer in the active language", async () => {
    await changeLanguage('ro', { persist: false });
    const api = stubApi({
      'POST /auth/forgot-password': () => ({
        status: 202,
        body: { data: { message: ACCOUNT_MESSAGES.resetLinkSent } },
      }),
    });
    const { user } = renderWithApp(<ForgotPasswordForm />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Adresa de e-mail'), 'ana.director@example.com');
    await user.click(screen.getByRole('button', { name: 'Trimite linkul de resetare' }));

    const answer = await screen.findByTestId('forgot-password-sent');
    expect(answer).toHaveTextContent('Dacă există un cont pentru această adresă de e-mail');
    expect(answer).toHaveFocus();
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { email: 'ana.director@example.com' } });
  });
});

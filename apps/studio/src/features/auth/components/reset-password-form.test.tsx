import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ResetPasswordForm } from './reset-password-form';

describe('ResetPasswordForm', () => {
  it('sets the new password with the e-mailed token, ends the studio session here and goes to sign-in', async () => {
    localStorage.setItem('studio.accessToken', 'a1');
    const api = stubApi({ 'POST /auth/reset-password': () => ({ status: 204 }) });
    const { user } = renderWithApp(<ResetPasswordForm token="tok-123" />, { route: '/reset-password' });
    await user.type(screen.getByLabelText('New password'), 'o-parola-noua');
    await user.type(screen.getByLabelText('Confirm new password'), 'o-parola-noua');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/login'));
    expect(api.calls[0]).toMatchObject({
      path: '/auth/reset-password',
      body: { token: 'tok-123', password: 'o-parola-noua' },
    });
    expect(localStorage.getItem('studio.accessToken')).toBeNull();
  });

  it('asks for a new link when the server refuses the token', async () => {
    stubApi({
      'POST /auth/reset-password': () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'INVALID_TOKEN',
          message: 'This password reset link is invalid or has expired. Please ask for a new one.',
        },
      }),
    });
    const { user } = renderWithApp(<ResetPasswordForm token="used" />, { route: '/reset-password' });
    await user.type(screen.getByLabelText('New password'), 'o-parola-noua');
    await user.type(screen.getByLabelText('Confirm new password'), 'o-parola-noua');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Link invalid or expired');
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

import { INVALID_CREDENTIALS_MESSAGE } from '@talent/contract/errors';
import { REPORT_MESSAGES } from '@talent/contract/message-limits';
import { ONLY_STAFF_MESSAGE } from '@talent/contract/staff';
import { ApiError } from '@talent/ui/http/api-client';
import { changeLanguage } from '@talent/ui/i18n';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session-context';
import { testStaff } from '@/test/fixtures';
import { fakeSession, renderWithApp } from '@/test/render';
import { LoginForm } from './login-form';

async function signIn(login: Session['login']) {
  const view = renderWithApp(<LoginForm />, { route: '/login', session: fakeSession({ login }) });
  await view.user.type(screen.getByLabelText('Email address'), 'ioana@example.com');
  await view.user.type(screen.getByLabelText('Password'), 'parola-buna');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

describe('LoginForm', () => {
  it('signs a staff user in and goes home', async () => {
    const login = vi.fn<Session['login']>(async () => testStaff());
    await signIn(login);
    expect(login).toHaveBeenCalledWith({ email: 'ioana@example.com', password: 'parola-buna' });
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
  });

  it('tells a talent, in the active language, that the studio is for staff, and links to the portal', async () => {
    await changeLanguage('ro', { persist: false });
    const login = vi.fn<Session['login']>(async () => {
      throw new ApiError(403, 'ONLY_STAFF', ONLY_STAFF_MESSAGE);
    });
    const view = renderWithApp(<LoginForm />, { route: '/login', session: fakeSession({ login }) });
    await view.user.type(screen.getByLabelText('Adresa de e-mail'), 'talent@example.com');
    await view.user.type(screen.getByLabelText('Parola'), 'parola-buna');
    await view.user.click(screen.getByRole('button', { name: 'Autentificare' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Doar conturile echipei de casting (client sau administrator) pot folosi studioul.',
    );
    expect(alert).not.toHaveTextContent(ONLY_STAFF_MESSAGE);
    expect(screen.getByRole('link', { name: /Talent Portal/ })).toHaveAttribute('href', '/login');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('shows wrong credentials in the form, without a portal link', async () => {
    await signIn(async () => {
      throw new ApiError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.queryByRole('link', { name: /Talent Portal/ })).not.toBeInTheDocument();
  });

  it('tells a suspended company why it cannot sign in, in the active language', async () => {
    await changeLanguage('ro', { persist: false });
    const login = vi.fn<Session['login']>(async () => {
      throw new ApiError(403, 'ACCOUNT_SUSPENDED', REPORT_MESSAGES.accountSuspended);
    });
    const view = renderWithApp(<LoginForm />, { route: '/login', session: fakeSession({ login }) });
    await view.user.type(screen.getByLabelText('Adresa de e-mail'), 'firma@example.com');
    await view.user.type(screen.getByLabelText('Parola'), 'parola-buna');
    await view.user.click(screen.getByRole('button', { name: 'Autentificare' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Contul a fost suspendat în urma unei verificări a echipei noastre.');
    expect(alert).not.toHaveTextContent(REPORT_MESSAGES.accountSuspended);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it("checks the fields with the contract's rules before calling the server", async () => {
    const login = vi.fn<Session['login']>();
    const view = renderWithApp(<LoginForm />, { route: '/login', session: fakeSession({ login }) });
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(login).not.toHaveBeenCalled();
  });
});

import { createAuthRoute } from '@talent/ui/auth/auth-route';
import { ApiError } from '@talent/ui/http/api-client';
import { changeLanguage } from '@talent/ui/i18n';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session-context';
import { fakeSession, renderWithApp, testUser } from '@/test/render';
import { AuthPage } from './auth-page';
import { LoginForm } from './login-form';

function renderLogin(session = fakeSession()) {
  return renderWithApp(<LoginForm />, { route: '/login', session });
}

describe('LoginForm', () => {
  it('labels its fields for autofill and shows the specification messages under them', async () => {
    const { user } = renderLogin();

    const email = screen.getByLabelText('Email address');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await user.type(email, 'not-an-email');
    await user.type(password, '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
  });

  it('shows the same messages in Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Autentificare' }));

    expect(await screen.findByText('Adresă de e-mail invalidă')).toBeInTheDocument();
    expect(screen.getByText('Parola trebuie să aibă cel puțin 6 caractere')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresa de e-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs in, says so and goes to the dashboard', async () => {
    const login = vi.fn<Session['login']>(async () => testUser());
    const { user } = renderLogin(fakeSession({ login }));

    await user.type(screen.getByLabelText('Email address'), '  Ioana.Popescu@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'parola-sigura-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    // The contract's schema normalises the address before it is sent.
    expect(login).toHaveBeenCalledWith({ email: 'ioana.popescu@example.com', password: 'parola-sigura-1' });
    // React Router renders the navigation in a transition: under load it lands a moment later.
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
  });

  it('disables the button and marks it busy while signing in', async () => {
    let finish: () => void = () => {};
    const login = vi.fn<Session['login']>(
      () =>
        new Promise((resolve) => {
          finish = () => resolve(testUser());
        }),
    );
    const { user } = renderLogin(fakeSession({ login }));

    await user.type(screen.getByLabelText('Email address'), 'ioana@example.com');
    await user.type(screen.getByLabelText('Password'), 'parola-sigura-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const button = await screen.findByRole('button', { name: 'Sign in', busy: true });
    expect(button).toBeDisabled();
    finish();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  });

  it("shows the server's message, translated, when sign-in is refused", async () => {
    await changeLanguage('ro', { persist: false });
    const login = vi.fn<Session['login']>(async () => {
      throw new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
    });
    const { user } = renderLogin(fakeSession({ login }));

    await user.type(screen.getByLabelText('Adresa de e-mail'), 'ioana@example.com');
    await user.type(screen.getByLabelText('Parola'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Autentificare' }));

    expect(await screen.findByText('E-mail sau parolă incorecte')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('falls back to "Login failed" when the server could not be reached', async () => {
    const login = vi.fn<Session['login']>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderLogin(fakeSession({ login }));

    await user.type(screen.getByLabelText('Email address'), 'ioana@example.com');
    await user.type(screen.getByLabelText('Password'), 'parola-sigura-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('leads Tab through the whole sign-in page, then out of it and round to the top', async () => {
    // A walk saw focus on <body> after "Forgot password?": that is Tab leaving the page for the
    // browser's own controls, as after any page's last control; the page itself has no dead stop.
    // The sign-in route as app-routes.tsx shows it (features do not import app/).
    const LoginRoute = createAuthRoute('login', AuthPage, LoginForm);
    const { user } = renderWithApp(<LoginRoute />, { route: '/login' });
    const stops = [
      screen.getByRole('button', { name: 'Română' }),
      screen.getByRole('button', { name: 'English' }),
      screen.getByRole('link', { name: 'create a new account' }),
      screen.getByLabelText('Email address'),
      screen.getByLabelText('Password'),
      screen.getByRole('button', { name: 'Sign in' }),
      screen.getByRole('link', { name: 'Forgot password?' }),
      document.body,
      screen.getByRole('button', { name: 'Română' }),
    ];
    for (const stop of stops) {
      await user.tab();
      expect(document.activeElement).toBe(stop);
    }
  });
});

import { EMAIL_TAKEN_MESSAGE } from '@talent/contract/errors';
import { ApiError } from '@talent/ui/http/api-client';
import { changeLanguage } from '@talent/ui/i18n';
import { fillByLabel } from '@talent/ui/test/fill-by-label';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session-context';
import { testStaff } from '@/test/fixtures';
import { fakeSession, renderWithApp } from '@/test/render';
import { RegisterForm } from './register-form';

const VALID = {
  'Company name': 'Filmique SRL',
  'CUI (company code)': 'RO 14399840',
  'First name': 'Ana',
  'Last name': 'Ionescu',
  'Phone number': '+40721234567',
  'Email address': 'Ana@Example.com',
  Password: 'o-parola-buna',
  'Confirm password': 'o-parola-buna',
};

/** Only the form's own labels, so a typo in a test fails to compile rather than to find. */
const fill = (user: UserEvent, values: Partial<Record<keyof typeof VALID, string>>) =>
  fillByLabel(user, values);

function renderForm(register: Session['register'] = vi.fn<Session['register']>(async () => testStaff())) {
  return renderWithApp(<RegisterForm />, { route: '/register', session: fakeSession({ register }) });
}

describe('RegisterForm', () => {
  // The first two type every field and load the contract's rules: slow on a busy machine.
  it('sends the company, the contact person and the account, in the chosen language, without the confirmation', async () => {
    const register = vi.fn<Session['register']>(async () => testStaff());
    const { user } = renderForm(register);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect(register).toHaveBeenCalledWith({
      companyName: 'Filmique SRL',
      companyCode: 'RO14399840',
      firstName: 'Ana',
      lastName: 'Ionescu',
      phone: '+40721234567',
      email: 'ana@example.com',
      password: 'o-parola-buna',
      preferredLanguage: 'EN',
    });
  }, 15_000);

  it("refuses a CUI whose check digit is wrong, with the contract's message", async () => {
    const register = vi.fn<Session['register']>();
    const { user } = renderForm(register);
    await fill(user, { ...VALID, 'CUI (company code)': 'RO14399841' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('This is not a valid CUI: check the digits')).toBeInTheDocument();
    expect(screen.getByLabelText('CUI (company code)')).toHaveAttribute('aria-invalid', 'true');
    expect(register).not.toHaveBeenCalled();
  }, 15_000);

  it("shows the contract's messages in Romanian", async () => {
    await changeLanguage('ro', { persist: false });
    const register = vi.fn<Session['register']>();
    const { user } = renderForm(register);
    await user.type(screen.getByLabelText('Parola'), 'o-parola-buna');
    await user.type(screen.getByLabelText('Confirmă parola'), 'alta-parola');
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));

    expect(await screen.findByText('Numele companiei este obligatoriu')).toBeInTheDocument();
    expect(screen.getByText('Codul fiscal (CUI) este obligatoriu')).toBeInTheDocument();
    expect(screen.getByText('Prenumele este obligatoriu')).toBeInTheDocument();
    expect(screen.getByText('Parolele nu se potrivesc')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('puts a taken e-mail under the e-mail field', async () => {
    const { user } = renderForm(async () => {
      throw new ApiError(409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    });
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const field = screen.getByLabelText('Email address');
    expect(await screen.findAllByText('An account with this email address already exists')).not.toHaveLength(
      0,
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/register');
  });
});

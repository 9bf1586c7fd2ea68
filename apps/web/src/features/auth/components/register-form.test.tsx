import { todayIsoDate } from '@talent/contract/dates';
import { ApiError } from '@talent/ui/http/api-client';
import { changeLanguage } from '@talent/ui/i18n';
import { fillByLabel } from '@talent/ui/test/fill-by-label';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session-context';
import { fakeSession, renderWithApp, testUser } from '@/test/render';
import { RegisterForm } from './register-form';

function renderRegister(session = fakeSession()) {
  return renderWithApp(<RegisterForm />, { route: '/register', session });
}

/** A birth date `years` years before today, as the date input gives it. */
function yearsAgo(years: number): string {
  const [year, month, day] = todayIsoDate().split('-');
  return `${Number(year) - years}-${month}-${day === '29' && month === '02' ? '28' : day}`;
}

const VALID = {
  'Email address': 'Mara.Ionescu@Example.com',
  'First name': 'Mara',
  'Last name': 'Ionescu',
  'Phone number': '+40721234567',
  'Birth Date': '1998-03-14',
  Password: 'parola-sigura-1',
  'Confirm Password': 'parola-sigura-1',
};

async function fillValidForm(user: ReturnType<typeof renderRegister>['user']) {
  await fillByLabel(user, VALID);
  await user.selectOptions(screen.getByLabelText('Gender'), 'FEMALE');
}

describe('RegisterForm', () => {
  it('has the fields of the specification in order, with helpers and the phone placeholder', () => {
    renderRegister();

    const labels = [
      'Email address',
      'First name',
      'Last name',
      'Phone number',
      'Birth Date',
      'Gender',
      'Password',
      'Confirm Password',
    ];
    const controls = labels.map((label) => screen.getByLabelText(label));
    for (let i = 1; i < controls.length; i++) {
      // Each control comes after the previous one in the document (and so in tab order).
      expect(controls[i - 1]?.compareDocumentPosition(controls[i] as Node)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('placeholder', '+40721234567');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'International format (e.g., +40721234567)',
    );
    expect(screen.getByLabelText('Birth Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Birth Date')).toHaveAccessibleDescription(
      'You must be at least 13 years old',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Must be at least 8 characters');
    expect(
      [...(screen.getByLabelText('Gender') as HTMLSelectElement).options].map((option) => option.text),
    ).toEqual(['Select gender', 'Male', 'Female']);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('shows a message under every missing field', async () => {
    const { user } = renderRegister();

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const expected: [string, string][] = [
      ['Email address', 'Invalid email address'],
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Phone number', 'Phone number is required'],
      ['Birth Date', 'Birth date is required'],
      ['Gender', 'Gender is required'],
      ['Password', 'Password must be at least 8 characters'],
    ];
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    for (const [label, message] of expected) {
      const control = screen.getByLabelText(label);
      expect(control, label).toHaveAttribute('aria-invalid', 'true');
      expect(control, label).toHaveAccessibleDescription(expect.stringContaining(message));
    }
  });

  it('checks the phone format and the age', async () => {
    const { user } = renderRegister();

    await user.type(screen.getByLabelText('Phone number'), '0721');
    await user.type(screen.getByLabelText('Birth Date'), yearsAgo(12));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('Phone must be in valid international format (e.g., +40721234567)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Birth Date')).toHaveAccessibleDescription(
      'You must be at least 13 years old You must be at least 13 years old to register',
    );
  });

  it('accepts a talent who turns 13 today', async () => {
    const register = vi.fn<Session['register']>(async () => testUser());
    const { user } = renderRegister(fakeSession({ register }));

    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Birth Date'));
    await user.type(screen.getByLabelText('Birth Date'), yearsAgo(13));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(register).toHaveBeenCalledWith(expect.objectContaining({ birthDate: yearsAgo(13) })),
    );
  });

  it('shows "Passwords don\'t match" on Confirm Password, in both languages', async () => {
    const { user } = renderRegister();

    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'parola-alta-22');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');

    await changeLanguage('ro', { persist: false });
    expect(await screen.findByText('Parolele nu se potrivesc')).toBeInTheDocument();
  });

  it('speaks Romanian: labels, helpers and messages', async () => {
    await changeLanguage('ro', { persist: false });
    const { user } = renderRegister();

    expect(screen.getByLabelText('Număr de telefon')).toHaveAccessibleDescription(
      'Format internațional (de ex., +40721234567)',
    );
    expect(screen.getByLabelText('Data nașterii')).toHaveAccessibleDescription(
      'Trebuie să ai cel puțin 13 ani',
    );
    await user.click(screen.getByRole('button', { name: 'Creează contul' }));

    for (const message of [
      'Adresă de e-mail invalidă',
      'Prenumele este obligatoriu',
      'Numele este obligatoriu',
      'Numărul de telefon este obligatoriu',
      'Data nașterii este obligatorie',
      'Genul este obligatoriu',
      'Parola trebuie să aibă cel puțin 8 caractere',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('registers with the chosen language, without confirmPassword, then says so and goes to the dashboard', async () => {
    const register = vi.fn<Session['register']>(async () => testUser({ firstName: 'Mara' }));
    const { user } = renderRegister(fakeSession({ register }));

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({
      email: 'mara.ionescu@example.com',
      firstName: 'Mara',
      lastName: 'Ionescu',
      phone: '+40721234567',
      birthDate: '1998-03-14',
      gender: 'FEMALE',
      password: 'parola-sigura-1',
      role: 'TALENT',
      preferredLanguage: 'EN',
    });
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
  });

  it("puts the server's field messages on their fields and shows its message", async () => {
    const register = vi.fn<Session['register']>(async () => {
      throw new ApiError(409, 'EMAIL_TAKEN', 'An account with this email address already exists');
    });
    const { user } = renderRegister(fakeSession({ register }));

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // Under the field and in the toast.
    await waitFor(() =>
      expect(screen.getAllByText('An account with this email address already exists')).toHaveLength(2),
    );
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'An account with this email address already exists',
    );
    expect(screen.getByTestId('current-path')).toHaveTextContent('/register');
  });

  it('shows per-field errors sent by the server, and "Registration failed" without a server message', async () => {
    const register = vi
      .fn<Session['register']>()
      .mockRejectedValueOnce(
        new ApiError(400, 'VALIDATION_ERROR', 'Invalid input', {
          phone: 'Phone must be in valid international format (e.g., +40721234567)',
        }),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderRegister(fakeSession({ register }));

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(
      await screen.findByText('Phone must be in valid international format (e.g., +40721234567)'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });
});

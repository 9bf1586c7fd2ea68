import type { Gender } from '@talent/contract/auth';
import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProfile } from '@/test/fixtures';
import { renderWithApp, testQueryClient } from '@/test/render';
import { stepPayload } from './onboarding-payload';
import { emptyFormData, onboardingStorageKey, readOnboardingState } from './onboarding-state';
import { OnboardingWizard } from './onboarding-wizard';

function stubOnboardingApi() {
  return stubApi({
    'POST /profiles': () => ({ body: { data: testProfile() } }),
    'POST /skills/language': ({ body }) => ({
      status: 201,
      body: { data: { id: 'lang-1', ...(body as object) } },
    }),
  });
}

function renderWizard({ userId = 'user-1', gender = 'FEMALE' as Gender | null } = {}) {
  const api = stubOnboardingApi();
  const rendered = renderWithApp(<OnboardingWizard userId={userId} accountGender={gender} />, {
    route: '/onboarding',
    queryClient: testQueryClient(),
  });
  const writes = () => api.calls.filter((call) => call.method !== 'GET');
  return { ...rendered, api, writes };
}

const progress = () => screen.getByRole('progressbar', { name: 'Onboarding progress' });

describe('onboarding wizard', () => {
  it('moves forward and back within the 8 steps; Skip marks the step completed', async () => {
    const { user, writes } = renderWizard();
    expect(
      screen.getByRole('heading', { level: 1, name: "Welcome! Let's complete your profile" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(progress()).toHaveAttribute('aria-valuemax', '8');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Physical look' })).toHaveFocus();
    expect(readOnboardingState('user-1').completedSteps).toEqual([1]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByText('Step completed', { exact: false })).toBeInTheDocument();

    for (let step = 1; step < 8; step += 1) await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('Step 8 of 8')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '8');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('keeps the state per user and resumes it after a remount', async () => {
    const first = renderWizard();
    await first.user.click(screen.getByRole('button', { name: 'Skip' }));
    await first.user.type(screen.getByLabelText('Height (cm)'), '172');
    first.unmount();

    const again = renderWizard();
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(172);
    again.unmount();

    expect(JSON.parse(localStorage.getItem(onboardingStorageKey('user-1')) ?? '{}')).toMatchObject({
      currentStep: 2,
      formData: { height: '172' },
      completedSteps: [1],
      isOnboardingComplete: false,
    });
    renderWizard({ userId: 'user-2' });
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
  });

  it('sends only the filled fields of a step, numbers as numbers', async () => {
    const { user, writes } = renderWizard();
    await user.selectOptions(screen.getByLabelText('Gender'), 'FEMALE');
    await user.type(screen.getByLabelText('Date of birth'), '1998-03-14');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 2 of 8')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Height (cm)'), '170');
    await user.type(screen.getByLabelText('Hair colour'), ' brunet ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 3 of 8')).toBeInTheDocument();
    expect(writes().map((call) => call.body)).toEqual([
      { gender: 'FEMALE', dateOfBirth: '1998-03-14T00:00:00.000Z' },
      { height: 170, hairColor: 'brunet' },
    ]);
    expect(readOnboardingState('user-1').completedSteps).toEqual([1, 2]);
  });

  it('shows a birth date already known read-only and never sends it again', async () => {
    const api = stubApi({
      'GET /profiles/me': () => ({
        body: { data: testProfile({ dateOfBirth: '1998-03-14T00:00:00.000Z' }) },
      }),
      'POST /profiles': () => ({ body: { data: testProfile() } }),
    });
    const { user } = renderWithApp(<OnboardingWizard userId="user-3" accountGender="FEMALE" />, {
      route: '/onboarding',
      queryClient: testQueryClient(),
    });
    const birth = await screen.findByDisplayValue('1998-03-14');
    expect(birth).toBeDisabled();
    expect(birth).toHaveAccessibleName('Date of birth');
    expect(birth).toHaveAccessibleDescription(
      'Cannot be changed after registration; see Settings to have it corrected.',
    );
    await user.selectOptions(screen.getByLabelText('Gender'), 'MALE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 2 of 8')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { gender: 'MALE' },
    ]);
  });

  it('checks the ranges before saving', async () => {
    const { user, writes } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.type(screen.getByLabelText('Weight (kg)'), '20');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Weight must be a whole number from 30 to 200 kg')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('refuses a date it cannot convert with "Invalid date format"', () => {
    const { errors, payload } = stepPayload(1, { ...emptyFormData(), dateOfBirth: '14/03/1998' }, null);
    expect(errors.dateOfBirth).toBe('Invalid date format');
    expect(payload).toEqual({});
    expect(stepPayload(1, { ...emptyFormData(), dateOfBirth: '1998-02-30' }, null).errors.dateOfBirth).toBe(
      'Invalid date format',
    );
  });

  it('marks measurements not applicable for a male user and sends none of them', async () => {
    const { user, writes } = renderWizard({ gender: 'MALE' });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('Step 3 of 8')).toBeInTheDocument();
    expect(screen.getByTestId('measurements-not-applicable')).toBeInTheDocument();
    expect(screen.queryByLabelText('Bust (cm)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 4 of 8')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    expect(stepPayload(3, { ...emptyFormData(), bust: '90' }, 'MALE').payload).toEqual({});
  });

  it('saves languages through the skills API once, with special skills and singing', async () => {
    const { user, writes } = renderWizard();
    for (let step = 1; step < 5; step += 1) await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.type(screen.getByLabelText('Language'), 'Engleză');
    await user.selectOptions(screen.getByLabelText('Level'), 'ADVANCED');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    await user.type(screen.getByLabelText('Special skills'), 'Jonglerie{Enter}');
    await user.click(screen.getByLabelText('I can sing'));
    await user.selectOptions(screen.getByLabelText('Singing level'), 'AMATEUR');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 6 of 8')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 6 of 8')).toBeInTheDocument();
    const languageCalls = writes().filter((call) => call.path === '/skills/language');
    expect(languageCalls.map((call) => call.body)).toEqual([{ language: 'Engleză', level: 'ADVANCED' }]);
    expect(writes()[0]?.body).toEqual({
      specialSkills: ['Jonglerie'],
      canSing: true,
      singingLevel: 'AMATEUR',
    });
  });

  it('"Complete later" says where to continue and goes to the dashboard', async () => {
    const { user } = renderWizard();
    await user.click(screen.getByRole('link', { name: 'Complete later' }));
    expect(
      await screen.findByText('You can continue onboarding anytime from your profile!'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  it('finishes on step 8: sends the categories with onboardingCompleted, toasts and goes home', async () => {
    const { user, writes } = renderWizard();
    for (let step = 1; step < 8; step += 1) await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByLabelText('Acting university')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Actor' }));
    await user.type(screen.getByLabelText('Acting university'), 'UNATC');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Onboarding completed successfully!')).toBeInTheDocument();
    expect(writes().map((call) => call.body)).toEqual([
      { categories: ['ACTOR'], actingUniversity: 'UNATC', onboardingCompleted: true },
    ]);
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect(readOnboardingState('user-1')).toMatchObject({
      isOnboardingComplete: true,
      completedSteps: [1, 2, 3, 4, 5, 6, 7, 8],
    });
  });

  it('skipping step 8 finishes with what was entered; a failure says "An error occurred"', async () => {
    const { user, writes, api } = renderWizard();
    for (let step = 1; step < 8; step += 1) await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('checkbox', { name: 'Model' }));
    api.fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'boom' }), { status: 500 }),
    );
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(readOnboardingState('user-1').isOnboardingComplete).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('Onboarding completed successfully!')).toBeInTheDocument();
    expect(writes().at(-1)?.body).toEqual({ categories: ['MODEL'], onboardingCompleted: true });
  });
});

describe('onboarding basic info', () => {
  it('refuses a date of birth in the future beside the field', async () => {
    const { user, writes } = renderWizard();
    const next = new Date();
    next.setFullYear(next.getFullYear() + 1);
    await user.type(screen.getByLabelText('Date of birth'), next.toISOString().slice(0, 10));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Date of birth cannot be in the future')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('shows the wizard in Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    renderWizard();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bine ai venit! Să completăm profilul tău' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pasul 1 din 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Omite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuă' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completează mai târziu' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Masculin' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Feminin' })).toBeInTheDocument();
  });
});

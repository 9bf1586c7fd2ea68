import { expect, expectNoAxeViolations, newTalent, signedInTalent, test } from '../fixtures';

test('a new talent completes onboarding, resumes after a reload, then edits the profile and watches the score', async ({
  page,
  request,
}) => {
  await signedInTalent(page, request, newTalent({ firstName: 'Bianca', gender: 'FEMALE' }));

  // The dashboard offers onboarding and flags the incomplete profile.
  await page.goto('/');
  const banner = page.getByTestId('profile-completeness-banner');
  await expect(banner).toContainText('physical details');
  await page.getByTestId('onboarding-card').getByRole('link').click();
  await expect(page).toHaveURL(/\/onboarding$/);

  await expect(
    page.getByRole('heading', { level: 1, name: "Welcome! Let's complete your profile" }),
  ).toBeVisible();
  await expect(page.getByTestId('onboarding-step')).toHaveText('Step 1 of 8');
  await expectNoAxeViolations(page);

  // Step 1: basic information.
  await page.getByLabel('Gender').selectOption('FEMALE');
  // The birth date given at registration is fixed: shown, read-only, with how to have it corrected.
  await expect(page.getByLabel('Date of birth')).toHaveValue('1998-03-14');
  await expect(page.getByLabel('Date of birth')).toBeDisabled();
  await expect(
    page.getByText('Cannot be changed after registration; see Settings to have it corrected.'),
  ).toBeVisible();
  await page.getByLabel('Residence city').fill('Cluj-Napoca');
  await page.getByLabel('Country of origin').fill('România');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: physical look; a value out of range is refused with the rule's message.
  await expect(page.getByTestId('onboarding-step')).toHaveText('Step 2 of 8');
  await page.getByLabel('Height (cm)').fill('260');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Height must be a whole number from 100 to 250 cm')).toBeVisible();
  await page.getByLabel('Height (cm)').fill('168');
  await page.getByLabel('Weight (kg)').fill('55');
  await page.getByLabel('Hair colour').fill('șaten');
  await page.getByLabel('Eye colour').fill('verzi');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('onboarding-step')).toHaveText('Step 3 of 8');

  // A reload resumes at the same step, with what was entered before.
  await page.reload();
  await expect(page.getByTestId('onboarding-step')).toHaveText('Step 3 of 8');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Height (cm)')).toHaveValue('168');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: measurements (a female profile), then skip 4 to 7.
  await expect(page.getByTestId('onboarding-step')).toHaveText('Step 3 of 8');
  await page.getByLabel('Bust (cm)').fill('86');
  await page.getByLabel('Waist (cm)').fill('62');
  await page.getByLabel('Hips (cm)').fill('90');
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const step of [4, 5, 6, 7]) {
    await expect(page.getByTestId('onboarding-step')).toHaveText(`Step ${step} of 8`);
    await page.getByRole('button', { name: 'Skip' }).click();
  }

  // Step 8: categories; ACTOR reveals the acting university.
  await expect(page.getByTestId('onboarding-step')).toHaveText('Step 8 of 8');
  await expect(page.getByLabel('Acting university')).toHaveCount(0);
  // The category is a styled label around a visually hidden checkbox: click what a person sees.
  await page.getByText('Actor', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Actor', exact: true })).toBeChecked();
  await page.getByLabel('Acting university').fill('UNATC');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Onboarding completed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Basic information and physical details are now there: only the photo is missing (§5 rule).
  await expect(page.getByTestId('profile-gaps')).toHaveText('Missing: a profile photo.');
  await expect(page.getByTestId('onboarding-card')).toHaveCount(0);

  // Score: basic 15 (no photo) + physical 20 + category 20 = 55.
  await page.goto('/profile');
  await expect(page.getByTestId('completion-score')).toContainText('55');
  await expectNoAxeViolations(page);
  await page.getByTestId('completion-toggle').click();
  await expect(page.getByTestId('completion-breakdown')).toBeVisible();

  // Edit: a special skill adds the skills block (+20); Cancel first proves nothing is sent.
  await page.getByRole('tab', { name: 'Talent & Skills' }).click();
  await page.getByTestId('profile-edit').click();
  await page.getByRole('textbox', { name: 'Special skills' }).fill('Jonglerie');
  await page.keyboard.press('Enter');
  await page.getByTestId('profile-cancel').click();
  await expect(page.getByText('Jonglerie')).toHaveCount(0);
  await expect(page.getByTestId('completion-score')).toContainText('55');

  await page.getByTestId('profile-edit').click();
  await page.getByRole('textbox', { name: 'Special skills' }).fill('Jonglerie');
  await page.keyboard.press('Enter');
  await expectNoAxeViolations(page);
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByTestId('completion-score')).toContainText('75');
  await page.reload();
  await expect(page.getByTestId('completion-score')).toContainText('75');
  await page.getByRole('tab', { name: 'Talent & Skills' }).click();
  await expect(page.getByText('Jonglerie')).toBeVisible();
});

test('a male talent is not asked for measurements, in onboarding or on the profile', async ({
  page,
  request,
}) => {
  await signedInTalent(page, request, newTalent({ firstName: 'Victor', gender: 'MALE' }));
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByTestId('onboarding-step')).toHaveText('Step 3 of 8');
  await expect(page.getByTestId('measurements-not-applicable')).toBeVisible();
  await expect(page.getByLabel('Bust (cm)')).toHaveCount(0);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Physical appearance' }).click();
  await page.getByTestId('profile-edit').click();
  await expect(page.getByLabel('Height (cm)')).toBeVisible();
  await expect(page.getByLabel('Bust (cm)')).toHaveCount(0);
});

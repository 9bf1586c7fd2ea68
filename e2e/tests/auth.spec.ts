import {
  expect,
  fillRegistrationForm,
  newTalent,
  preferEnglish,
  registerByApi,
  signedInTalent,
  submitSignIn,
  test,
} from '../fixtures';

test.describe('sign-up, session and sign-out', () => {
  test('a new talent registers, keeps the session on reload, signs out and signs in again', async ({
    page,
  }) => {
    await preferEnglish(page);
    const talent = newTalent({ firstName: 'Mara' });

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your talent account' })).toBeVisible();
    await fillRegistrationForm(page, talent);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mara');

    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mara');

    await page.getByRole('button', { name: /user menu|Mara/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);

    await submitSignIn(page, talent);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mara');
  });

  test('registration shows the specification messages and keeps the visitor on the form', async ({
    page,
  }) => {
    await preferEnglish(page);
    await page.goto('/register');
    await expect(page.getByText('International format (e.g., +40721234567)')).toBeVisible();
    await expect(page.getByText('You must be at least 13 years old', { exact: true })).toBeVisible();
    await expect(page.getByText('Must be at least 8 characters')).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveAttribute('placeholder', '+40721234567');

    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Phone number').fill('0721');
    await page.getByLabel('Birth Date').fill('2020-01-01');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('other');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(
      page.getByText('Phone must be in valid international format (e.g., +40721234567)'),
    ).toBeVisible();
    await expect(page.getByText('You must be at least 13 years old to register')).toBeVisible();
    await expect(page.getByText('Gender is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an e-mail that is taken shows the server message', async ({ page, request }) => {
    const { talent } = await registerByApi(request);
    await preferEnglish(page);
    await page.goto('/register');
    await fillRegistrationForm(page, newTalent({ email: talent.email, firstName: 'Alt', gender: 'MALE' }));
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('An account with this email address already exists').first()).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a wrong password is refused with one message and no session', async ({ page, request }) => {
    const { talent } = await registerByApi(request);
    await preferEnglish(page);
    await page.goto('/login');
    await submitSignIn(page, { email: talent.email, password: 'wrong-password' });
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('visitors are sent to sign in, signed-in users away from it, unknown paths to the dashboard', async ({
    page,
    request,
  }) => {
    await preferEnglish(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);

    await signedInTalent(page, request, newTalent({ firstName: 'Radu' }));
    // Reloading the sign-in page, now signed in, leads to the page first asked for; a sign-in page
    // reached afresh leads to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => window.history.replaceState(null, '', '/login'));
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Radu');
  });
});

import { expect, fillRegistrationForm, newTalent, test } from '../fixtures';

test('the sign-in page opens in Romanian and switches to English, and a new account keeps that choice', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await expect(page.getByRole('heading', { name: 'Casting Platform - Talent Portal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  await page.getByRole('link', { name: 'create a new account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await fillRegistrationForm(page, newTalent({ gender: 'MALE' }));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { data: { preferredLanguage: string } }).data.preferredLanguage).toBe('EN');

  // The account's language wins over this browser's choice at the next sign-in.
  await page.evaluate(() => localStorage.setItem('language', 'ro'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

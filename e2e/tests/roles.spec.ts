import { cli, expect, preferEnglish, submitSignIn, test } from '../fixtures';

test('a casting director (CLIENT) cannot use the talent portal', async ({ page }) => {
  const email = `client.${Date.now()}@example.com`;
  cli(
    'create-user',
    '--role',
    'CLIENT',
    '--email',
    email,
    '--password',
    'client-pass-1',
    '--first-name',
    'Casting',
    '--last-name',
    'Director',
  );

  await preferEnglish(page);
  await page.goto('/login');
  await submitSignIn(page, { email, password: 'client-pass-1' });
  await expect(page.getByText('Only talent users can access this application')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
  ).toEqual([null, null]);
});

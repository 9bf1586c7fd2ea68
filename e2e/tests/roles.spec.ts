import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, preferEnglish, test } from '../fixtures';
import { E2E_DATA_DIR, E2E_JWT_SECRET } from '../playwright.config';

const root = resolve(import.meta.dirname, '../..');

test('a casting director (CLIENT) cannot use the talent portal', async ({ page }) => {
  const email = `client.${Date.now()}@example.com`;
  // The operator CLI against the running server's database, as an operator would create the account.
  execFileSync(
    'node',
    [
      'apps/api/dist/cli.js',
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
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: E2E_DATA_DIR, JWT_SECRET: E2E_JWT_SECRET }, stdio: 'pipe' },
  );

  await preferEnglish(page);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('client-pass-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Only talent users can access this application')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
  ).toEqual([null, null]);
});

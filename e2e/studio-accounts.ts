// Studio accounts for the browser tests that need a casting director: a company signed up and
// verified through the API, signed in through the studio's form, in a browser window of its own.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { staffToken } from './castings-by-api';
import { bearer, cli, expect, submitSignIn, test } from './fixtures';

let counter = 0;

/** A browser window of its own (its own storage: the studio's client and the portal's talent side by side). */
export async function newPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    ...(viewport ? { viewport } : {}),
  });
  return context.newPage();
}

/** An administrator made by the operator CLI, as on a real installation. */
export function newAdmin() {
  counter += 1;
  const email = `admin.${Date.now()}.${counter}@talentportal.ro`;
  cli(
    'create-user',
    '--role',
    'ADMIN',
    '--email',
    email,
    '--password',
    'admin-pass-1',
    '--first-name',
    'Ada',
    '--last-name',
    'Admin',
    '--language',
    'EN',
  );
  return { email, password: 'admin-pass-1' };
}

/** A client company signed up in the studio and verified by an administrator, through the API. */
export async function verifiedClient(request: APIRequestContext) {
  counter += 1;
  const email = `review.${Date.now()}.${counter}@agentie.ro`;
  const password = 'studio-pass-1';
  const signUp = await request.post('/api/staff/auth/register', {
    data: {
      email,
      password,
      firstName: 'Dana',
      lastName: 'Regizor',
      phone: '+40721234567',
      companyName: `Casting Review ${counter} SRL`,
      companyCode: '14399840',
      preferredLanguage: 'EN',
    },
  });
  expect(signUp.status()).toBe(201);
  const admin = await staffToken(request, newAdmin());
  const clientTokens = (await signUp.json()) as { data: { accessToken: string } };
  const me = (await (
    await request.get('/api/staff/me', {
      headers: { authorization: `Bearer ${clientTokens.data.accessToken}` },
    })
  ).json()) as { data: { id: string } };
  const verified = await request.patch(`/api/admin/clients/${me.data.id}`, {
    headers: bearer(admin),
    data: { status: 'VERIFIED' },
  });
  expect(verified.status()).toBe(200);
  return { email, password };
}

export async function studioSignIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/studio/login');
  await submitSignIn(page, account);
  await expect(page.getByRole('heading', { name: 'Welcome, Dana' })).toBeVisible();
}

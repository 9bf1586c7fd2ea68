// The casting studio's accounts in a real Chromium against the built server (issue 20 points 1, 2, 8):
// a company signs up, waits for verification, an administrator approves it, and the client then
// sees it verified; a talent is refused at the studio's door. Every page is checked with axe.
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  newTalent,
  preferEnglish,
  registerByApi,
  submitSignIn,
  test,
} from '../fixtures';
import { newAdmin } from '../studio-accounts';

let counter = 0;
function newClient() {
  counter += 1;
  return {
    email: `studio.${Date.now()}.${counter}@agentie.ro`,
    password: 'studio-pass-1',
    companyName: `Agenția Lumière ${counter} SRL`,
  };
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/studio/login');
  await submitSignIn(page, account);
}

async function signOut(page: Page) {
  await page.evaluate(() => {
    localStorage.removeItem('studio.accessToken');
    localStorage.removeItem('studio.refreshToken');
  });
}

test.beforeEach(async ({ page }) => {
  await preferEnglish(page);
});

test('a company signs up, waits, an administrator approves it, and the client sees it verified', async ({
  page,
}) => {
  const client = newClient();
  await page.goto('/studio/register');
  await expect(page.getByRole('heading', { name: 'Create a client account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Company name').fill(client.companyName);
  await page.getByLabel('CUI (company code)').fill('RO 14399841');
  await page.getByLabel('First name').fill('Ioana');
  await page.getByLabel('Last name').fill('Pop');
  await page.getByLabel('Phone number').fill('+40721234567');
  await page.getByLabel('Email address').fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(client.password);
  await page.getByLabel('Confirm password').fill(client.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The contract's checksum refuses the mistyped CUI before anything is sent.
  await expect(page.getByText('This is not a valid CUI: check the digits')).toBeVisible();
  await page.getByLabel('CUI (company code)').fill('RO 14399840');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Your company is awaiting verification' })).toBeVisible();
  await expectNoAxeViolations(page);

  await signOut(page);
  await signIn(page, newAdmin());
  await page.getByRole('link', { name: 'See the clients to verify' }).click();
  await expect(page.getByRole('heading', { name: 'Clients to verify' })).toBeVisible();
  await expect(page.getByText(client.companyName)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Approve ${client.companyName}` }).click();
  await expect(page.getByText(`${client.companyName} is verified`)).toBeVisible();

  await signOut(page);
  await signIn(page, client);
  await expect(page.getByRole('heading', { name: 'Your company is verified' })).toBeVisible();
});

test('an administrator rejects a company with a reason the client then reads', async ({ page }) => {
  const client = newClient();
  const response = await page.request.post('/api/staff/auth/register', {
    data: {
      email: client.email,
      password: client.password,
      firstName: 'Radu',
      lastName: 'Respins',
      phone: '+40721234567',
      companyName: client.companyName,
      companyCode: '14399840',
      preferredLanguage: 'EN',
    },
  });
  expect(response.status()).toBe(201);
  await signIn(page, newAdmin());
  await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
  await page.goto('/studio/clients');
  await page.getByRole('button', { name: `Reject ${client.companyName}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject client' }).click();
  await expect(dialog.getByText('A reason is required when rejecting')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The CUI belongs to another company');
  await dialog.getByRole('button', { name: 'Reject client' }).click();
  await expect(page.getByText(`${client.companyName} was rejected`)).toBeVisible();

  await signOut(page);
  await signIn(page, client);
  await expect(page.getByRole('heading', { name: 'Your company account was not approved' })).toBeVisible();
  await expect(page.getByText('Reason: The CUI belongs to another company')).toBeVisible();
});

test("a talent is refused at the studio's sign-in, and the portal keeps refusing staff", async ({
  page,
  request,
}) => {
  const { talent } = await registerByApi(request, newTalent());
  await signIn(page, talent);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByText('Are you a talent? Sign in to the Talent Portal')).toBeVisible();
  await expectNoAxeViolations(page);
  const staff = await request.post('/api/auth/login', { data: newAdmin() });
  expect(staff.status()).toBe(403);
});

test("the studio's public pages have no axe violations, in Romanian and English", async ({ page }) => {
  for (const language of ['ro', 'en']) {
    await page.evaluate((value) => localStorage.setItem('studio.language', value), language).catch(() => {});
    for (const [path, heading] of [
      ['/studio/login', language === 'en' ? 'Sign in to the studio' : null],
      ['/studio/forgot-password', language === 'en' ? 'Reset your password' : null],
      ['/studio/reset-password?token=not-a-real-token', language === 'en' ? 'Choose a new password' : null],
    ] as const) {
      await page.goto(path);
      await page.evaluate((value) => localStorage.setItem('studio.language', value), language);
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
});

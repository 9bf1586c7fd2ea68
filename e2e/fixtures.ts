import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_JWT_SECRET } from './playwright.config';

const root = resolve(import.meta.dirname, '..');

/** Runs the operator CLI against the running e2e server's database, as an operator would. */
export function cli(...args: string[]): string {
  return execFileSync('node', ['apps/api/dist/cli.js', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, JWT_SECRET: E2E_JWT_SECRET },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

/**
 * An operator creates a casting director and imports a catalogue (e2e/data/castings.json unless
 * another file is named) through the CLI, as an operator would; answers the CLI's report.
 */
/** The password of the directors importCatalogueAsNewDirector makes. */
export const DIRECTOR_PASSWORD = 'director-pass-1';

export function importCatalogueAsNewDirector(
  emailPrefix: string,
  catalogue = resolve(root, 'e2e/data/castings.json'),
  owner = `${emailPrefix}.${Date.now()}@example.com`,
): string {
  cli(
    'create-user',
    '--role',
    'CLIENT',
    '--email',
    owner,
    '--password',
    DIRECTOR_PASSWORD,
    '--first-name',
    'Dana',
    '--last-name',
    'Regizor',
  );
  return cli('import-castings', catalogue, '--owner', owner);
}

export interface TalentAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  birthDate: string;
  gender: 'MALE' | 'FEMALE';
  preferredLanguage: 'RO' | 'EN';
}

let counter = 0;

/** A unique, valid registration for each call (the e2e database lives for one run). */
export function newTalent(overrides: Partial<TalentAccount> = {}): TalentAccount {
  counter += 1;
  return {
    email: `talent.${Date.now()}.${counter}@example.com`,
    password: 'parola-sigura-1',
    firstName: 'Ioana',
    lastName: 'Popescu',
    phone: '+40721234567',
    birthDate: '1998-03-14',
    gender: 'FEMALE',
    preferredLanguage: 'EN',
    ...overrides,
  };
}

/** Registers through the real API and returns the tokens it issued. */
export async function registerByApi(request: APIRequestContext, talent = newTalent()) {
  const response = await request.post('/api/auth/register', { data: talent });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { accessToken: string; refreshToken: string } };
  return { talent, tokens: body.data };
}

/** Starts a page already signed in, the way the app keeps a session (localStorage). */
export async function signInWithTokens(page: Page, tokens: { accessToken: string; refreshToken: string }) {
  await page.addInitScript(
    ({ access, refresh }) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem('accessToken', access);
        localStorage.setItem('refreshToken', refresh);
        localStorage.setItem('language', 'en');
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    { access: tokens.accessToken, refresh: tokens.refreshToken },
  );
}

/** A new talent registered through the API, its page already signed in. */
export async function signedInTalent(page: Page, request: APIRequestContext, talent = newTalent()) {
  const registered = await registerByApi(request, talent);
  await signInWithTokens(page, registered.tokens);
  return registered;
}

/** The header of an API call made as a signed-in user. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Fills and sends the sign-in form the page shows (the portal's and the studio's are one form). */
export async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Reads the page in English from its first paint (the visitor's saved choice, the portal's and the studio's). */
export async function preferEnglish(page: Page) {
  await page.addInitScript(() => {
    for (const key of ['language', 'studio.language'])
      if (!localStorage.getItem(key)) localStorage.setItem(key, 'en');
  });
}

/** Fills the registration form the way a person would, label by label. */
export async function fillRegistrationForm(page: Page, talent: TalentAccount) {
  await page.getByLabel('Email address').fill(talent.email);
  await page.getByLabel('First name').fill(talent.firstName);
  await page.getByLabel('Last name').fill(talent.lastName);
  await page.getByLabel('Phone number').fill(talent.phone);
  await page.getByLabel('Birth Date').fill(talent.birthDate);
  await page.getByLabel('Gender').selectOption(talent.gender);
  await page.getByLabel('Password', { exact: true }).fill(talent.password);
  await page.getByLabel('Confirm Password').fill(talent.password);
}

export async function expectNoAxeViolations(page: Page) {
  // A toast fades in and out through low opacity; axe would read the fade as low contrast. So the
  // check waits until no toast is moving, and leaves out any already on its way out (each was
  // checked while it was shown).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return animation.playState !== 'running' || !target?.closest('[data-sonner-toast]');
    }),
  );
  const results = await new AxeBuilder({ page })
    .exclude('[data-sonner-toast][data-removed="true"]')
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** axe once the toasts are gone: a toast fading in or out is checked at part opacity. */
export async function expectNoAxeViolationsWhenQuiet(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);
}

/** Every test fails on a console error or an uncaught page error: a person would not see them, a bug report would. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // Failed requests the test provokes on purpose are logged by Chromium as resource errors.
        if (
          /Failed to load resource: the server responded with a status of (400|401|403|404|409|429)/.test(
            text,
          )
        )
          return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

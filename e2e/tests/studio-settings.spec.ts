// The studio's own settings in a real Chromium against the built server: a casting director changes
// the studio's language after signing in (issue 20 point 1: Romanian by default, and English), the
// choice comes back at the next sign-in on another browser, and a link opened signed out (from an
// e-mail or a notice) leads back to its page once signed in, in both apps.
import { expect, expectNoAxeViolations, newTalent, registerByApi, submitSignIn, test } from '../fixtures';
import { newPage, verifiedClient } from '../studio-accounts';

test("a client switches the studio's language in Settings and finds it again at the next sign-in", async ({
  browser,
  request,
}) => {
  const client = await verifiedClient(request); // signed up in English
  const page = await newPage(browser);
  await page.goto('/studio/login');
  // A first visit speaks Romanian, the studio's default.
  await expect(page.getByRole('heading', { level: 1, name: 'Autentificare în studio' })).toBeVisible();
  await page.getByLabel('Adresa de e-mail').fill(client.email);
  await page.getByLabel('Parola').fill(client.password);
  await page.getByRole('button', { name: 'Autentificare' }).click();
  // The account's language wins once signed in.
  await expect(page.getByRole('heading', { name: 'Welcome, Dana' })).toBeVisible();

  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const card = page.getByTestId('language-card');
  await expect(card.getByRole('radio', { name: 'English' })).toBeChecked();
  await expectNoAxeViolations(page);

  // By keyboard: the radio group moves with the arrow keys, and the choice is saved at once.
  await card.getByRole('radio', { name: 'English' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Limba a fost schimbată cu succes!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Setări' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Castinguri' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await expectNoAxeViolations(page);

  // Another browser, signed out, opens a deep link: sign-in, in the account's language, leads back to it.
  const other = await newPage(browser);
  await other.goto('/studio/settings');
  await expect(other.getByRole('heading', { level: 1, name: 'Autentificare în studio' })).toBeVisible();
  await other.getByLabel('Adresa de e-mail').fill(client.email);
  await other.getByLabel('Parola').fill(client.password);
  await other.getByRole('button', { name: 'Autentificare' }).click();
  await expect(other).toHaveURL(/\/studio\/settings$/);
  await expect(other.getByRole('heading', { level: 1, name: 'Setări' })).toBeVisible();
  await expect(other.getByTestId('language-card').getByRole('radio', { name: 'Română' })).toBeChecked();

  // And back to English from there.
  await other.getByTestId('language-card').getByText('English').click();
  await expect(other.getByText('Language successfully changed!')).toBeVisible();
  await expect(other.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('a talent who opens a link signed out is brought back to it after signing in', async ({
  browser,
  request,
}) => {
  const { talent } = await registerByApi(request, newTalent());
  const page = await newPage(browser);
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await submitSignIn(page, talent);
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
});

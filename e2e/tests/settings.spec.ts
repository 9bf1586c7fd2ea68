import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWhenQuiet,
  newTalent,
  preferEnglish,
  registerByApi,
  signedInTalent,
  submitSignIn,
  test,
} from '../fixtures';
import { mailsTo } from '../outbox';

/** The reset link of the newest e-mail to this address in the server's outbox. */
function resetLinkFor(email: string): string | undefined {
  for (const text of mailsTo(email).reverse()) {
    const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
    if (link) return link;
  }
  return undefined;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await submitSignIn(page, { email, password });
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('settings: the language switches the whole interface at once and stays after a reload and the next sign-in', async ({
  page,
  request,
}) => {
  const { talent } = await signedInTalent(page, request, newTalent({ firstName: 'Sorina' }));
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByText('Română').click();
  await expect(page.getByText('Limba a fost schimbată cu succes!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Setări' })).toBeVisible();
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Castinguri' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await expectNoAxeViolationsWhenQuiet(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Setări' })).toBeVisible();

  // Another browser (no saved choice) signs in: the account's language wins.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await signIn(page, talent.email, talent.password);
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Castinguri' })).toBeVisible();

  await page.goto('/settings');
  await page.getByText('English').click();
  await expect(page.getByText('Language successfully changed!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('settings: change the phone, then the password, and sign in with the new one', async ({
  page,
  request,
}) => {
  const { talent } = await signedInTalent(page, request, newTalent({ firstName: 'Petra' }));
  await page.goto('/settings');

  // Phone: inline edit, a wrong format first, then the new number everywhere at once.
  const phone = page.getByTestId('account-phone');
  await expect(phone.getByTestId('account-phone-value')).toHaveText(talent.phone);
  await phone.getByTestId('account-phone-edit').click();
  await phone.getByTestId('account-phone-input').fill('0721');
  await phone.getByTestId('account-phone-save').click();
  await expect(
    phone.getByText('Phone must be in valid international format (e.g., +40721234567)'),
  ).toBeVisible();
  await phone.getByTestId('account-phone-input').fill('+40744555666');
  await phone.getByTestId('account-phone-save').click();
  await expect(page.getByText('Successfully updated!')).toBeVisible();
  await expect(phone.getByTestId('account-phone-value')).toHaveText('+40744555666');
  await page.reload();
  await expect(page.getByTestId('account-phone-value')).toHaveText('+40744555666');

  // The birth date is shown, not editable, with how to have a wrong one corrected.
  const birthDate = page.getByTestId('account-birthDate');
  await expect(birthDate.getByTestId('account-birthDate-value')).toHaveText('14 March 1998');
  await expect(birthDate).toContainText('contact the agency (link in the page footer) to have it corrected');
  await expect(birthDate.getByRole('button')).toHaveCount(0);

  // Password: the specification's messages, a wrong current password, then the change.
  await page.getByTestId('change-password-open').click();
  await page.getByTestId('new-password').fill('short');
  await page.getByTestId('confirm-password').fill('other');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Please enter your current password')).toBeVisible();
  await expect(page.getByText('New password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('current-password').fill('not-my-password');
  await page.getByTestId('new-password').fill('noua-parola-22');
  await page.getByTestId('confirm-password').fill('noua-parola-22');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
  await page.getByTestId('current-password').fill(talent.password);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Password successfully changed!')).toBeVisible();

  // This session keeps working; the next sign-in needs the new password.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await signOut(page);
  await signIn(page, talent.email, talent.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, talent.email, 'noua-parola-22');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Petra');
});

test('forgot password: ask for a link, open it from the e-mail, set a new password, sign in; the link works once', async ({
  page,
  request,
}) => {
  const { talent } = await registerByApi(request, newTalent({ firstName: 'Raluca' }));
  await preferEnglish(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('forgot-password-email').fill(talent.email);
  await page.getByTestId('forgot-password-submit').click();
  await expect(page.getByTestId('forgot-password-sent')).toContainText(
    'If an account exists for this e-mail address, we have sent a link to reset the password.',
  );
  await expectNoAxeViolationsWhenQuiet(page);

  // The e-mail is written to the server's outbox (no SMTP_URL configured).
  await expect.poll(() => resetLinkFor(talent.email), { timeout: 10_000 }).toBeTruthy();
  const link = new URL(resetLinkFor(talent.email)!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('reset-password-password')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('reset-password-password').fill('parola-din-link-3');
  await page.getByTestId('reset-password-confirm').fill('parola-altfel-3');
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByTestId('reset-password-confirm').fill('parola-din-link-3');
  await page.getByTestId('reset-password-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password was changed. Sign in with the new password.')).toBeVisible();

  await signIn(page, talent.email, 'parola-din-link-3');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Raluca');
  await signOut(page);

  // The same link a second time: refused, with a way to ask for a new one.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByTestId('reset-password-password').fill('inca-o-parola-4');
  await page.getByTestId('reset-password-confirm').fill('inca-o-parola-4');
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByTestId('reset-password-invalid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new reset link' })).toBeVisible();
  await expectNoAxeViolationsWhenQuiet(page);
});

test('delete the account: a confirm step with the password, then sign-in fails', async ({
  page,
  request,
}) => {
  const { talent, tokens } = await signedInTalent(page, request, newTalent({ firstName: 'Delia' }));
  await page.goto('/settings');
  await page.getByTestId('delete-account-open').click();
  const dialog = page.getByTestId('delete-account-dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByTestId('delete-account-password').fill('not-my-password');
  await dialog.getByTestId('delete-account-confirm').click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();
  await dialog.getByTestId('delete-account-password').fill(talent.password);
  await dialog.getByTestId('delete-account-confirm').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Account successfully deleted')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();

  // The old refresh token is dead, and the account no longer signs in.
  const refresh = await request.post('/api/auth/refresh', { data: { refreshToken: tokens.refreshToken } });
  expect(refresh.status()).toBe(401);
  await signIn(page, talent.email, talent.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

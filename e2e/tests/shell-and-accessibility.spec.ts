import {
  expect,
  expectNoAxeViolations,
  newTalent,
  preferEnglish,
  registerByApi,
  signedInTalent,
  test,
} from '../fixtures';

test('sign-in and registration pages have no axe violations in either language', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Casting Platform - Talent Portal' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Casting Platform - Talent Portal' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create your talent account' })).toBeVisible();
  // Errors shown under the fields must keep the page accessible too.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the shell: navigation, user menu by keyboard, help page, footer, no axe violations', async ({
  page,
  request,
}) => {
  await signedInTalent(page, request, newTalent({ firstName: 'Elena', lastName: 'Marin' }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Elena');
  await expectNoAxeViolations(page);

  const nav = page.getByRole('navigation').first();
  for (const name of ['Dashboard', 'Castings', 'Applications', 'Profile']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Children' })).toHaveCount(0);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer).toContainText('1.0.0');

  const menuButton = page.getByRole('button', { name: /Elena/ });
  await expect(menuButton).toContainText('talent account');
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'Castings' }).click();
  await expect(page).toHaveURL(/\/castings$/);
  await expect(nav.getByRole('link', { name: 'Castings' })).toHaveAttribute('aria-current', 'page');
});

test('on a phone the menu collapses behind a button that opens it', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signedInTalent(page, request, newTalent({ firstName: 'Sorin' }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sorin');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Castings' }).last().click();
  await expect(page).toHaveURL(/\/castings$/);
  await expectNoAxeViolations(page);
});

test('the sign-in page works with the keyboard alone', async ({ page, request }) => {
  const { talent } = await registerByApi(request);
  await preferEnglish(page);
  await page.goto('/login');
  await page.getByLabel('Email address').focus();
  await page.keyboard.type(talent.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(talent.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

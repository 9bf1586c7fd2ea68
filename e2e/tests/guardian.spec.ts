import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWhenQuiet,
  importCatalogueAsNewDirector,
  newTalent,
  signedInTalent,
  test,
} from '../fixtures';

let dir: string;
let photoFile: string;

test.beforeAll(async () => {
  importCatalogueAsNewDirector('guardian.director');
  dir = mkdtempSync(join(tmpdir(), 'guardian-e2e-'));
  photoFile = join(dir, 'ana.jpg');
  await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 240, g: 180, b: 60 } } })
    .jpeg()
    .toFile(photoFile);
});

test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The child's age today, birthday-aware, as the app shows it. */
function ageOf(birth: string): number {
  const [year, month, day] = birth.split('-').map(Number) as [number, number, number];
  const now = new Date();
  let age = now.getFullYear() - year;
  if (now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day)) age -= 1;
  return age;
}

test('a parent enables guardian mode, adds a child, completes the profile with a photo, applies for the child, follows it, and turns guardian mode off', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { tokens } = await signedInTalent(
    page,
    request,
    newTalent({ firstName: 'Mihaela', lastName: 'Pop' }),
  );
  const birth = '2016-05-10';
  const age = ageOf(birth);

  // Settings: the guardian card, then the nav's Children entry appears without a reload.
  await page.goto('/settings');
  const card = page.getByTestId('guardian-mode-card');
  await expect(card).toContainText('18+');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Children' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByTestId('guardian-mode-toggle').click();
  await expect(page.getByText('Guardian mode enabled successfully')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Children' })).toBeVisible();

  // Children list: empty, then the Add child form with its rules.
  await nav.getByRole('link', { name: 'Children' }).click();
  await expect(page).toHaveURL(/\/children$/);
  await expect(page.getByTestId('children-empty')).toBeVisible();
  await expectNoAxeViolationsWhenQuiet(page);
  await page.getByTestId('add-child-link').first().click();
  await expect(page).toHaveURL(/\/children\/add$/);
  await expect(page.getByLabel('Boy')).toBeChecked();
  await page.getByTestId('child-form-submit').click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Date of birth is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('child-first-name').fill('Ana');
  await expect(page.getByText('First name is required')).toHaveCount(0);
  await page.getByTestId('child-last-name').fill('Pop');
  // Born exactly 18 years ago today is no longer a child.
  const now = new Date();
  const adultBirth = `${now.getFullYear() - 18}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  await page.getByTestId('child-date-of-birth').fill(adultBirth);
  await page.getByTestId('child-form-submit').click();
  await expect(page.getByText('The child must be under 18')).toBeVisible();
  await page.getByTestId('child-date-of-birth').fill(birth);
  await page.getByLabel('Girl').check();
  await page.getByTestId('child-form-submit').click();
  await expect(page.getByText('The profile for Ana Pop was created successfully!')).toBeVisible();

  // The card: name, age, gender and the birth date.
  await expect(page).toHaveURL(/\/children$/);
  const childCard = page.getByTestId('child-card');
  await expect(childCard).toHaveCount(1);
  await expect(childCard.getByTestId('child-name')).toHaveText('Ana Pop');
  await expect(childCard.getByTestId('child-age')).toContainText(`${age} years`);
  await expect(childCard.getByTestId('child-gender')).toContainText('Girl');
  await expectNoAxeViolationsWhenQuiet(page);

  // Edit child: preloaded, axe clean.
  await childCard.getByTestId('child-edit').click();
  await expect(page.getByTestId('child-first-name')).toHaveValue('Ana');
  await expect(page.getByTestId('child-date-of-birth')).toHaveValue(birth);
  await expectNoAxeViolations(page);
  await page.getByTestId('child-form-cancel').click();
  await expect(page).toHaveURL(/\/children$/);

  // The child's talent profile: locked birth data, no adult-only fields, a photo as profile photo.
  await page.getByTestId('child-view-profile').click();
  await expect(page).toHaveURL(/\/children\/[0-9a-f-]{36}\/talent-profile$/);
  await expect(page.getByRole('tab', { name: 'Personal' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Photos (0)' })).toBeVisible();
  await expect(page.getByText(/this field cannot be changed/i).first()).toBeVisible();
  await expectNoAxeViolationsWhenQuiet(page);
  await page.getByRole('tab', { name: 'Categories' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('checkbox', { name: 'Model' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /nude/i })).toHaveCount(0);
  await expect(page.getByLabel(/acting university/i)).toHaveCount(0);
  // The category is a styled label around a visually hidden checkbox: choose it with the keyboard.
  await page.getByRole('checkbox', { name: 'Model' }).press('Space');
  await expect(page.getByRole('checkbox', { name: 'Model' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.getByRole('tab', { name: 'Photos (0)' }).click();
  await page.getByTestId('photo-input').setInputFiles(photoFile);
  await expect(page.getByText('The photo was uploaded successfully!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('tab', { name: 'Photos (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Set Photo 1 as profile photo' }).click();
  await expect(page.getByText('The main photo was set!')).toBeVisible();
  await expect(page.getByTestId('profile-photo-badge')).toHaveCount(1);
  await expectNoAxeViolationsWhenQuiet(page);

  // The child's card now shows the photo.
  await page.goto('/children');
  await expect(page.getByTestId('child-card').getByRole('img')).toBeVisible();

  // Apply for the child: the dialog offers the parent and the child with age.
  const listing = await request.get('/api/castings?pageSize=1', {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  const slug = ((await listing.json()) as { data: { slug: string; title: string }[] }).data[0]!;
  await page.goto(`/castings/${slug.slug}`);
  await page.getByRole('button', { name: /apply/i }).first().click();
  const dialog = page.getByTestId('apply-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('apply-profile-option')).toHaveCount(2);
  await expect(dialog.getByRole('radio', { name: new RegExp(`Ana Pop.*${age}`) })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: new RegExp(`Ana Pop.*${age}`) }).check();
  await dialog.getByTestId('apply-message').fill('Ana dansează de la 5 ani.');
  await dialog.getByTestId('apply-submit').click();
  await expect(page.getByText('Application successfully submitted!')).toBeVisible();
  // The parent has not applied yet, so Apply is still offered, now with Ana marked as applied.
  await page.getByRole('button', { name: /apply/i }).first().click();
  await expect(dialog.getByTestId('apply-profile-applied')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // Dashboard and My applications say whose application it is.
  await page.goto('/');
  await expect(page.getByTestId('recent-application').first()).toContainText('Ana Pop');
  await page.goto('/my-applications');
  const application = page.getByTestId('application-card');
  await expect(application).toHaveCount(1);
  await expect(application).toContainText('For: Ana Pop');
  await expect(application).toContainText(slug.title);
  await expectNoAxeViolationsWhenQuiet(page);

  // Guardian mode off: the Children entry disappears, the children pages say why.
  await page.goto('/settings');
  await page.getByTestId('guardian-mode-toggle').click();
  await expect(page.getByText('Guardian mode disabled successfully')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Children' })).toHaveCount(0);
  await page.goto('/children');
  await expect(page.getByTestId('guardian-mode-required')).toBeVisible();
  await expectNoAxeViolationsWhenQuiet(page);
});

test('a 17-year-old cannot enable guardian mode', async ({ page, request }) => {
  const now = new Date();
  // 18 tomorrow: still 17 today.
  const tomorrow = new Date(now.getFullYear() - 18, now.getMonth(), now.getDate() + 1);
  const birthDate = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await signedInTalent(page, request, newTalent({ birthDate }));
  await page.goto('/settings');
  await page.getByTestId('guardian-mode-toggle').click();
  await expect(page.getByText('You must be at least 18 years old to enable guardian mode')).toBeVisible();
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Children' })).toHaveCount(0);
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cli,
  expect,
  expectNoAxeViolations,
  importCatalogueAsNewDirector,
  newTalent,
  registerByApi,
  signedInTalent,
  signInWithTokens,
  test,
} from '../fixtures';

const BUCHAREST_TITLE = 'Figuranți pentru serialul „Lumini de iarnă” — București';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  expect(importCatalogueAsNewDirector('director')).toMatch(/4/);
});

test('a talent finds a casting, applies, follows it, and sees the operator move it to the shortlist', async ({
  page,
  request,
}) => {
  const { talent } = await signedInTalent(page, request, newTalent({ firstName: 'Irina' }));

  // Search is accent-insensitive: "bucuresti" finds "București".
  await page.goto('/castings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('searchbox', { name: 'Search castings' }).fill('bucuresti');
  await expect(page).toHaveURL(/q=bucuresti/);
  await expect(page.getByRole('link', { name: BUCHAREST_TITLE })).toBeVisible();
  await expect(page.getByText('Reclamă pentru o cafenea din Cluj')).toHaveCount(0);

  // Filters live in the URL: a reload shows the same results.
  await page.getByRole('searchbox', { name: 'Search castings' }).fill('');
  await page.getByLabel('Location').first().selectOption('Cluj-Napoca');
  await expect(page).toHaveURL(/location=Cluj-Napoca/);
  await expect(page.getByText('Reclamă pentru o cafenea din Cluj')).toBeVisible();
  await expect(page.getByRole('link', { name: BUCHAREST_TITLE })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Reclamă pentru o cafenea din Cluj')).toBeVisible();
  await expect(page.getByRole('link', { name: BUCHAREST_TITLE })).toHaveCount(0);
  // The draft is never listed.
  await expect(page.getByText('Piesă de teatru încă în pregătire')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/location=/);

  // Open the casting and apply with a message.
  // Its casting date lies ahead: nothing marks it as past.
  await expect(
    page.getByTestId('casting-card').filter({ hasText: BUCHAREST_TITLE }).getByTestId('casting-date-passed'),
  ).toHaveCount(0);
  await page.getByRole('link', { name: BUCHAREST_TITLE }).click();
  await expect(page).toHaveURL(/\/castings\/figuranti-pentru-serialul-lumini-de-iarna-bucuresti$/);
  await expect(page.getByRole('heading', { level: 1, name: BUCHAREST_TITLE })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(BUCHAREST_TITLE);
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox').fill('Am experiență ca figurant în două seriale.');
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Application successfully submitted!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);

  // The dashboard counts it and lists it as recent activity.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Irina');
  await expect(page.getByText(BUCHAREST_TITLE)).toBeVisible();
  await expectNoAxeViolations(page);

  // My applications shows it, pending.
  await page.getByRole('link', { name: 'Applications' }).first().click();
  await expect(page).toHaveURL(/\/my-applications$/);
  const card = page.getByRole('link', { name: new RegExp(BUCHAREST_TITLE.slice(0, 20)) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pending');
  await expectNoAxeViolations(page);

  // The operator moves it to the shortlist through the CLI.
  const listing = cli(
    'list-applications',
    '--casting',
    'figuranti-pentru-serialul-lumini-de-iarna-bucuresti',
  );
  const line = listing.split('\n').find((row) => row.includes(talent.email));
  const applicationId = line?.trim().split(/\s+/)[0];
  expect(applicationId, listing).toBeTruthy();
  cli('application-status', applicationId!, 'SHORTLISTED');

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/my-applications/${applicationId}$`));
  await page.reload();
  await expect(page.getByText('Shortlisted').first()).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Status history' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('an unknown casting shows "Casting not found" with a way back', async ({ page, request }) => {
  await signedInTalent(page, request);
  await page.goto('/castings/piesa-de-teatru-inca-in-pregatire');
  await expect(page.getByText('Casting not found')).toBeVisible();
  await page
    .getByRole('link', { name: /castings/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/castings$/);
});

test('a published casting whose date has passed says so on its card, and its page offers no Apply', async ({
  page,
  request,
  browser,
}) => {
  const title = `Figuranți pentru o reclamă de primăvară ${Date.now()}`;
  const dir = mkdtempSync(join(tmpdir(), 'past-casting-'));
  try {
    const file = join(dir, 'past.json');
    writeFileSync(
      file,
      JSON.stringify([
        {
          title,
          projectType: 'COMMERCIAL',
          shortDescription: 'Un casting care a avut deja loc.',
          description: 'Filmări într-un parc din Sibiu.',
          location: 'Sibiu',
          castingDate: '2025-03-10',
          shootingDate: '2025-03-20',
          ageRanges: [{ min: 18, max: 45 }],
          gender: null,
          duration: '1 zi',
          remuneration: { amount: 300, type: 'per_day' },
          diffusionType: 'TV',
          status: 'PUBLISHED',
        },
      ]),
    );
    expect(importCatalogueAsNewDirector('past-director', file)).toMatch(/1/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await signedInTalent(page, request);

  await page.goto('/castings');
  await page.getByRole('searchbox', { name: 'Search castings' }).fill('primavara');
  const card = page.getByTestId('casting-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('fact-castingDate')).toContainText('10 March 2025');
  await expect(card.getByTestId('casting-date-passed')).toHaveText('Casting date has passed');
  await expect(card.getByTestId('casting-date-passed')).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const notice = page.getByTestId('casting-closed-notice');
  await expect(notice.getByRole('heading', { name: 'Casting date has passed' })).toBeVisible();
  await expect(notice).toContainText('The casting took place on 10 March 2025');
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  await expect(page.getByTestId('fact-castingDate').getByTestId('casting-date-passed')).toBeVisible();
  await expectNoAxeViolations(page);

  // In Romanian too, for a talent whose account speaks it.
  const romanian = await registerByApi(request, newTalent({ preferredLanguage: 'RO' }));
  const roPage = await browser.newPage();
  try {
    await signInWithTokens(roPage, romanian.tokens);
    await roPage.goto(page.url());
    const roNotice = roPage.getByTestId('casting-closed-notice');
    await expect(roNotice.getByRole('heading', { name: 'Data castingului a trecut' })).toBeVisible();
    await expect(roNotice).toContainText('Castingul a avut loc pe 10 martie 2025');
    await expect(roPage.getByTestId('casting-date-passed')).toHaveText('Data castingului a trecut');
    await expect(roPage.getByRole('button', { name: 'Aplică acum' })).toHaveCount(0);
  } finally {
    await roPage.close();
  }
});

// Issue 32 in a real Chromium against the built server: a verified casting director finds a talent
// in the studio's directory by three filters, opens her, adds her to a new list and invites her to a
// published casting; the casting's applicants page shows her invitation as INVITED. Then the same
// search at phone width, a card ticked from the keyboard.
import { publishCastingByApi, staffToken } from '../castings-by-api';
import {
  bearer,
  expect,
  expectNoAxeViolations,
  newTalent,
  preferEnglish,
  registerByApi,
  test,
} from '../fixtures';
import { newPage, studioSignIn, verifiedClient } from '../studio-accounts';

/** A surname no other test's talent has, in letters (a name takes no digits in a person's eyes). */
const uniqueSurname = () =>
  `Zet${[...String(Date.now())].map((digit) => String.fromCharCode(97 + Number(digit))).join('')}`;

test('a director finds a talent by three filters, lists her and invites her to a casting', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const surname = uniqueSurname();
  const title = `Dansatoare pentru videoclip ${Date.now()}`;

  // A talent whose profile says dancer, Sibiu, 172 cm (an adult: listed unless she turns it off).
  const { tokens } = await registerByApi(request, newTalent({ firstName: 'Ilinca', lastName: surname }));
  const profile = await request.post('/api/profiles', {
    headers: bearer(tokens.accessToken),
    data: { residenceCity: 'Sibiu', height: 172, categories: ['DANCER'] },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  const client = await verifiedClient(request);
  const casting = await publishCastingByApi(request, await staffToken(request, client), {
    title,
    shortDescription: 'Căutăm dansatoare pentru un videoclip',
    description: 'O zi de filmare în Sibiu.',
  });

  const studio = await newPage(browser);
  await preferEnglish(studio);
  await studioSignIn(studio, client);
  await studio.getByRole('link', { name: 'Find talent' }).first().click();
  await expect(studio.getByRole('heading', { level: 1, name: 'Find talent' })).toBeVisible();
  await expectNoAxeViolations(studio);

  // Three filters (city, category, height) and her surname, applied together.
  await studio.getByLabel('Search by name or skill').fill(surname);
  await studio.getByLabel('City').selectOption('Sibiu');
  await studio.getByLabel('Category').selectOption('DANCER');
  await studio.getByLabel('Height from (cm)').fill('170');
  await studio.getByRole('button', { name: 'Apply filters' }).click();
  await expect(studio).toHaveURL(/city=Sibiu/);
  await expect(studio).toHaveURL(/category=DANCER/);
  await expect(studio).toHaveURL(/heightMin=170/);
  const card = studio.getByTestId('talent-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Sibiu');
  await expect(card).toContainText('172 cm');
  await expect(card).not.toContainText(surname);
  await expectNoAxeViolations(studio);

  // A reload keeps the search.
  await studio.reload();
  await expect(studio.getByTestId('talent-card')).toHaveCount(1);
  await expect(studio.getByLabel('City')).toHaveValue('Sibiu');

  await studio.getByTestId('talent-card').getByRole('link', { name: 'Ilinca' }).click();
  await expect(studio.getByRole('heading', { level: 1, name: `Ilinca ${surname}` })).toBeVisible();
  await expect(studio.getByTestId('talent-page')).not.toContainText('@example.com');
  await expectNoAxeViolations(studio);

  await studio.getByRole('button', { name: 'Add to list' }).click();
  const listDialog = studio.getByRole('dialog');
  await listDialog.getByLabel('Name of a new list').fill(`Dansatoare Sibiu ${surname}`);
  await listDialog.getByRole('button', { name: 'Create the list and add' }).click();
  await expect(studio.getByText(`Added to “Dansatoare Sibiu ${surname}”`)).toBeVisible();

  await studio.getByRole('button', { name: 'Invite to a casting' }).click();
  const inviteDialog = studio.getByRole('dialog');
  await expect(inviteDialog.getByLabel('Casting')).toBeEnabled();
  await inviteDialog.getByLabel('Casting').selectOption({ label: title });
  await inviteDialog.getByLabel('Message to the talents').fill('Te-am văzut în catalog: vino la casting!');
  await expectNoAxeViolations(studio);
  await inviteDialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(studio.getByText('1 talent invited')).toBeVisible();

  // The list keeps her; the casting's applicants page shows her invitation.
  await studio.getByRole('link', { name: 'Talent lists' }).first().click();
  await studio.getByRole('link', { name: new RegExp(`Dansatoare Sibiu ${surname}`) }).click();
  await expect(studio.getByTestId('talent-card')).toContainText('Ilinca');
  await expectNoAxeViolations(studio);

  await studio.goto(`/studio/castings/${casting.id}/applicants`);
  const row = studio.getByTestId('invitation-row');
  await expect(row).toContainText(`Ilinca ${surname}`);
  await expect(row.getByTestId('invitation-status')).toHaveText('Invited');
  await expectNoAxeViolations(studio);

  // At phone width, the copied search link opens the same results without sideways scrolling; the
  // filters fold under a button; a card is ticked from the keyboard.
  const searchUrl = `/studio/talents?q=${surname}&city=Sibiu&category=DANCER&heightMin=170`;
  await studio.setViewportSize({ width: 375, height: 740 });
  await studio.goto(searchUrl);
  await expect(studio.getByTestId('talent-card')).toHaveCount(1);
  // Opened with filters, they show; folded, only the search stays.
  await expect(studio.getByLabel('City')).toHaveValue('Sibiu');
  await studio.getByRole('button', { name: 'Fewer filters' }).click();
  await expect(studio.getByLabel('City')).toBeHidden();
  await expect(studio.getByRole('button', { name: 'More filters' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(await studio.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await studio.getByRole('checkbox', { name: 'Select Ilinca' }).focus();
  await studio.keyboard.press('Space');
  await expect(studio.getByTestId('selection-count')).toHaveText('1 selected');
  await expectNoAxeViolations(studio);
  await studio.getByTestId('talent-card').getByRole('link', { name: 'Ilinca' }).click();
  await expect(studio.getByRole('heading', { level: 1, name: `Ilinca ${surname}` })).toBeVisible();
  expect(await studio.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

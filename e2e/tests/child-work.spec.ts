import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { describeProblem, type MinorSchedule, scheduleProblems } from '@talent/contract/child-work';
import { publishCastingByApi, staffToken } from '../castings-by-api';
import {
  bearer,
  expect,
  expectNoAxeViolations,
  newTalent,
  registerByApi,
  signInWithTokens,
  test,
} from '../fixtures';
import { verifiedClient } from '../studio-accounts';

// Issue 23: a child applies only to a casting whose hours for children fit the child's age band
// (HG 75/2015); once accepted, the guardian has a checklist with the SPAS notice to print.

/** 'YYYY-MM-DD' of today moved by whole years and days, in the test machine's calendar. */
function dayFrom(years: number, days: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear() + years, now.getMonth(), now.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A published casting for children aged 3–10, with the hours given, shot on `shootingDate`. */
async function childrenCasting(
  request: APIRequestContext,
  token: string,
  title: string,
  minorSchedule: MinorSchedule,
  shootingDate: string,
) {
  return publishCastingByApi(request, token, {
    title,
    shortDescription: 'Căutăm copii pentru o reclamă la jucării',
    description: 'Filmare într-un studio din București, cu pauze și gustări.',
    castingDate: dayFrom(0, 20),
    shootingDate,
    ageRanges: [{ min: 3, max: 10 }],
    minorSchedule,
  });
}

async function openApplyForChild(page: Page, slug: string, childLabel: RegExp) {
  await page.goto(`/castings/${slug}`);
  await page.getByTestId('apply-button').click();
  const dialog = page.getByTestId('apply-dialog');
  await expect(dialog).toBeVisible();
  const child = dialog.getByRole('radio', { name: childLabel });
  await child.check();
  return { dialog, child };
}

test('a guardian applies for a 4-year-old: refused with the rule in words where the hours break it, sent where they fit, then the checklist of the accepted child', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const client = await verifiedClient(request);
  const token = await staffToken(request, client);
  const shootingDate = dayFrom(0, 30);
  // Four on the first working day (and today): 09:00–17:00, at most 2 hours a day.
  const birth = dayFrom(-4, -60);
  const longDay: MinorSchedule = { dailyStart: '08:00', dailyEnd: '18:00', days: 1 };
  const shortDay: MinorSchedule = { dailyStart: '10:00', dailyEnd: '12:00', days: 1 };
  const stamp = Date.now();
  const tooLong = await childrenCasting(request, token, `Reclamă lungă ${stamp}`, longDay, shootingDate);
  const fits = await childrenCasting(request, token, `Reclamă scurtă ${stamp}`, shortDay, shootingDate);

  // The guardian and the child, through the API.
  const { tokens } = await registerByApi(request, newTalent({ firstName: 'Mihaela', lastName: 'Pop' }));
  const enabled = await request.post('/api/users/guardian-mode/enable', {
    headers: bearer(tokens.accessToken),
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const added = await request.post('/api/children', {
    headers: bearer(tokens.accessToken),
    data: { firstName: 'Ana', lastName: 'Pop', dateOfBirth: birth, gender: 'FEMALE' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await signInWithTokens(page, tokens);

  // The casting's page tells guardians its hours for children.
  await page.goto(`/castings/${tooLong.slug}`);
  await expect(page.getByTestId('fact-minorSchedule')).toContainText('08:00–18:00, 1 day');

  // 08:00–18:00 breaks both the 09:00–17:00 window and the 2 hours a day of a 4-year-old.
  const rules = scheduleProblems(birth, shootingDate, longDay).map((problem) =>
    describeProblem(problem, 'en'),
  );
  expect(rules).toEqual([
    'A 4-year-old child may work only between 09:00 and 17:00 (HG 75/2015); this casting asks 08:00–18:00.',
    'A 4-year-old child may work at most 2 hours a day (HG 75/2015); this casting asks 10 hours a day.',
  ]);
  const { dialog, child } = await openApplyForChild(page, tooLong.slug, /Ana Pop \(4 years\)/);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Ana Pop cannot apply to this casting:');
  for (const rule of rules) await expect(alert).toContainText(rule);
  await expect(child).toHaveAccessibleDescription(
    new RegExp(rules[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(dialog.getByTestId('apply-submit')).toBeDisabled();
  await expectNoAxeViolations(page);
  // The server says the same, in the language asked for.
  const profiles = (await (
    await request.get('/api/children', { headers: bearer(tokens.accessToken) })
  ).json()) as { data: { talentProfileId: string }[] };
  const childProfileId = profiles.data[0]!.talentProfileId;
  const refused = await request.post('/api/applications', {
    headers: { ...bearer(tokens.accessToken), 'accept-language': 'ro' },
    data: { castingId: tooLong.id, talentProfileId: childProfileId },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { message: string }).message).toBe(
    scheduleProblems(birth, shootingDate, longDay)
      .map((problem) => describeProblem(problem, 'ro'))
      .join(' '),
  );
  await page.keyboard.press('Escape');

  // 10:00–12:00 on one day fits: the application goes.
  const second = await openApplyForChild(page, fits.slug, /Ana Pop \(4 years\)/);
  await expect(second.dialog.getByRole('alert')).toHaveCount(0);
  await second.dialog.getByTestId('apply-submit').click();
  await expect(page.getByText('Application successfully submitted!')).toBeVisible();

  // The client accepts; the guardian's application page opens the checklist.
  const mine = (await (
    await request.get('/api/applications', { headers: bearer(tokens.accessToken) })
  ).json()) as { data: { id: string; castingId: string }[] };
  const applicationId = mine.data.find((entry) => entry.castingId === fits.id)!.id;
  const accepted = await request.patch(`/api/applications/${applicationId}/status`, {
    headers: bearer(token),
    data: { status: 'ACCEPTED' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await page.goto(`/my-applications/${applicationId}`);
  const checklist = page.getByTestId('child-checklist');
  await expect(page.getByRole('heading', { name: "Checklist for the child's work" })).toBeVisible();
  await expect(checklist.getByTestId('child-checklist-dates')).toContainText('10:00–12:00 each day');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);

  // Ticking "companion named" before naming one says why, then the name is saved and the item ticked.
  const companionItem = checklist.getByTestId('checklist-item-companion');
  await companionItem.getByRole('checkbox').click();
  await expect(companionItem.getByRole('checkbox')).not.toBeChecked();
  await expect(companionItem.getByRole('alert')).toContainText('Name the companion before ticking this item');
  await checklist.getByLabel("Companion's name").fill('Elena Pop');
  await checklist.getByTestId('companion-save').click();
  await expect(page.getByText('Companion saved')).toBeVisible();
  await companionItem.getByRole('checkbox').check();
  await expect(companionItem.getByTestId('checklist-item-done')).toBeVisible();
  await expect(companionItem.getByRole('checkbox')).toBeChecked();

  // The SPAS notice, a PDF fetched with the session's token.
  const pdfResponse = page.waitForResponse((response) => response.url().endsWith('/spas-notice.pdf'));
  const download = page.waitForEvent('download');
  await checklist.getByTestId('spas-notice-download').click();
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await file.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

  // The ticks hold after a reload; on a phone the checklist reads in one column, axe-clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('checklist-item-companion').getByRole('checkbox')).toBeChecked();
  await expect(page.getByTestId('companion-name')).toHaveValue('Elena Pop');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);
});

// Issue 33's "Done when" in a real Chromium against the built server: a director makes an audition
// session in the studio and invites three applicants from the applicants list (two get the session's
// two slots, the third waits); one confirms and takes the calendar file, one declines in Romanian and
// the one waiting gets her slot (her bell rings), then asks for another time, is offered it again and
// confirms at phone width by keyboard only; the director checks them in on the day sheet. Reminders
// are proven through the queue in the API's tests.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { romanianDayAhead } from '../auditions-by-api';
import { applyByApi, publishCastingByApi, staffToken } from '../castings-by-api';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWhenQuiet,
  newTalent,
  preferEnglish,
  registerByApi,
  signInWithTokens,
  submitSignIn,
  type TalentAccount,
  test,
} from '../fixtures';
import { mailsTo } from '../outbox';
import { newPage, studioSignIn, verifiedClient } from '../studio-accounts';

/** A talent registered and applied to the casting, through the API. */
async function applicant(request: APIRequestContext, castingId: string, talent: TalentAccount) {
  const { tokens } = await registerByApi(request, talent);
  await applyByApi(request, castingId, tokens.accessToken);
  return { talent, tokens, name: `${talent.firstName} ${talent.lastName}` };
}

/** Presses Tab until `target` has the focus (at most `limit` presses): the keyboard's way there. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  const focused = () => target.evaluate((element) => element === document.activeElement).catch(() => false);
  for (let presses = 0; presses < limit && !(await focused()); presses += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** The studio's applicants list: the names ticked, then "Invite to audition" into the one open session. */
async function inviteToAudition(studio: Page, castingId: string, names: string[]) {
  await studio.goto(`/studio/castings/${castingId}/applicants`);
  await expect(studio.getByText('3 applicants found')).toBeVisible();
  for (const name of names) await studio.getByRole('checkbox', { name: `Select ${name}` }).check();
  await studio.getByTestId('bulk-bar').getByRole('button', { name: 'Invite to audition' }).click();
  const dialog = studio.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(
    names.length === 1
      ? 'Invite 1 applicant to an audition'
      : `Invite ${names.length} applicants to an audition`,
  );
  // The casting's one session is chosen already; no slot: the next free ones, in the list's order.
  await expect(dialog.getByLabel('Session')).not.toHaveValue('');
  await expect(dialog.getByLabel('Slot (Romania time)')).toHaveValue('');
  return dialog;
}

test('a director makes a session and invites three; they confirm, decline, ask to move; the day sheet checks them in', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const client = await verifiedClient(request);
  const title = `Audiții pentru reclama de primăvară ${Date.now()}`;
  const casting = await publishCastingByApi(request, await staffToken(request, client), {
    title,
    shortDescription: 'Căutăm trei actrițe pentru o reclamă',
    description: 'Probă de o zi în București.',
  });
  // Applied in reverse: the applicants list shows the newest first, so Ana, Bianca, Carmen.
  const carmen = await applicant(request, casting.id, newTalent({ firstName: 'Carmen', lastName: 'Dobre' }));
  const bianca = await applicant(
    request,
    casting.id,
    newTalent({ firstName: 'Bianca', lastName: 'Marin', preferredLanguage: 'RO' }),
  );
  const ana = await applicant(request, casting.id, newTalent({ firstName: 'Ana', lastName: 'Mocanu' }));
  const day = romanianDayAhead(4);

  // 1. The director makes a session from the casting's auditions page: 10:00–10:30, 15-minute slots.
  const studio = await newPage(browser);
  await preferEnglish(studio);
  await studioSignIn(studio, client);
  await studio.goto('/studio/castings');
  await studio.getByRole('link', { name: `Applicants of ${title}` }).click();
  await studio.getByTestId('auditions-link').click();
  await expect(studio.getByRole('heading', { level: 1, name: 'Auditions' })).toBeVisible();
  await expect(studio.getByTestId('sessions-empty')).toBeVisible();
  await expectNoAxeViolationsWhenQuiet(studio);
  await studio.getByRole('button', { name: 'Make a session' }).click();
  const form = studio.getByRole('dialog', { name: 'New audition session' });
  await expect(form.getByLabel('Round')).toHaveValue('AUDITION');
  await form.getByLabel('Where').selectOption('IN_PERSON');
  await form.getByLabel('Date').fill(day);
  await form.getByLabel('Starts at').fill('10:00');
  await form.getByLabel('Ends at').fill('10:30');
  await form.getByLabel('Slot length (minutes)').fill('15');
  await form.getByLabel('Talents per slot').fill('1');
  await form.getByLabel('Address').fill('Studioul 3, Str. Ion Câmpineanu 11, București');
  await form.getByLabel('Instructions').fill('Vino cu 10 minute mai devreme.');
  await expectNoAxeViolations(studio);
  await form.getByRole('button', { name: 'Make the session' }).click();
  await expect(studio.getByText('Session made')).toBeVisible();
  await expect(form).toBeHidden();
  const session = studio.getByTestId('audition-session');
  await expect(session.getByTestId('session-times')).toContainText('10:00–10:30 (Romania time)');
  await expect(session.getByTestId('session-slot')).toHaveText([
    /^10:00 0 of 1 taken/,
    /^10:15 0 of 1 taken/,
  ]);
  await expectNoAxeViolationsWhenQuiet(studio);

  // The three are invited from the applicants list: two get the slots, the third waits.
  const invite = await inviteToAudition(studio, casting.id, [ana.name, bianca.name, carmen.name]);
  await expectNoAxeViolations(studio);
  await invite.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(invite.getByRole('heading')).toHaveText('Invitations sent');
  await expect(invite.getByTestId('audition-invite-invited').getByRole('listitem')).toHaveText([
    `${ana.name}: 10:00 (Romania time)`,
    `${bianca.name}: 10:15 (Romania time)`,
    `${carmen.name}: waiting for a slot`,
  ]);
  await expect(invite.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoAxeViolations(studio);
  await invite.getByRole('button', { name: 'Close' }).click();
  await expect(invite).toBeHidden();

  // 2. Ana signs in, opens her auditions, confirms her time and adds it to her calendar.
  const anaPage = await newPage(browser);
  await preferEnglish(anaPage);
  await anaPage.goto('/login');
  await submitSignIn(anaPage, ana.talent);
  await expect(anaPage.getByRole('heading', { level: 1 })).toContainText('Ana');
  await anaPage.getByRole('navigation').first().getByRole('link', { name: 'Auditions' }).click();
  await expect(anaPage.getByRole('heading', { level: 1, name: 'My auditions' })).toBeVisible();
  const anaCard = anaPage.getByTestId('audition-card');
  await expect(anaCard).toHaveCount(1);
  await expect(anaCard.getByRole('heading', { name: title })).toBeVisible();
  await expect(anaCard.getByTestId('audition-when')).toContainText('10:00–10:15 (Romania time)');
  await expect(anaCard.getByTestId('audition-status')).toHaveText('Status: Awaiting your answer');
  await expect(anaCard).toContainText('Studioul 3, Str. Ion Câmpineanu 11, București');
  await expect(anaCard).toContainText('Vino cu 10 minute mai devreme.');
  await expectNoAxeViolationsWhenQuiet(anaPage);
  await anaCard.getByRole('button', { name: 'Confirm' }).click();
  await expect(anaCard.getByTestId('audition-status')).toHaveText('Status: Confirmed');
  await expect(anaCard.getByTestId('audition-status')).toBeFocused();
  const download = anaPage.waitForEvent('download');
  await anaCard.getByRole('button', { name: 'Add to calendar' }).click();
  const calendar = await download;
  expect(calendar.suggestedFilename()).toBe('audition.ics');
  const ics = readFileSync(await calendar.path(), 'utf8');
  expect(ics).toContain('METHOD:REQUEST\r\n');
  expect(ics).toContain(`DTSTART;TZID=Europe/Bucharest:${day.replaceAll('-', '')}T100000\r\n`);
  expect(ics).toContain('TZID:Europe/Bucharest\r\n');
  await expectNoAxeViolationsWhenQuiet(anaPage);
  // The confirmation e-mail brings the same event, as a calendar invitation.
  await expect
    .poll(() => mailsTo(ana.talent.email).find((mail) => /^Content-Type: text\/calendar;/im.test(mail)), {
      timeout: 15_000,
    })
    .toMatch(/^Content-Type: text\/calendar;[^\r\n]*method=REQUEST/im);

  // Carmen waits, on a phone, with her auditions page open.
  const carmenPage = await newPage(browser, { width: 375, height: 740 });
  await preferEnglish(carmenPage);
  await signInWithTokens(carmenPage, carmen.tokens);
  await carmenPage.goto('/auditions');
  const carmenCard = carmenPage.getByTestId('audition-card');
  await expect(carmenCard.getByTestId('audition-status')).toHaveText('Status: On the waiting list');
  await expect(carmenCard).toContainText('On the waiting list: every slot is taken.');
  await expect(carmenCard.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  const carmenBell = carmenPage.getByTestId('notification-bell');
  await expect(carmenBell).toHaveAccessibleName('Notifications, 1 unread');
  await expectNoAxeViolationsWhenQuiet(carmenPage);

  // 3. Bianca reads the portal in Romanian and declines, with a note.
  const biancaPage = await newPage(browser);
  await biancaPage.addInitScript(({ accessToken, refreshToken }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
    localStorage.setItem('language', 'ro');
  }, bianca.tokens);
  await biancaPage.goto('/auditions');
  await expect(biancaPage.getByRole('heading', { level: 1, name: 'Audițiile mele' })).toBeVisible();
  await expect(biancaPage.locator('html')).toHaveAttribute('lang', 'ro');
  const biancaCard = biancaPage.getByTestId('audition-card');
  await expect(biancaCard.getByTestId('audition-when')).toContainText('10:15–10:30 (ora României)');
  await expect(biancaCard.getByTestId('audition-status')).toHaveText('Stare: Așteaptă răspunsul tău');
  await expect(biancaCard).toContainText('Ora ta: 10:15. Confirm-o sau alege altă oră liberă.');
  await expectNoAxeViolationsWhenQuiet(biancaPage);
  await biancaCard.getByRole('button', { name: 'Refuză' }).click();
  const decline = biancaPage.getByRole('dialog', { name: `Refuză audiția: ${title}` });
  await decline.getByLabel('Notă (opțional)').fill('Filmez în acea zi, îmi pare rău.');
  await expectNoAxeViolations(biancaPage);
  await decline.getByRole('button', { name: 'Refuză audiția' }).click();
  await expect(decline).toBeHidden();
  await expect(biancaCard.getByTestId('audition-status')).toHaveText('Stare: Refuzată');
  await expect(biancaPage.getByRole('heading', { level: 2, name: 'Trecute și încheiate' })).toBeVisible();
  await expect(biancaCard).toContainText('Nota ta: „Filmez în acea zi, îmi pare rău.”');
  await expectNoAxeViolationsWhenQuiet(biancaPage);

  // Carmen's bell rings without a reload; the notice leads to her card, now with Bianca's time.
  await expect(carmenBell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 15_000 });
  await carmenBell.click();
  const changed = carmenPage.getByTestId('notification').filter({ hasText: 'has changed' });
  await expect(changed).toContainText(`Your audition for`);
  await changed.getByRole('link').click();
  await expect(carmenPage).toHaveURL(/\/auditions#audition-/);
  await expect(carmenCard).toBeFocused();
  await expect(carmenCard.getByTestId('audition-when')).toContainText('10:15–10:30 (Romania time)');
  await expect(carmenCard.getByTestId('audition-status')).toHaveText('Status: Awaiting your answer');

  // 4. She asks for another time, by keyboard only: an empty note is refused with the contract's words.
  await tabTo(carmenPage, carmenCard.getByRole('button', { name: 'Ask for another time' }));
  await carmenPage.keyboard.press('Enter');
  const reschedule = carmenPage.getByRole('dialog', { name: `Ask for another time: ${title}` });
  const note = reschedule.getByLabel('Which times suit you');
  await expect(note).toBeFocused();
  await tabTo(carmenPage, reschedule.getByRole('button', { name: 'Send the request' }), 5);
  await carmenPage.keyboard.press('Enter');
  await expect(reschedule.getByText('Say which times suit you', { exact: true })).toBeVisible();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(carmenPage);
  await tabTo(carmenPage, note, 5);
  await carmenPage.keyboard.type('Orice oră după 12:00, vă rog.');
  await tabTo(carmenPage, reschedule.getByRole('button', { name: 'Send the request' }), 5);
  await carmenPage.keyboard.press('Enter');
  await expect(reschedule).toBeHidden();
  await expect(carmenCard.getByTestId('audition-status')).toHaveText('Status: Asked for another time');
  await expect(carmenCard.getByTestId('audition-status')).toBeFocused();
  await expect(carmenCard).toContainText('Your note: “Orice oră după 12:00, vă rog.”');
  await expect(carmenCard).toContainText('No other time is free at the moment.');
  expect(await carmenPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolationsWhenQuiet(carmenPage);

  // The studio's list: each where she stands, the notes beside them.
  await studio.goto(`/studio/castings/${casting.id}/auditions`);
  await expect(session.getByTestId('session-slot')).toHaveText([
    /^10:00 1 of 1 taken.*Ana Mocanu.*Confirmed/,
    /^10:15 0 of 1 taken\s*Free/,
  ]);
  const unslotted = session.getByTestId('session-unslotted');
  await expect(unslotted.getByTestId('session-booking')).toHaveText([
    /Bianca Marin\s*Declined\s*Note: Filmez în acea zi, îmi pare rău\./,
    /Carmen Dobre\s*Asked to move\s*Note: Orice oră după 12:00, vă rog\./,
  ]);
  await expectNoAxeViolationsWhenQuiet(studio);

  // The director offers Carmen the free time again; she confirms it on her phone, by keyboard only.
  const reinvite = await inviteToAudition(studio, casting.id, [carmen.name]);
  await reinvite.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(reinvite.getByTestId('audition-invite-invited').getByRole('listitem')).toHaveText([
    `${carmen.name}: 10:15 (Romania time)`,
  ]);
  await reinvite.getByRole('button', { name: 'Close' }).click();
  await carmenPage.reload();
  await expect(carmenCard.getByTestId('audition-status')).toHaveText('Status: Awaiting your answer');
  await tabTo(carmenPage, carmenCard.getByRole('button', { name: 'Confirm' }));
  await carmenPage.keyboard.press('Enter');
  await expect(carmenCard.getByTestId('audition-status')).toHaveText('Status: Confirmed');
  await expect(carmenCard.getByTestId('audition-status')).toBeFocused();
  await expect(carmenCard.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  expect(await carmenPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolationsWhenQuiet(carmenPage);

  // 5. The day sheet: the slots in order with their talents; Ana checked in by click, Carmen by keys.
  await studio.goto(`/studio/castings/${casting.id}/auditions`);
  await session.getByTestId('session-day-link').click();
  await expect(studio.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(studio.getByTestId('day-slot').getByRole('heading', { level: 2 })).toHaveText([
    /^10:00\s*1 booked$/,
    /^10:15\s*1 booked$/,
  ]);
  const rows = studio.getByTestId('day-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(ana.name);
  await expect(rows.nth(0)).toContainText(ana.talent.phone);
  await expect(rows.nth(1)).toContainText(carmen.name);
  await expect(rows.nth(0)).toContainText('Confirmed');
  await expectNoAxeViolationsWhenQuiet(studio);
  await studio.getByRole('button', { name: `Arrived: ${ana.name}` }).click();
  await expect(rows.nth(0)).toContainText('Arrived');
  await tabTo(studio, rows.nth(0));
  await studio.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await studio.keyboard.press('a');
  await expect(rows.nth(1)).toContainText('Arrived');
  await expectNoAxeViolationsWhenQuiet(studio);

  // The auditions page counts where everyone stands.
  await studio.getByRole('link', { name: 'Auditions' }).first().click();
  await expect(session.getByTestId('session-counts')).toContainText('Declined: 1');
  await expect(session.getByTestId('session-counts')).toContainText('Arrived: 2');

  // At the door, on a phone: both studio pages fit the width.
  await studio.setViewportSize({ width: 375, height: 740 });
  for (const page of ['auditions page', 'day sheet']) {
    if (page === 'day sheet') await session.getByTestId('session-day-link').click();
    await expect(studio.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await studio.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the ${page} at 375 px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolationsWhenQuiet(studio);
  }
  await expect(rows).toHaveCount(2);
});

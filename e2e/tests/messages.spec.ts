// Issue 35's "Done when" in a real Chromium against the built server: a director and a talent talk
// with an attachment (read marks, the unread badge, the download); a phone number warns and may still
// go to an adult; the same to a guardian's child is held until an administrator releases it; a talent
// reports a casting, the administrator suspends the company, which can no longer sign in, and the
// casting's applicants are told; the talent's inbox and thread on a phone. Each test makes its own
// companies, castings, talents and children through the API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  bearer,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWhenQuiet,
  newTalent,
  preferEnglish,
  signInWithTokens,
  submitSignIn,
  test,
} from '../fixtures';
import {
  adultApplicant,
  companyWithCasting,
  guardianChildApplicant,
  inboxByApi,
  threadByApi,
  unreadMessagesByApi,
  writeSmallPdf,
} from '../messages-by-api';
import { newAdmin, newPage, studioSignIn } from '../studio-accounts';

const NEVER_PAY = {
  en: 'Talent Portal never asks anyone to pay to apply or to audition. Never send money or bank details.',
  ro: 'Talent Portal nu cere nimănui niciodată bani pentru a aplica sau pentru o audiție. Nu trimite niciodată bani sau date bancare.',
};
const PHONE_TEXT = 'Sună-mă la 0722 123 456';

/** The accessible name of the navigation's Messages link with its unread count: "Messages, 1 unread message". */
const withUnread = (label: string, unread: string) => new RegExp(`^${label}, ${unread}$`);

let dir: string;

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'messages-e2e-'));
});

test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A window of its own whose uncaught errors fail the test, as the fixture's page does. */
async function windowOf(
  browser: Browser,
  consoleErrors: string[],
  name: string,
  viewport?: { width: number; height: number },
) {
  const opened = await newPage(browser, viewport);
  opened.on('pageerror', (error) => consoleErrors.push(`${name}: ${error.message}`));
  return opened;
}

/** An administrator, signed in through the studio's form in English. */
async function adminStudio(browser: Browser, consoleErrors: string[]) {
  const admin = await windowOf(browser, consoleErrors, 'admin');
  await preferEnglish(admin);
  await admin.goto('/studio/login');
  await submitSignIn(admin, newAdmin());
  await expect(admin.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
  return admin;
}

/** The portal in Romanian for the account (its language wins at sign-in), signed in with its tokens. */
async function portalInRomanian(page: Page, tokens: { accessToken: string; refreshToken: string }) {
  await signInWithTokens(page, tokens);
  await page.addInitScript(() => localStorage.setItem('language', 'ro'));
}

test('a director and a talent talk with an attachment: unread badge, download, reply, Seen', async ({
  browser,
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const title = `Reclamă cu mesaje ${Date.now()}`;
  const { client, casting, company } = await companyWithCasting(request, title);
  // The talent reads the portal in Romanian; the director the studio in English.
  const sorina = await adultApplicant(
    request,
    casting.id,
    newTalent({ firstName: 'Sorina', lastName: 'Lungu', preferredLanguage: 'RO' }),
  );
  const pdf = writeSmallPdf(dir, 'scenariu-reclama.pdf');

  await portalInRomanian(page, sorina.tokens);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigare principală' });
  await expect(nav.getByRole('link', { name: 'Mesaje', exact: true })).toBeVisible();
  await expect(nav.getByTestId('nav-badge-messages')).toHaveCount(0);

  // 1. The director opens the applicant in the studio and writes, with the script attached.
  const studio = await windowOf(browser, consoleErrors, 'studio');
  await preferEnglish(studio);
  await studioSignIn(studio, client);
  await studio.goto(`/studio/castings/${casting.id}/applicants`);
  await studio
    .getByTestId('applicant-card')
    .filter({ hasText: sorina.name })
    .getByRole('link', { name: sorina.name })
    .click();
  await expect(studio.getByRole('heading', { level: 1, name: sorina.name })).toBeVisible();
  const studioThread = studio.getByTestId('message-thread');
  await expect(studioThread.getByRole('heading', { name: `About: ${title}` })).toBeVisible();
  await expect(studioThread.getByText(`With: ${sorina.name}`)).toBeVisible();
  await expect(studioThread.getByTestId('never-pay-notice')).toHaveText(NEVER_PAY.en);
  await expect(studioThread.getByTestId('thread-empty')).toHaveText('No messages yet — write the first');
  const question = 'Bună, Sorina! Poți veni joi la ora 10? Îți trimit scenariul atașat.';
  await studioThread.getByLabel('Your message').fill(question);
  await studioThread.getByTestId('attach-input').setInputFiles(pdf);
  await expect(studioThread.getByTestId('attachment-chosen')).toContainText('Attached: scenariu-reclama.pdf');
  await studioThread.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = studioThread.getByTestId('message').filter({ hasText: question });
  await expect(sent).toBeVisible();
  await expect(
    sent.getByRole('button', { name: /^Download scenariu-reclama\.pdf \(\d+ KB\)$/ }),
  ).toBeVisible();
  await expect(sent.getByTestId('message-seen')).toHaveCount(0);
  await expect(studioThread.getByLabel('Your message')).toHaveValue('');
  await expectNoAxeViolationsWhenQuiet(studio);

  // 2. Without a reload, the talent's navigation counts the unread message beside "Mesaje".
  const messagesLink = nav.getByRole('link', { name: withUnread('Mesaje', '1 mesaj necitit') });
  await expect(messagesLink).toBeVisible({ timeout: 15_000 });
  await expect(nav.getByTestId('nav-badge-messages')).toHaveText('1');
  await messagesLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mesaje' })).toBeVisible();
  const row = page.getByTestId('conversation-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(title);
  await expect(row).toContainText(question);
  await expect(row.getByTestId('conversation-unread')).toHaveText('1 necitit');
  await expectNoAxeViolationsWhenQuiet(page);

  // 3. She opens the thread: the message, the file (downloaded under its name), the safety line.
  await row.getByRole('link', { name: company }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversație' })).toBeVisible();
  const thread = page.getByTestId('message-thread');
  await expect(thread.getByRole('heading', { name: `Despre: ${title}` })).toBeVisible();
  await expect(thread.getByText(`Cu: ${company}`)).toBeVisible();
  await expect(thread.getByTestId('never-pay-notice')).toHaveText(NEVER_PAY.ro);
  const received = thread.getByTestId('message').filter({ hasText: question });
  await expect(received).toContainText(company);
  const download = page.waitForEvent('download');
  await received.getByRole('button', { name: /^Descarcă scenariu-reclama\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('scenariu-reclama.pdf');
  // Read: the badge is gone.
  await expect(nav.getByRole('link', { name: 'Mesaje', exact: true })).toBeVisible();
  await expect(nav.getByTestId('nav-badge-messages')).toHaveCount(0);
  await expectNoAxeViolationsWhenQuiet(page);

  // She answers.
  const answer = 'Bună ziua! Da, vin joi la 10. Mulțumesc pentru scenariu.';
  await thread.getByLabel('Mesajul tău').fill(answer);
  await thread.getByRole('button', { name: 'Trimite', exact: true }).click();
  const mine = thread.getByTestId('message').filter({ hasText: answer });
  await expect(mine).toContainText('Tu');
  await expect(thread.getByLabel('Mesajul tău')).toHaveValue('');

  // 4. The director sees the answer come in, and "Seen" under the question she read.
  await expect(studioThread.getByTestId('message').filter({ hasText: answer })).toBeVisible({
    timeout: 20_000,
  });
  await expect(sent.getByTestId('message-seen')).toHaveText('Seen');
  // Her answer is not read by the director's side yet on her screen; it says "Văzut" once it is.
  await page.reload();
  await expect(
    thread.getByTestId('message').filter({ hasText: answer }).getByTestId('message-seen'),
  ).toHaveText('Văzut');
  await expectNoAxeViolationsWhenQuiet(studio);
});

test('a phone number in a message warns before it is sent; "Send anyway" delivers it to an adult', async ({
  browser,
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const title = `Reclamă cu telefon ${Date.now()}`;
  const { client, token, casting, company } = await companyWithCasting(request, title);
  const radu = await adultApplicant(
    request,
    casting.id,
    newTalent({ firstName: 'Radu', lastName: 'Ene', gender: 'MALE' }),
  );

  // The director reads the studio in Romanian (the account's language), on the applicant's page.
  const chosen = await request.patch('/api/staff/me', {
    headers: bearer(token),
    data: { preferredLanguage: 'RO' },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const studio = await windowOf(browser, consoleErrors, 'studio');
  await studio.goto('/studio/login');
  await studio.getByLabel('Adresa de e-mail').fill(client.email);
  await studio.getByLabel('Parola', { exact: true }).fill(client.password);
  await studio.getByRole('button', { name: 'Autentificare' }).click();
  await expect(studio.getByRole('heading', { name: 'Bine ai venit, Dana' })).toBeVisible();
  await studio.goto(`/studio/castings/${casting.id}/applicants/${radu.applicationId}`);
  await expect(studio.getByRole('heading', { level: 1, name: radu.name })).toBeVisible();
  const thread = studio.getByTestId('message-thread');
  await expect(thread.getByTestId('never-pay-notice')).toHaveText(NEVER_PAY.ro);
  // An adult: no note about a minor.
  await expect(thread.getByText(/despre un minor/)).toHaveCount(0);

  // The phone number is found while it is written, then on Send: what it is and the words themselves,
  // nothing sent yet.
  await thread.getByLabel('Mesajul tău').fill(PHONE_TEXT);
  await expect(thread.getByTestId('message-live-warning')).toHaveText(
    'Înainte să trimiți: acest mesaj pare să conțină un număr de telefon. Păstrează contactul și plățile pe platformă.',
  );
  await thread.getByRole('button', { name: 'Trimite', exact: true }).click();
  const warnings = thread.getByTestId('message-warnings');
  await expect(warnings).toContainText('Verifică mesajul înainte să-l trimiți');
  await expect(warnings).toContainText('Păstrează discuția pe platformă');
  await expect(warnings.getByRole('listitem')).toHaveText(['Un număr de telefon: 0722 123 456']);
  await expect(thread.getByTestId('message')).toHaveCount(0);
  expect(await inboxByApi(request, radu.tokens.accessToken)).toEqual([]);
  await expectNoAxeViolations(studio);

  // Send anyway: the same words go, delivered (an adult's thread holds nothing back).
  await warnings.getByRole('button', { name: 'Trimite oricum' }).click();
  await expect(warnings).toBeHidden();
  const sent = thread.getByTestId('message').filter({ hasText: PHONE_TEXT });
  await expect(sent).toHaveAttribute('data-status', 'SENT');
  await expect(sent.getByTestId('message-held')).toHaveCount(0);

  // The talent has it, in the portal (in English, the account's language).
  await preferEnglish(page);
  await signInWithTokens(page, radu.tokens);
  await page.goto(`/my-applications/${radu.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const section = page.getByTestId('application-messages');
  await expect(section.getByRole('heading', { name: 'Messages', level: 2 })).toBeVisible();
  await expect(section.getByTestId('never-pay-notice')).toHaveText(NEVER_PAY.en);
  await expect(section.getByTestId('message').filter({ hasText: PHONE_TEXT })).toContainText(company);
  await expectNoAxeViolationsWhenQuiet(page);
});

test("the same to a guardian's child is held: the family sees nothing until an administrator releases it", async ({
  browser,
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const title = `Reclamă cu jucării ${Date.now()}`;
  const { client, token, company } = await companyWithCasting(request, `Casting pentru adulți ${Date.now()}`);
  const family = await guardianChildApplicant(request, token, title);

  // The director writes to the child's application; the studio says the thread is about a minor.
  const studio = await windowOf(browser, consoleErrors, 'studio');
  await preferEnglish(studio);
  await studioSignIn(studio, client);
  await studio.goto(`/studio/castings/${family.casting.id}/applicants/${family.applicationId}`);
  // The studio names a child by the first name only.
  await expect(studio.getByRole('heading', { level: 1, name: 'Matei' })).toBeVisible();
  const thread = studio.getByTestId('message-thread');
  await expect(thread.getByTestId('message-composer')).toContainText(
    'This conversation is about a minor: a message with contact details or a request for money is held',
  );
  await thread.getByLabel('Your message').fill(PHONE_TEXT);
  await thread.getByRole('button', { name: 'Send', exact: true }).click();
  const warnings = thread.getByTestId('message-warnings');
  await expect(warnings).toContainText(
    'Because the conversation is about a minor, if you send it anyway it will be held',
  );
  await expect(warnings.getByRole('listitem')).toHaveText(['A phone number: 0722 123 456']);
  await warnings.getByRole('button', { name: 'Send anyway' }).click();

  // Held: the director is told, and sees it marked.
  await expect(thread.getByRole('status').filter({ hasText: 'Your message was held' })).toBeVisible();
  const held = thread.getByTestId('message').filter({ hasText: PHONE_TEXT });
  await expect(held).toHaveAttribute('data-status', 'HELD');
  await expect(held.getByTestId('message-held')).toContainText('Held for review');
  await expectNoAxeViolationsWhenQuiet(studio);

  // The guardian sees nothing of it: an empty thread on the application, no badge, an empty inbox.
  await preferEnglish(page);
  await signInWithTokens(page, family.tokens);
  await page.goto(`/my-applications/${family.applicationId}`);
  const section = page.getByTestId('application-messages');
  await expect(section.getByTestId('thread-empty')).toBeVisible();
  await expect(section).not.toContainText('0722');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByTestId('conversations-empty')).toContainText('No conversations yet');
  await expect(nav.getByTestId('nav-badge-messages')).toHaveCount(0);
  // Nor does the API give it to the family by any of the talent's routes.
  expect(await unreadMessagesByApi(request, family.tokens.accessToken)).toBe(0);
  expect(await inboxByApi(request, family.tokens.accessToken)).toEqual([]);

  // An administrator finds it among the held messages, the number marked, and releases it.
  const admin = await adminStudio(browser, consoleErrors);
  await admin
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Moderation' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await admin.getByRole('tab', { name: /^Held messages \(\d+\)$/ }).click();
  const card = admin.getByTestId('held-message').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`${company} (the casting's company)`);
  await expect(card).toContainText(family.childName);
  await expect(card.getByTestId('held-text').locator('mark')).toHaveText('0722 123 456');
  await expect(card.getByTestId('held-warnings')).toHaveText('Flagged: phone number');
  await expectNoAxeViolationsWhenQuiet(admin);
  await card.getByRole('button', { name: `Release the message from ${company}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Release this message?' });
  await expect(dialog).toContainText(`It reaches ${family.childName}'s family as it was written`);
  await dialog.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(admin.getByText('The message was released')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The guardian, still on her inbox, now has it without a reload: the badge, the row, the thread.
  await expect(nav.getByRole('link', { name: withUnread('Messages', '1 unread message') })).toBeVisible({
    timeout: 15_000,
  });
  const row = page.getByTestId('conversation-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(title);
  await expect(row).toContainText(PHONE_TEXT);
  await row.getByRole('link', { name: company }).click();
  await expect(
    page.getByTestId('message-thread').getByTestId('message').filter({ hasText: PHONE_TEXT }),
  ).toContainText(company);
  await expect(nav.getByTestId('nav-badge-messages')).toHaveCount(0);
  await page.goto(`/my-applications/${family.applicationId}`);
  await expect(section.getByTestId('message').filter({ hasText: PHONE_TEXT })).toBeVisible();

  // The director's copy is no longer marked as held.
  await studio.reload();
  await expect(thread.getByTestId('message').filter({ hasText: PHONE_TEXT })).toHaveAttribute(
    'data-status',
    'SENT',
  );
  await expect(thread.getByTestId('message-held')).toHaveCount(0);
});

test('a talent reports a casting; the administrator suspends the company: it cannot sign in, its applicants are told', async ({
  browser,
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const title = `Casting suspect ${Date.now()}`;
  const { client, casting, company } = await companyWithCasting(request, title);
  const irina = await adultApplicant(
    request,
    casting.id,
    newTalent({ firstName: 'Irina', lastName: 'Dobre' }),
  );

  // The talent reports the casting from its page: a scam.
  await preferEnglish(page);
  await signInWithTokens(page, irina.tokens);
  await page.goto(`/castings/${casting.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Report this casting' }).click();
  const report = page.getByRole('dialog', { name: 'Report this casting' });
  await expect(report.getByRole('radio')).toHaveCount(5);
  await report.getByRole('radio', { name: 'A scam or a fake casting' }).check();
  await report
    .getByLabel('Details (optional)')
    .fill('They asked for a 300 lei registration fee on WhatsApp.');
  await expectNoAxeViolations(page);
  await report.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByText('Thank you. Our team will look into your report.')).toBeVisible();
  await expect(report).toBeHidden();

  // The administrator sees it in Moderation → Reports, and suspends the company.
  const admin = await adminStudio(browser, consoleErrors);
  await admin
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Moderation' })
    .click();
  await expect(admin.getByRole('tab', { name: /^Reports \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = admin.getByTestId('report-card').filter({ has: admin.getByRole('heading', { name: title }) });
  await expect(card).toHaveCount(1);
  for (const text of [
    'Scam',
    'They asked for a 300 lei registration fee on WhatsApp.',
    `${company} (`,
    `${irina.name} (${irina.talent.email})`,
  ])
    await expect(card).toContainText(text);
  await expectNoAxeViolationsWhenQuiet(admin);
  await card.getByRole('button', { name: `Suspend company: report of Casting ${title}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Suspend ${company}` });
  await expect(dialog).toContainText(
    `${company} cannot sign in, its castings are suspended and their applicants are told.`,
  );
  await dialog.getByRole('button', { name: 'Suspend company' }).click();
  await expect(admin.getByText(`${company} is suspended`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // The director can no longer sign in: the studio says why.
  const studio = await windowOf(browser, consoleErrors, 'studio');
  await preferEnglish(studio);
  await studio.goto('/studio/login');
  await submitSignIn(studio, client);
  await expect(
    studio
      .getByText(
        'This account has been suspended after a check by our team. Contact us if you think this is a mistake.',
      )
      .first(),
  ).toBeVisible();
  await expect(studio).toHaveURL(/\/studio\/login/);
  await expect(studio.getByRole('heading', { name: 'Welcome, Dana' })).toHaveCount(0);

  // The applicant is told, among her notifications.
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const notice = page.getByTestId('notification').filter({ hasText: 'was suspended' });
  await expect(notice).toContainText(`The casting “${title}” was suspended`, { timeout: 15_000 });
  await expect(notice).toContainText('never asks anyone to pay');
  await expectNoAxeViolationsWhenQuiet(page);
});

test('on a phone, in English: the talent finds the new message in the inbox, reads it and answers', async ({
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const title = `Reclamă pe telefon ${Date.now()}`;
  const { token, casting, company } = await companyWithCasting(request, title);
  const elena = await adultApplicant(
    request,
    casting.id,
    newTalent({ firstName: 'Elena', lastName: 'Stan' }),
  );
  const conversation = await request.get(`/api/studio/applications/${elena.applicationId}/conversation`, {
    headers: bearer(token),
  });
  expect(conversation.status(), await conversation.text()).toBe(200);
  const question = 'Hi Elena, can you bring a red dress to the audition?';
  const written = await request.post(`/api/studio/applications/${elena.applicationId}/conversation`, {
    headers: bearer(token),
    data: { text: question },
  });
  expect(written.status(), await written.text()).toBe(201);

  const phone = await windowOf(browser, consoleErrors, 'phone', { width: 375, height: 812 });
  await preferEnglish(phone);
  await signInWithTokens(phone, elena.tokens);
  await phone.goto('/');
  // The navigation folds behind the menu: Messages counts the unread message there.
  await phone.getByRole('button', { name: 'Menu' }).click();
  const menu = phone.getByRole('navigation', { name: 'Mobile navigation' });
  await menu.getByRole('link', { name: withUnread('Messages', '1 unread message') }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const row = phone.getByTestId('conversation-row');
  await expect(row).toContainText(question);
  await expect(row.getByTestId('conversation-unread')).toHaveText('1 unread');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolationsWhenQuiet(phone);

  await row.getByRole('link', { name: company }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible();
  const thread = phone.getByTestId('message-thread');
  await expect(thread.getByTestId('never-pay-notice')).toHaveText(NEVER_PAY.en);
  await expect(thread.getByTestId('message').filter({ hasText: question })).toBeVisible();
  const answer = 'Yes, I have one. See you there!';
  await thread.getByLabel('Your message').fill(answer);
  await thread.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.getByTestId('message').filter({ hasText: answer })).toContainText('You');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolationsWhenQuiet(phone);

  // Back to the inbox: read, and her answer is the last word.
  await phone.getByRole('link', { name: 'All messages' }).click();
  await expect(row).toContainText(`You: ${answer}`);
  await expect(row.getByTestId('conversation-unread')).toHaveCount(0);
  // The director's side has the answer.
  const studioThread = await threadByApi(
    request,
    token,
    `/api/studio/conversations/${((await conversation.json()) as { data: { id: string } }).data.id}`,
  );
  expect(studioThread.map((message) => message.text)).toEqual([question, answer]);
});

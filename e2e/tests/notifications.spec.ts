// Closing the loop in a real Chromium against the built server (issue 21 point 7): a client moves an
// application in the studio, and the talent's bell rises and the notice shows without a reload; the
// e-mail is in the outbox with a working link; unsubscribing from it stops that type of e-mail only.
import type { APIRequestContext } from '@playwright/test';
import { applyByApi, publishCastingByApi, staffToken } from '../castings-by-api';
import {
  expect,
  expectNoAxeViolations,
  newTalent,
  preferEnglish,
  registerByApi,
  signInWithTokens,
  test,
} from '../fixtures';
import { mailsTo } from '../outbox';
import { newPage, studioSignIn, verifiedClient } from '../studio-accounts';

/** A published casting of the client's and a talent's application to it, through the API. */
async function castingWithApplicant(request: APIRequestContext, client: { email: string; password: string }) {
  const title = `Reclamă cu clopoțel ${Date.now()}`;
  const casting = await publishCastingByApi(request, await staffToken(request, client), {
    title,
    shortDescription: 'Căutăm o actriță pentru o reclamă',
    description: 'O zi de filmare în București.',
  });
  const castingId = casting.id;
  const { talent, tokens } = await registerByApi(request, newTalent({ firstName: 'Sonia' }));
  const applicationId = await applyByApi(request, castingId, tokens.accessToken);
  return { title, castingId, applicationId, talent, tokens };
}

test('the client decides in the studio; the talent’s bell and list update live, the e-mail links back, unsubscribe stops it', async ({
  browser,
  request,
  page,
}) => {
  const client = await verifiedClient(request);
  const { title, castingId, applicationId, talent, tokens } = await castingWithApplicant(request, client);

  // The talent is on the dashboard: nothing unread yet.
  await preferEnglish(page);
  await signInWithTokens(page, tokens);
  await page.goto('/');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');

  // The client opens the applicant (it becomes Reviewed) and shortlists with a message.
  const studio = await newPage(browser);
  await preferEnglish(studio);
  await studioSignIn(studio, client);
  await studio.goto(`/studio/castings/${castingId}/applicants/${applicationId}`);
  await studio.getByRole('button', { name: 'Shortlist', exact: true }).click();
  const move = studio.getByRole('dialog');
  await move.getByLabel('Message to the talent (optional)').fill('Te așteptăm joi la ora 10.');
  await move.getByRole('button', { name: 'Shortlist', exact: true }).click();
  await expect(move).toBeHidden();

  // Without a reload, the bell counts both notices, and the list shows them.
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 10_000 });
  await expect(page.getByTestId('notification-bell-count')).toHaveText('2');
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const shortlisted = page.getByTestId('notification').filter({ hasText: 'is shortlisted' });
  await expect(shortlisted).toContainText(`Your application to “${title}” is shortlisted`);
  await expect(shortlisted).toContainText('Message from the casting team: Te așteptăm joi la ora 10.');
  await expect(page.getByTestId('notification')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Mark all read: the bell goes back to no count.
  await page.getByTestId('mark-all-read').click();
  await expect(bell).toHaveAccessibleName('Notifications');

  // The e-mail: in English (the talent's language), with a link straight to the application.
  await expect
    .poll(() => mailsTo(talent.email).filter((mail) => mail.includes('is shortlisted')).length)
    .toBe(1);
  const mail = mailsTo(talent.email).find((text) => text.includes('is shortlisted'))!;
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  const link = /http:\/\/localhost:\d+\/my-applications\/[\w-]+/.exec(mail)?.[0];
  expect(link).toContain(applicationId);
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Unsubscribe from the e-mail's own link, in a window where nobody is signed in.
  const unsubscribeLink = /http:\/\/localhost:\d+\/unsubscribe\?token=[\w.%-]+/.exec(mail)?.[0];
  expect(unsubscribeLink).toBeDefined();
  const visitor = await newPage(browser);
  await preferEnglish(visitor);
  await visitor.goto(unsubscribeLink!);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Unsubscribe from e-mails' })).toBeVisible();
  // Which e-mails stop is said before the click (read from the link, which only the click acts on).
  await expect(visitor.getByTestId('unsubscribe-intro')).toHaveText(
    'Stop the e-mails about: Decisions on your applications. Notifications in the app stay on.',
  );
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('status').getByText('You are unsubscribed')).toBeVisible();
  await expect(
    visitor.getByText('You will no longer get e-mails about: Decisions on your applications.'),
  ).toBeVisible();

  // The next decision still rings the bell, but sends no e-mail; Settings shows the type off.
  const before = mailsTo(talent.email).length;
  await studio.getByRole('button', { name: 'Accept', exact: true }).click();
  await studio.getByRole('dialog').getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 10_000 });
  await page.waitForTimeout(3000);
  expect(mailsTo(talent.email)).toHaveLength(before);
  await page.goto('/settings');
  await expect(page.getByTestId('email-preference-APPLICATION_STATUS')).not.toBeChecked();
  await expect(page.getByTestId('email-preference-CASTING_CLOSED')).toBeChecked();
});

test('the studio has its own bell, notices page and e-mail settings', async ({ browser, request }) => {
  const client = await verifiedClient(request);
  const studio = await newPage(browser);
  await preferEnglish(studio);
  await studioSignIn(studio, client);
  const bell = studio.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(studio.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(studio.getByTestId('notifications-empty')).toContainText('No notifications yet');
  await expectNoAxeViolations(studio);

  // New applicants is the studio's e-mail type; turned off, it stays off after a reload.
  await studio.goto('/studio/settings');
  const newApplicants = studio.getByTestId('email-preference-NEW_APPLICATIONS');
  await expect(newApplicants).toBeChecked();
  await expectNoAxeViolations(studio);
  await newApplicants.click();
  await expect(newApplicants).not.toBeChecked();
  await expect(studio.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await studio.reload();
  await expect(studio.getByTestId('email-preference-NEW_APPLICATIONS')).not.toBeChecked();
});

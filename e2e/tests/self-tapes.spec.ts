// Self-tapes from both sides, in a real Chromium against the built server (issue 22, DESIGN §9): a
// client asks an applicant for a self-tape in the studio's dialog (what to film, by when); the talent
// gets the notice in the bell and by e-mail, reads the request on the application's page, uploads a
// video from there and sends it; the client sees it converting, then plays it.
import type { APIRequestContext } from '@playwright/test';
import { publishCastingByApi, staffToken } from '../castings-by-api';
import {
  bearer,
  expect,
  expectNoAxeViolations,
  newTalent,
  preferEnglish,
  signedInTalent,
  test,
} from '../fixtures';
import { mailsTo } from '../outbox';
import { expectPlays } from '../playback';
import { newPage, studioSignIn, verifiedClient } from '../studio-accounts';
import { clipForTests } from '../test-clips';

// A 12-second 1080p recording, as a phone films a scene: big enough that its conversion is still
// running when the client first looks (about four seconds of one core here), quick to make.
const tapeFile = clipForTests('scena.mp4', { size: '1920x1080', seconds: 12 });

/** A published casting of the client's, through the API (the studio's form has its own spec). */
async function publishedCasting(request: APIRequestContext, client: { email: string; password: string }) {
  const title = `Reclamă de toamnă ${Date.now()}`;
  const casting = await publishCastingByApi(request, await staffToken(request, client), {
    title,
    shortDescription: 'Căutăm o actriță pentru o reclamă',
    description: 'Preselecție prin self-tape, apoi o zi de filmare în București.',
  });
  const castingId = casting.id;
  return { title, castingId };
}

test('a client requests a self-tape, the talent uploads and sends one, the client plays it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const client = await verifiedClient(request);
  const { title, castingId } = await publishedCasting(request, client);

  // The talent applies in the portal, in Romanian (the account's language).
  const { talent, tokens } = await signedInTalent(
    page,
    request,
    newTalent({ firstName: 'Teodora', preferredLanguage: 'RO' }),
  );
  await page.goto('/castings');
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Aplică acum' }).click();
  const apply = page.getByRole('dialog');
  await apply.getByRole('textbox').fill('Bună ziua, pot trimite un self-tape oricând.');
  await apply.getByRole('button', { name: 'Trimite aplicarea' }).click();
  await expect(page.getByText('Aplicarea a fost trimisă cu succes!')).toBeVisible();
  const applied = await request.get('/api/applications', { headers: bearer(tokens.accessToken) });
  const applications = ((await applied.json()) as { data: { id: string; castingId: string }[] }).data;
  const applicationId = applications.find((application) => application.castingId === castingId)?.id;
  expect(applicationId, JSON.stringify(applications)).toBeTruthy();

  // Nothing asked yet, on the application's page.
  await page.goto(`/my-applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('self-tapes-empty')).toContainText('Nicio cerere de self-tape');
  // The talent stays on the application page: the notices below must refresh it without a reload.

  // The client opens the applicant in the studio and asks for a self-tape in the dialog.
  const studio = await newPage(browser);
  await preferEnglish(studio);
  await studioSignIn(studio, client);
  await studio.goto(`/studio/castings/${castingId}/applicants/${applicationId}`);
  await expect(studio.getByRole('heading', { level: 1, name: 'Teodora Popescu' })).toBeVisible();
  await studio.getByRole('button', { name: 'Request self-tape' }).click();
  const dialog = studio.getByRole('dialog', { name: 'Request a self-tape from Teodora Popescu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Instructions')).toBeFocused();
  await expectNoAxeViolations(studio);
  // Sent empty, the form says what is missing (and stays open).
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Write what the talent should film.')).toBeVisible();
  await expectNoAxeViolations(studio);
  const instructions =
    'Filmează scena 3: intri în cafenea și comanzi. Cadru mediu, lumină naturală, cel mult 1 minut.';
  await dialog.getByLabel('Instructions').fill(instructions);
  // Three days from now at 17:30, the client's local time (the browser's own calendar).
  const day = await studio.evaluate(() => {
    const at = new Date();
    at.setDate(at.getDate() + 3);
    return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  });
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('Time').fill('17:30');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    studio.getByText('Self-tape requested: the talent gets a notice and an e-mail.'),
  ).toBeVisible();
  const studioRequest = studio.getByTestId('self-tape-request');
  await expect(studioRequest).toHaveCount(1);
  await expect(studioRequest.getByTestId('self-tape-state')).toHaveText('Open');
  await expect(studioRequest).toContainText(instructions);
  const deadline = await studioRequest.locator('time').first().getAttribute('datetime');
  const expectedDeadline = await studio.evaluate((local) => new Date(`${local}T17:30:00`).getTime(), day);
  expect(Date.parse(deadline!)).toBe(expectedDeadline);

  // The talent's bell rings without a reload: the application was reviewed, and the request; the page
  // open meanwhile shows the request (a new notice makes what is on screen be read again).
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notificări, 2 necitite', { timeout: 10_000 });
  await expect(page.getByTestId('self-tapes-empty')).toBeHidden();
  await expect(page.getByText(instructions)).toBeVisible();
  await bell.click();
  const notice = page.getByTestId('notification').filter({ hasText: 'Ți s-a cerut un self-tape' });
  await expect(notice).toContainText('Trimite înregistrarea până pe');
  await notice.getByRole('link', { name: `Necitită: Ți s-a cerut un self-tape pentru „${title}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-applications/${applicationId}$`));

  // The e-mail links to the same page.
  await expect
    .poll(
      () => mailsTo(talent.email).filter((mail) => mail.includes(`/my-applications/${applicationId}`)).length,
    )
    .toBeGreaterThanOrEqual(1);

  // The request on the application's page: open, what to film, by when (the same instant).
  const card = page.getByTestId('self-tape-request');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('self-tape-state')).toHaveText('Deschisă');
  await expect(card).toContainText(instructions);
  await expect(card.getByTestId('self-tape-time-left')).toBeVisible();
  const shown = await card.getByTestId('self-tape-deadline').locator('time').getAttribute('datetime');
  expect(Date.parse(shown!)).toBe(expectedDeadline);
  const form = card.getByTestId('self-tape-form');
  await expect(form.getByTestId('self-tape-no-videos')).toBeVisible();
  await expectNoAxeViolations(page);

  // Sent without a video: the form says to choose one.
  await form.getByRole('button', { name: 'Trimite self-tape' }).click();
  await expect(form.getByTestId('self-tape-problem')).toHaveText('Alege un videoclip sau încarcă unul nou.');

  // A new video, uploaded from the form (resumably); it is then the one chosen, still converting.
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Alege video' }).click();
  await (await chooser).setFiles(tapeFile());
  const choice = form.getByTestId('self-tape-video-choice');
  await expect(choice).toHaveCount(1, { timeout: 30_000 });
  await expect(choice).toContainText(`Self-tape: ${title}`);
  await expect(choice).toContainText('se procesează');
  await expect(choice.getByRole('radio')).toBeChecked();
  await expect(form.getByTestId('self-tape-problem')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Trimite self-tape' }).click();
  await expect(page.getByText('Self-tape-ul a fost trimis!')).toBeVisible();
  await expect(card.getByTestId('self-tape-state')).toHaveText('Trimisă');
  await expect(card.getByTestId('self-tape-form')).toHaveCount(0);
  await expect(card.getByTestId('self-tape-replace')).toBeVisible();

  // The client, back on the applicant: submitted, the video still converting.
  await studio.reload();
  await expect(studioRequest.getByTestId('self-tape-state')).toHaveText('Submitted');
  await expect(studioRequest.getByRole('status')).toContainText('Processing…');
  // The talent sees it converting too.
  await expect(card.getByRole('status')).toContainText('Se procesează…');

  // Converted: the client's page follows on its own and plays it.
  const studioPlayer = studioRequest.getByTestId('video-player');
  await expect(studioPlayer).toBeVisible({ timeout: 60_000 });
  await expect(studioPlayer).toHaveAccessibleName(`Self-tape: ${title}`);
  const played = await expectPlays(studioPlayer, 'the studio’s self-tape');
  expect(played.videoWidth).toBeGreaterThan(played.videoHeight);
  await expectNoAxeViolations(studio);

  // And the talent's own page.
  const player = card.getByTestId('video-player');
  await expect(player).toBeVisible({ timeout: 15_000 });
  await expectPlays(player, 'the talent’s self-tape');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);
});

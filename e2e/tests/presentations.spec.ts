// Issue 34's "Done when" in a real Chromium against the built server: a director selects four of a
// casting's five applicants and makes a presentation with a password; on a phone (375 px, a browser
// of its own, no session, in Romanian) a producer opens the link, gives her name and the password,
// plays a showreel for a few seconds and votes on all four, moving between them by swipe and by the
// arrow keys; back in the studio the director sees the votes (chips in the list, the detail in the
// applicant view and on the presentation's page) and the watch record within seconds, then revokes
// the link, and the producer's reload says the presentation is no longer available.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { PresentationVote } from '@talent/contract/presentation-limits';
import { makeVideoFixture, type VideoFixture } from '../../apps/api/src/test/video-fixtures';
import { applyByApi, publishCastingByApi, staffToken } from '../castings-by-api';
import {
  bearer,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsWhenQuiet,
  newTalent,
  preferEnglish,
  registerByApi,
  type TalentAccount,
  test,
} from '../fixtures';
import { expectPlays } from '../playback';
import { readyVideoByApi } from '../presentations-by-api';
import { newPage, studioSignIn, verifiedClient } from '../studio-accounts';

const PASSWORD = 'primavara-2026';
const PRODUCER = 'Radu Ionescu';
const SHOWREEL = 'Showreel Ana';
/** How far into the showreel the producer watches (seconds of the video). */
const WATCHED_SECONDS = 3.5;

let dir: string;
let clip: VideoFixture;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), 'presentations-e2e-'));
  clip = await makeVideoFixture('clip-1080p', dir, { seconds: 8 });
});

test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A talent registered and applied to the casting, through the API. */
async function applicant(request: APIRequestContext, castingId: string, talent: TalentAccount) {
  const { tokens } = await registerByApi(request, talent);
  const applicationId = await applyByApi(request, castingId, tokens.accessToken);
  return { talent, tokens, applicationId, name: `${talent.firstName} ${talent.lastName}` };
}

/** A phone (375 px, touch) with no session, whose browser asks for Romanian first. */
async function producerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'ro-RO',
  });
  return context.newPage();
}

/** A finger's swipe leftwards across the talent's name: the next talent (a touch, through the DevTools protocol). */
async function swipeToNext(phone: Page) {
  const name = phone.getByTestId('presented-talent').getByRole('heading', { level: 2 });
  // In the middle of the screen, clear of the sticky bar of arrows above it.
  await name.evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
  const box = await name.boundingBox();
  if (!box) throw new Error('the talent has no name on the screen');
  const y = box.y + box.height / 2;
  const cdp = await phone.context().newCDPSession(phone);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 320, y }] });
  for (const x of [280, 220, 160, 100])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a director presents four applicants; a producer votes on a phone; the director sees it and revokes the link', async ({
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const client = await verifiedClient(request);
  const token = await staffToken(request, client);
  const title = `Reclamă de vară ${Date.now()}`;
  const casting = await publishCastingByApi(request, token, {
    title,
    shortDescription: 'Căutăm patru actori pentru o reclamă',
    description: 'Filmare de o zi în București.',
  });
  const florin = await applicant(
    request,
    casting.id,
    newTalent({ firstName: 'Florin', lastName: 'Radu', gender: 'MALE' }),
  );
  const ana = await applicant(request, casting.id, newTalent({ firstName: 'Ana', lastName: 'Mocanu' }));
  const bianca = await applicant(request, casting.id, newTalent({ firstName: 'Bianca', lastName: 'Marin' }));
  const carmen = await applicant(request, casting.id, newTalent({ firstName: 'Carmen', lastName: 'Dobre' }));
  const elena = await applicant(request, casting.id, newTalent({ firstName: 'Elena', lastName: 'Stoica' }));
  await readyVideoByApi(request, ana.tokens.accessToken, clip, SHOWREEL);
  const presented = [ana, bianca, carmen, elena];
  /** What the producer says of each, by first name (on her page in Romanian): Ana with a comment. */
  const verdicts: Record<string, { vote: PresentationVote; words: string; comment?: string }> = {
    Ana: { vote: 'YES', words: 'Da', comment: 'Foarte naturală, o vreau la callback.' },
    Bianca: { vote: 'MAYBE', words: 'Poate' },
    Carmen: { vote: 'NO', words: 'Nu' },
    Elena: { vote: 'YES', words: 'Da' },
  };
  /** The studio's words for a vote (in English). */
  const STUDIO_VOTE: Record<PresentationVote, string> = { YES: 'Yes', MAYBE: 'Maybe', NO: 'No' };

  // 1. The director selects four of the five applicants and presents them, with a password.
  const studio = await newPage(browser);
  // The two windows of their own fail the test on an uncaught error, as the fixture's page does.
  studio.on('pageerror', (error) => consoleErrors.push(`studio: ${error.message}`));
  await studio.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await preferEnglish(studio);
  await studioSignIn(studio, client);
  await studio.goto(`/studio/castings/${casting.id}/applicants`);
  await expect(studio.getByText('5 applicants found')).toBeVisible();
  for (const { name } of presented) await studio.getByRole('checkbox', { name: `Select ${name}` }).check();
  await studio.getByTestId('bulk-bar').getByRole('button', { name: 'Present to a producer' }).click();
  const dialog = studio.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Present 4 applicants to a producer');
  // The casting's title is the first title; the link works 14 days unless told.
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await dialog.getByLabel('Title').fill(`${title}: finaliști`);
  await dialog.getByLabel('Password (optional)').fill(PASSWORD);
  await expectNoAxeViolations(studio);
  await dialog.getByRole('button', { name: 'Make the link' }).click();
  await expect(dialog.getByRole('heading')).toHaveText('The link is ready');
  await expect(dialog).toContainText('This link is shown only now');
  await expect(dialog).toContainText('Send the password separately');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByTestId('present-copied')).toHaveText('Copied');
  const link = await studio.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/localhost:\d+\/p\/[\w-]{20,}$/);
  await expect(dialog.getByLabel('Link for the producer')).toHaveValue(link);
  await expectNoAxeViolationsWhenQuiet(studio);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // The selection has served: nothing is ticked any more.
  await expect(studio.getByTestId('bulk-bar')).toBeHidden();
  const path = new URL(link).pathname;

  // The page and its API keep the link to themselves: no Referer leaves with it, no search engine keeps it.
  const phone = await producerPhone(browser);
  phone.on('pageerror', (error) => consoleErrors.push(`phone: ${error.message}`));
  const opened = await phone.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  expect(opened?.headers()['x-robots-tag']).toContain('noindex');
  const api = await request.get(`/api${path}`);
  expect(api.status()).toBe(401);
  expect(((await api.json()) as { code: string }).code).toBe('PASSWORD_REQUIRED');
  expect(api.headers()['referrer-policy']).toBe('no-referrer');
  expect(api.headers()['x-robots-tag']).toContain('noindex');

  // 2. On the phone the producer gives her name and, after one slip, the password.
  await expect(phone.getByRole('heading', { level: 1, name: 'Deschideți prezentarea' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'ro');
  await expectNoAxeViolations(phone);
  await phone.getByLabel('Numele dumneavoastră').fill(PRODUCER);
  await phone.getByLabel('Parola').fill('primavara-2025');
  await phone.getByRole('button', { name: 'Deschide' }).click();
  await expect(phone.getByText('Parola nu este corectă')).toBeVisible();
  await phone.getByLabel('Parola').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Deschide' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: `${title}: finaliști` })).toBeVisible();
  await expect(phone.getByText(`Pentru ${PRODUCER}`)).toBeVisible();
  const position = phone.getByTestId('talent-position');
  await expect(position).toHaveText('1 din 4');
  // A phone's width: nothing sideways to scroll.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(phone);

  // 3. Each talent in turn: the showreel played for a few seconds, a vote (and a comment), then on.
  const talent = phone.getByTestId('presented-talent');
  const seen: string[] = [];
  for (let index = 0; index < presented.length; index += 1) {
    await expect(position).toHaveText(`${index + 1} din 4`);
    const firstName = (await talent.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const verdict = verdicts[firstName];
    const account = presented.find((person) => person.talent.firstName === firstName)?.talent;
    if (!verdict || !account) throw new Error(`"${firstName}" is not one of the talents presented`);
    seen.push(firstName);
    // No surname, no contact details: the first name only.
    for (const detail of [account.lastName, account.email, account.phone])
      await expect(talent).not.toContainText(detail);

    if (firstName === 'Ana') {
      const player = talent.locator('video');
      await expect(player).toHaveCount(1);
      // The producer's name lies over the video.
      await expect(talent.getByTestId('watermark').first()).toContainText(PRODUCER);
      const started = phone.waitForRequest(
        (sent) => sent.url().endsWith('/plays') && sent.postDataJSON()?.started === true,
      );
      await expectPlays(player, SHOWREEL);
      await started;
      // On from where it stopped, to a few seconds in; the pause reports the seconds watched.
      const watched = phone.waitForResponse(
        (answer) =>
          answer.url().endsWith('/plays') &&
          answer.request().postDataJSON()?.seconds > 0 &&
          answer.status() === 204,
      );
      await player.evaluate(async (video: HTMLVideoElement) => {
        await video.play();
      });
      await expect
        .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(WATCHED_SECONDS);
      await player.evaluate((video: HTMLVideoElement) => video.pause());
      await watched;
    }

    const box = talent.getByTestId('vote-box');
    if (verdict.comment) await box.getByLabel('Comentariu (opțional)').fill(verdict.comment);
    const vote = box.getByRole('button', { name: verdict.words, exact: true });
    await vote.click();
    await expect(box.getByTestId('vote-status')).toHaveText('Votul a fost salvat');
    await expect(vote).toHaveAttribute('aria-pressed', 'true');

    // To the next talent: by a finger's swipe once, then by the arrow key (the page's, off any field).
    if (index === 0) await swipeToNext(phone);
    else if (index < presented.length - 1) await phone.keyboard.press('ArrowRight');
  }
  expect(seen.sort()).toEqual(['Ana', 'Bianca', 'Carmen', 'Elena']);
  await expect(phone.getByTestId('vote-progress')).toHaveText('Ați votat 4 din 4');
  // Back by the arrow key: the last talent's vote stays chosen on the one before.
  await phone.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('3 din 4');
  await expectNoAxeViolations(phone);

  // 4. The studio, still open on the applicants list, shows the votes within seconds (it asks again).
  const card = (name: string) => studio.getByTestId('applicant-card').filter({ hasText: name });
  for (const { name, talent: account } of presented) {
    const { vote } = verdicts[account.firstName]!;
    await expect(card(name).getByTestId(`feedback-chip-${vote}`)).toContainText(`${STUDIO_VOTE[vote]} 1`, {
      timeout: 15_000,
    });
  }
  await expect(card(ana.name).getByTestId('feedback-chip-watched')).toContainText('Watched 1');
  await expect(card(bianca.name).getByTestId('feedback-chip-watched')).toHaveCount(0);
  await expect(card(florin.name).getByTestId('feedback-chips')).toHaveCount(0);
  await expectNoAxeViolationsWhenQuiet(studio);

  // Ana's application: who voted what, the comment, and what was watched and for how long.
  await card(ana.name).getByRole('link', { name: ana.name }).click();
  await expect(studio.getByRole('heading', { level: 1, name: ana.name })).toBeVisible();
  const feedback = studio.getByTestId('viewer-feedback');
  await expect(feedback).toHaveCount(1);
  await expect(feedback).toContainText(PRODUCER);
  await expect(feedback.getByTestId('viewer-vote')).toHaveText(STUDIO_VOTE.YES);
  await expect(feedback.getByTestId('viewer-comment')).toContainText(verdicts.Ana!.comment!);
  await expect(feedback.getByTestId('watch-record')).toContainText(`${SHOWREEL} · played once`);
  await expectNoAxeViolationsWhenQuiet(studio);

  // The watch record in seconds, as the API keeps it: what the phone played, give or take a report.
  const list = await request.get(`/api/studio/presentations?castingId=${casting.id}`, {
    headers: bearer(token),
  });
  const [presentation] = ((await list.json()) as { data: { id: string; viewerCount: number }[] }).data;
  expect(presentation?.viewerCount).toBe(1);
  const record = await request.get(`/api/studio/presentations/${presentation?.id}/feedback`, {
    headers: bearer(token),
  });
  const talents = (
    (await record.json()) as {
      data: { talents: { applicationId: string; plays: { plays: number; seconds: number }[] }[] };
    }
  ).data.talents;
  const anaPlays = talents.find((entry) => entry.applicationId === ana.applicationId)?.plays ?? [];
  expect(anaPlays).toHaveLength(1);
  expect(anaPlays[0]?.plays).toBe(1);
  expect(anaPlays[0]?.seconds).toBeGreaterThanOrEqual(Math.floor(WATCHED_SECONDS) - 1);
  expect(anaPlays[0]?.seconds).toBeLessThanOrEqual(8);

  // 5. The casting's presentations: one viewer; its votes and views; the director revokes the link.
  await studio.goto(`/studio/castings/${casting.id}/presentations`);
  await expect(studio.getByRole('heading', { level: 1, name: 'Presentations' })).toBeVisible();
  const shown = studio.getByTestId('presentation');
  await expect(shown).toHaveCount(1);
  await expect(shown.getByRole('heading', { name: `${title}: finaliști` })).toBeVisible();
  await expect(shown.getByTestId('presentation-state')).toContainText('Active until');
  await expect(shown.getByTestId('presentation-facts')).toContainText(/Viewers:\s*1/);
  await expectNoAxeViolationsWhenQuiet(studio);

  // Its votes and views: the producer among its viewers, and per talent her vote and what she played.
  await shown.getByRole('link', { name: `Votes and views of ${title}: finaliști` }).click();
  const votesPage = studio.getByTestId('presentation-feedback');
  await expect(votesPage.getByRole('heading', { level: 1, name: `${title}: finaliști` })).toBeVisible();
  await expect(votesPage.getByRole('region', { name: 'Viewers' })).toContainText(PRODUCER);
  const talentFeedback = votesPage.getByTestId('presented-talent');
  await expect(talentFeedback).toHaveCount(4);
  for (const { talent: account } of presented) {
    const entry = talentFeedback.filter({ has: studio.getByRole('heading', { name: account.firstName }) });
    const said = entry.getByTestId('viewer-feedback');
    await expect(said).toContainText(PRODUCER);
    await expect(said.getByTestId('viewer-vote')).toHaveText(STUDIO_VOTE[verdicts[account.firstName]!.vote]);
    await expect(said.getByTestId('watch-record')).toContainText(
      account.firstName === 'Ana' ? `${SHOWREEL} · played once` : 'Has not played a video',
    );
  }
  await expectNoAxeViolationsWhenQuiet(studio);
  await votesPage.getByRole('link', { name: 'Presentations', exact: true }).click();
  await expect(studio.getByRole('heading', { level: 1, name: 'Presentations' })).toBeVisible();

  await shown.getByRole('button', { name: `Revoke the link of ${title}: finaliști` }).click();
  const revoke = studio.getByRole('dialog');
  await expect(revoke.getByRole('heading')).toHaveText(`Revoke “${title}: finaliști”?`);
  await expect(revoke.getByRole('button', { name: 'Keep the link' })).toBeFocused();
  await revoke.getByRole('button', { name: 'Revoke the link' }).click();
  await expect(studio.getByText('Link revoked')).toBeVisible();
  await expect(revoke).toBeHidden();
  await expect(shown.getByTestId('presentation-state')).toContainText('Revoked on');
  await expect(shown.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

  // 6. The producer's reload: the presentation is no longer available (the API answers 410).
  const gone = await phone.reload();
  expect(gone?.headers()['x-robots-tag']).toContain('noindex');
  await expect(
    phone.getByRole('heading', { level: 1, name: 'Această prezentare nu mai este disponibilă' }),
  ).toBeVisible();
  await expect(phone.getByTestId('presented-talent')).toHaveCount(0);
  expect((await request.get(`/api${path}`)).status()).toBe(410);
  await expectNoAxeViolations(phone);
});

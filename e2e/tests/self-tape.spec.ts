// The self-tape studio in a real Chromium with its fake camera and microphone (issue 36, DESIGN §15):
// a talent answers a casting team's request from the studio — the teleprompter shows the sides, two
// takes are recorded, one is chosen, trimmed and sent — and the director plays the trimmed take.
// Without the camera, the studio offers the file upload instead.
import { type APIRequestContext, chromium, type Page } from '@playwright/test';
import { applyByApi, publishCastingByApi, staffToken } from '../castings-by-api';
import {
  bearer,
  expect,
  expectNoAxeViolations,
  newTalent,
  preferEnglish,
  signedInTalent,
  test,
} from '../fixtures';
import { expectPlays } from '../playback';
import playwrightConfig from '../playwright.config';
import { newPage, studioSignIn, verifiedClient } from '../studio-accounts';
import { clipForTests } from '../test-clips';

/** The project's own Chromium switches, plus what makes its camera and microphone fake ones. */
const baseArgs = playwrightConfig.use?.launchOptions?.args ?? [];
const executablePath = playwrightConfig.use?.launchOptions?.executablePath;
const PHONE = { width: 390, height: 844 };

const SCENE = [
  'MARIA: Ai venit târziu iar.',
  'ANDREI: Trenul a stat o oră în câmp.',
  'MARIA: Mereu e ceva cu trenul.',
];
/** How long each take runs, and the part of the chosen one that is kept. */
const TAKE_MS = 4500;
const TRIM = { start: 1, end: 3 };
const KEPT = TRIM.end - TRIM.start;

interface Request {
  castingId: string;
  castingTitle: string;
  applicationId: string;
  requestId: string;
  client: { email: string; password: string };
}

/** A client's published casting, the talent's application to it and the client's open self-tape request. */
async function openRequest(request: APIRequestContext, talentToken: string): Promise<Request> {
  const client = await verifiedClient(request);
  const castingTitle = `Scurtmetraj „Gara de Nord” ${Date.now()}`;
  const clientToken = await staffToken(request, client);
  const casting = await publishCastingByApi(request, clientToken, {
    title: castingTitle,
    shortDescription: 'Un cuplu la gară, o scenă în doi',
    description: 'Preselecție prin self-tape: scena de la peron, cu partenerul citit din afara cadrului.',
  });
  const applicationId = await applyByApi(request, casting.id, talentToken);
  const deadline = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
  const asked = await request.post(`/api/studio/applications/${applicationId}/self-tape-requests`, {
    headers: bearer(clientToken),
    data: { instructions: SCENE.join('\n'), deadline },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const requestId = ((await asked.json()) as { data: { id: string } }).data.id;
  return { castingId: casting.id, castingTitle, applicationId, requestId, client };
}

async function recordTake(page: Page, number: number) {
  const record = page.getByTestId('self-tape-record');
  await expect(record).toBeEnabled({ timeout: 15_000 });
  await record.click();
  await expect(record).toHaveAccessibleName('Stop recording');
  await page.waitForTimeout(TAKE_MS);
  await record.click();
  await expect(page.getByTestId('self-tape-take')).toHaveCount(number, { timeout: 15_000 });
}

// The camera and microphone are Chromium's fake ones (a test pattern and a beep), granted without a prompt.
test.use({
  launchOptions: {
    executablePath,
    args: [...baseArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera', 'microphone'],
  viewport: PHONE,
});

test.describe('with a camera', () => {
  test('a talent records two takes, trims one and sends it; the director plays the trimmed take', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const { tokens } = await signedInTalent(page, request, newTalent({ firstName: 'Maria' }));
    const asked = await openRequest(request, tokens.accessToken);

    // The request on the application's page leads to the studio.
    await page.goto(`/my-applications/${asked.applicationId}`);
    const card = page.getByTestId('self-tape-request');
    await expect(card.getByTestId('self-tape-state')).toHaveText('Open');
    await card.getByTestId('self-tape-studio-link').click();
    await expect(page).toHaveURL(
      new RegExp(`/self-tape\\?application=${asked.applicationId}&request=${asked.requestId}$`),
    );

    // Set up: the request's scene is the sides, a line each; Andrei's lines are the reader's.
    const studio = page.getByTestId('self-tape-page');
    await expect(studio.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('self-tape-for')).toContainText(asked.castingTitle);
    await expect(page.getByTestId('self-tape-sides')).toHaveValue(SCENE.join('\n'));
    const lines = page.getByTestId('script-line');
    await expect(lines).toContainText(SCENE);
    await page.getByTestId('script-line-reader').nth(1).check();
    await page.getByTestId('self-tape-countdown-setting').selectOption('0');
    // No voice to read with in a headless browser: the reader stays off.
    await page.getByTestId('self-tape-reader-language').selectOption('');
    await expectNoAxeViolations(page);
    await page.getByTestId('self-tape-to-record').click();

    // Record: the camera's picture, the teleprompter with the sides, then two takes.
    const preview = page.getByTestId('self-tape-preview');
    await expect
      .poll(() => preview.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    const teleprompter = page.getByTestId('teleprompter');
    const prompted = teleprompter.getByRole('listitem');
    await expect(prompted).toContainText(SCENE);
    // Andrei's line is marked as the reader's; Maria's are the talent's own.
    await expect(prompted.nth(1)).toContainText('Reader');
    await expect(prompted.nth(0)).not.toContainText('Reader');
    await expectNoAxeViolations(page);
    await recordTake(page, 1);
    await recordTake(page, 2);
    // Newest first: "Take 2", then "Take 1", each a few seconds long.
    const takes = page.getByTestId('self-tape-take');
    await expect(takes.first()).toContainText(/Take 2 · 0:0[3-6]/);
    await expect(takes.nth(1)).toContainText(/Take 1 · 0:0[3-6]/);
    await expectNoAxeViolations(page);
    // A reload loses nothing: the sides and both takes are kept in the browser until one is sent.
    await page.reload();
    await expect(page.getByTestId('self-tape-sides')).toHaveValue(SCENE.join('\n'));
    await page.getByTestId('self-tape-to-record').click();
    await expect(takes).toHaveCount(2);
    await expect(takes.first()).toContainText('Take 2');

    // Review: the first take, trimmed to the part from 1 s to 3 s.
    await takes.nth(1).getByTestId('self-tape-choose').click();
    const trimPlayer = page.getByTestId('trim-player');
    await expect(trimPlayer).toBeVisible();
    // An end before the start cannot be sent, and says why.
    await page.getByTestId('trim-start').fill(String(TRIM.start));
    await page.getByTestId('trim-end').fill('0.5');
    await expect(page.getByTestId('trim-problem')).toHaveText(
      'The end of the trim must come after its start.',
    );
    await expect(page.getByTestId('self-tape-to-send')).toBeDisabled();
    await page.getByTestId('trim-end').fill(String(TRIM.end));
    await expect(page.getByTestId('trim-start-value')).toHaveText('0:01.0');
    await expect(page.getByTestId('trim-end-value')).toHaveText('0:03.0');
    await expect(page.getByTestId('trim-length')).toContainText('0:02.0');
    await expect(page.getByTestId('trim-problem')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The preview plays the part kept and stops at its end.
    await page.getByTestId('trim-preview').click();
    await expect
      .poll(() => trimPlayer.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(TRIM.start);
    await expect
      .poll(() => trimPlayer.evaluate((video: HTMLVideoElement) => video.paused), { timeout: 10_000 })
      .toBe(true);
    const stoppedAt = await trimPlayer.evaluate((video: HTMLVideoElement) => video.currentTime);
    expect(stoppedAt, `the preview stopped at ${stoppedAt}`).toBeGreaterThanOrEqual(TRIM.end - 0.1);
    expect(stoppedAt, `the preview stopped at ${stoppedAt}`).toBeLessThan(TRIM.end + 0.5);
    await page.getByTestId('self-tape-to-send').click();

    // Send: titled after the casting; the page goes back to the application, the request answered.
    await expect(page.getByTestId('self-tape-title')).toHaveValue(new RegExp(asked.castingTitle));
    await page.getByTestId('self-tape-send').click();
    await expect(page).toHaveURL(new RegExp(`/my-applications/${asked.applicationId}`), { timeout: 30_000 });
    await expect(page.getByText('Self-tape sent')).toBeVisible();
    await expect(card.getByTestId('self-tape-state')).toHaveText('Submitted');
    await expect(card.getByTestId('self-tape-studio-link')).toHaveCount(0);
    // Before the deadline the talent may replace it, from the studio too, which says what a new take does.
    await card.getByTestId('self-tape-replace').click();
    await card.getByTestId('self-tape-studio-link').click();
    await expect(page.getByTestId('self-tape-replaces')).toHaveText(
      'You already sent a self-tape for this request. The one you send now replaces it.',
    );

    // The conversion keeps only the trimmed part.
    const videos = async () => {
      const listed = await request.get('/api/profiles/me/videos', { headers: bearer(tokens.accessToken) });
      return ((await listed.json()) as { data: { processingStatus: string; duration: number | null }[] })
        .data;
    };
    await expect
      .poll(async () => (await videos()).map((video) => video.processingStatus), { timeout: 60_000 })
      .toEqual(['READY']);
    const [converted] = await videos();
    expect(Math.abs((converted?.duration ?? 0) - KEPT), `duration ${converted?.duration}`).toBeLessThan(0.3);

    // The director opens the applicant in the studio: the self-tape plays, as long as the part kept.
    const director = await newPage(browser);
    await preferEnglish(director);
    await studioSignIn(director, asked.client);
    await director.goto(`/studio/castings/${asked.castingId}/applicants/${asked.applicationId}`);
    const answered = director.getByTestId('self-tape-request');
    await expect(answered.getByTestId('self-tape-state')).toHaveText('Submitted');
    const player = answered.getByTestId('video-player');
    await expect(player).toBeVisible({ timeout: 30_000 });
    expect(await player.getAttribute('src')).toBeTruthy();
    const played = await expectPlays(player, 'the director’s self-tape');
    expect(played.readyState).toBeGreaterThanOrEqual(2);
    const length = await player.evaluate((video: HTMLVideoElement) => video.duration);
    expect(Math.abs(length - KEPT), `played length ${length}`).toBeLessThan(0.3);
    await director.close();
  });
});

/** The takes the browser keeps (the studio's IndexedDB store), of every account: how each holds its video. */
const keptTakes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opened = indexedDB.open('talent-self-tape');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('takes')) return resolve([]);
          const read = db.transaction('takes').objectStore('takes').getAll();
          read.onsuccess = () => {
            db.close();
            resolve(
              (read.result as { blob?: unknown }[]).map((take) =>
                take.blob instanceof Blob ? `blob of ${take.blob.size} bytes` : 'bytes',
              ),
            );
          };
        };
      }),
  );

test.describe('signing out', () => {
  test('deletes the talent’s unsent takes from the browser', async ({ page, request }) => {
    test.setTimeout(90_000);
    const talent = newTalent({ firstName: 'Ilinca' });
    await signedInTalent(page, request, talent);
    await page.goto('/self-tape');
    await page.getByTestId('self-tape-countdown-setting').selectOption('0');
    await page.getByTestId('self-tape-reader-language').selectOption('');
    await page.getByTestId('self-tape-to-record').click();
    await recordTake(page, 1);
    // Kept as a Blob: Chromium keeps its bytes on disk, and listing the takes reads none into memory.
    // (The list shows a take before its save has ended.)
    await expect
      .poll(() => keptTakes(page), { timeout: 10_000 })
      .toEqual([expect.stringMatching(/^blob of [1-9]\d+ bytes$/)]);

    // On the phone, sign-out is in the menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile navigation' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => keptTakes(page), { timeout: 10_000 }).toEqual([]);
  });
});

test.describe('without a camera', () => {
  // What a phone's own camera app films: an MP4 that says its length (3 s).
  const phoneClip = clipForTests('filmat-cu-telefonul.mp4', { size: '480x854', seconds: 3 });

  test('a denied camera says so and offers the upload; a picked file goes on to the trim', async ({
    request,
    baseURL,
  }) => {
    // A browser of its own whose camera prompt is answered "Block", as a person would, and no permission given.
    const denying = await chromium.launch({
      executablePath,
      args: [...baseArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream=deny'],
    });
    const context = await denying.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signedInTalent(page, request, newTalent({ firstName: 'Ana' }));
    await page.goto('/self-tape');
    await expect(page.getByTestId('self-tape-page').getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByTestId('self-tape-to-record').click();
    await expect(page.getByTestId('camera-problem')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('self-tape-record')).toHaveCount(0);
    const upload = page.getByTestId('self-tape-upload');
    await expect(upload).toBeVisible();
    await expectNoAxeViolations(page);

    await upload.getByTestId('video-input').setInputFiles(phoneClip());
    await expect(page.getByTestId('trim-player')).toBeVisible();
    await expect(page.getByTestId('trim-start-value')).toHaveText('0:00.0');
    await expect(page.getByTestId('trim-end-value')).toHaveText('0:03.0', { timeout: 10_000 });
    await expect(page.getByTestId('self-tape-to-send')).toBeEnabled();
    expect(errors).toEqual([]);
    await denying.close();
  });
});

// Every kind of video people upload plays in a real Chromium once converted (issue 22 point 4, DESIGN
// §9): an iPhone's rotated HEVC, HDR10, an old camera's AVI, a phone's variable frame rate, a silent
// screen recording. Each one: readyState ≥ 3, a frame of some size, no error, and time moving on. A
// file cut off half-way ends FAILED, and the page says why.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { MEDIA_MESSAGES } from '@talent/contract/media';
import {
  makeVideoFixture,
  type VideoFixture,
  type VideoFixtureKind,
} from '../../apps/api/src/test/video-fixtures';
import { bearer, expect, newTalent, registerByApi, signInWithTokens, test } from '../fixtures';
import { expectPlays, type Playback } from '../playback';

const PLAYABLE: VideoFixtureKind[] = [
  'hevc-rotated-mov',
  'hdr10-mov',
  'avi-mpeg4',
  'vfr-phone-mp4',
  'no-audio-mp4',
];
/** Uploaded through the portal's own form (tus); the others through the API, for speed. */
const THROUGH_THE_UI: VideoFixtureKind = 'vfr-phone-mp4';

let dir: string;
const fixtures = new Map<VideoFixtureKind, VideoFixture>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), 'playback-e2e-'));
  for (const fixture of await Promise.all(
    [...PLAYABLE, 'truncated-mp4' as const].map((kind) => makeVideoFixture(kind, dir)),
  ))
    fixtures.set(fixture.kind, fixture);
});

test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

interface ListedVideo {
  id: string;
  title: string | null;
  processingStatus: 'PROCESSING' | 'READY' | 'FAILED';
  processingError: string | null;
}

/** The multipart upload of the API, titled with its kind; answered PROCESSING. */
async function uploadByApi(request: APIRequestContext, token: string, fixture: VideoFixture) {
  const response = await request.post('/api/profiles/me/videos', {
    headers: bearer(token),
    multipart: {
      title: fixture.kind,
      file: {
        name: basename(fixture.path),
        mimeType: 'application/octet-stream',
        buffer: await readFile(fixture.path),
      },
    },
    timeout: 60_000,
  });
  expect(response.status(), await response.text()).toBe(201);
  const video = ((await response.json()) as { data: ListedVideo }).data;
  expect(video.processingStatus).toBe('PROCESSING');
}

async function listVideos(request: APIRequestContext, token: string): Promise<ListedVideo[]> {
  const response = await request.get('/api/profiles/me/videos', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ListedVideo[] }).data;
}

test('each kind of upload plays in Chromium once converted; a cut-off file says why it failed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { tokens } = await registerByApi(request, newTalent({ preferredLanguage: 'RO' }));
  const token = tokens.accessToken;

  // The API's multipart upload for most of them, at once.
  await Promise.all(
    [...PLAYABLE, 'truncated-mp4' as const]
      .filter((kind) => kind !== THROUGH_THE_UI)
      .map((kind) => uploadByApi(request, token, fixtures.get(kind)!)),
  );

  // One through the portal's form, in Romanian (the account's language): resumable, then processing.
  await signInWithTokens(page, tokens);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Video (5)' }).click();
  const ui = fixtures.get(THROUGH_THE_UI)!;
  await page.getByTestId('video-title').fill(ui.kind);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Alege video' }).click();
  await (await chooser).setFiles(ui.path);
  await page.getByRole('button', { name: 'Încarcă videoclipul' }).click();
  await expect(page.getByText('Videoclipul a fost încărcat cu succes!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Video (6)' })).toBeVisible();

  // All converted (or failed) in the background.
  await expect
    .poll(
      async () =>
        (await listVideos(request, token)).map((video) => `${video.title}: ${video.processingStatus}`).sort(),
      { timeout: 90_000, intervals: [1000] },
    )
    .toEqual([...PLAYABLE.map((kind) => `${kind}: READY`), 'truncated-mp4: FAILED'].sort());
  const truncated = (await listVideos(request, token)).find((video) => video.title === 'truncated-mp4');
  expect(truncated?.processingError).toBe(MEDIA_MESSAGES.videoIncomplete);

  // The tab follows on its own (it asks again while a video is processing).
  const items = page.getByTestId('video-item');
  await expect(items).toHaveCount(6);
  await expect(page.getByTestId('video-processing')).toHaveCount(0, { timeout: 15_000 });
  const players = page.getByTestId('video-player');
  await expect(players).toHaveCount(PLAYABLE.length);

  // The cut-off one: the reason, in Romanian, in its place.
  const failed = items.filter({ hasText: 'truncated-mp4' }).getByTestId('video-failed');
  await expect(failed).toContainText('Videoclipul nu a putut fi procesat');
  await expect(failed).toContainText(MEDIA_MESSAGES.videoIncomplete);

  const sizes = new Map<string, Playback>();
  for (const player of await players.all()) {
    const name = (await player.getAttribute('aria-label')) ?? '?';
    sizes.set(name, await expectPlays(player, name));
  }
  expect([...sizes.keys()].sort()).toEqual([...PLAYABLE].sort());
  // The iPhone's clip stands upright: taller than wide, as it was filmed.
  const rotated = sizes.get('hevc-rotated-mov')!;
  expect(rotated.videoHeight).toBeGreaterThan(rotated.videoWidth);
  for (const kind of PLAYABLE) {
    const { videoWidth, videoHeight } = sizes.get(kind)!;
    const expected = fixtures.get(kind)!;
    expect(`${kind} ${videoWidth}x${videoHeight}`).toBe(
      `${kind} ${expected.expectedWidth}x${expected.expectedHeight}`,
    );
  }
});

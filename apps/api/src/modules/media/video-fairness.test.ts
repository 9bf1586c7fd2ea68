import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Video } from '@talent/contract/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectUpload } from '../../test/media-test-files';
import { bearer, buildTestApp, register } from '../../test/test-app';
import { makeVideoFixture, type VideoFixture } from '../../test/video-fixtures';

/**
 * Issue 30 point 4: with one conversion slot, one user's long video held it for minutes while
 * another user's 2 s clip waited behind it. A short clip has a lane of its own (decision 0020).
 */
const t = buildTestApp({
  env: {
    TRANSCODE_CONCURRENCY: '1',
    // One thread makes the long conversion reliably slow on any machine, the short one stays tiny.
    TRANSCODE_THREADS: '1',
    JOB_POLL_MS: '100',
    VIDEO_SHORT_CLIP_SECONDS: '5',
  },
});

let dir: string;
let long: VideoFixture;
let short: VideoFixture;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talent-fairness-'));
  long = await makeVideoFixture('clip-1080p', dir, { seconds: 16 });
  short = await makeVideoFixture('no-audio-mp4', dir);
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function talent() {
  const { tokens } = await register(t.app);
  return bearer(tokens.accessToken);
}

async function uploadVideo(headers: Record<string, string>, fixture: VideoFixture): Promise<Video> {
  const response = await injectUpload(t.app, headers, '/api/profiles/me/videos', [
    { name: 'file', filename: 'clip.mp4', contentType: 'video/mp4', data: await readFile(fixture.path) },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Video }).data;
}

async function statusOf(headers: Record<string, string>, id: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/profiles/me/videos', headers });
  return (response.json() as { data: Video[] }).data.find((video) => video.id === id)?.processingStatus;
}

/** The MP4 ffmpeg is writing for this video, in the conversion's scratch folder: it is converting now. */
function beingConverted(videoId: string): boolean {
  const scratch = join(t.config.dataDir, 'upload-tmp');
  if (!existsSync(scratch)) return false;
  return readdirSync(scratch)
    .filter((name) => name.startsWith('convert-'))
    .some((name) => existsSync(join(scratch, name, `${videoId}.mp4`)));
}

describe('fairness between users (one conversion slot)', () => {
  it("a short clip of another user is converted while someone's long conversion is running", async () => {
    const ana = await talent();
    const ion = await talent();
    const longVideo = await uploadVideo(ana, long);
    await expect.poll(() => beingConverted(longVideo.id), { timeout: 30_000, interval: 50 }).toBe(true);

    const sent = Date.now();
    const shortVideo = await uploadVideo(ion, short);
    await expect.poll(() => statusOf(ion, shortVideo.id), { timeout: 30_000, interval: 100 }).toBe('READY');
    const waited = Date.now() - sent;
    // Ready while the long one still converts: it never waited for the slot to come free.
    expect(await statusOf(ana, longVideo.id)).toBe('PROCESSING');
    expect(waited).toBeLessThan(30_000);

    await t.app.jobs.settled(150_000);
    expect(await statusOf(ana, longVideo.id)).toBe('READY');
  }, 240_000);
});

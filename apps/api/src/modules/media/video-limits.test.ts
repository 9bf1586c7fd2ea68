import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_MESSAGES, type Video } from '@talent/contract/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectUpload } from '../../test/media-test-files';
import { bearer, buildTestApp, register, type TestApp } from '../../test/test-app';
import { makeVideoFixture, type VideoFixture, type VideoFixtureKind } from '../../test/video-fixtures';

/**
 * Issue 30 point 4: what no self-tape needs is refused before ffmpeg spends minutes on it, and a
 * conversion has a time limit that grows with the video's length. Both end FAILED with a reason the
 * talent can read.
 */
const limited = buildTestApp({
  env: {
    JOB_POLL_MS: '100',
    VIDEO_MAX_DURATION_SECONDS: '2',
    VIDEO_MAX_FPS: '25',
    VIDEO_MAX_PIXELS: '300000',
  },
});
const hurried = buildTestApp({
  env: {
    JOB_POLL_MS: '100',
    TRANSCODE_THREADS: '1',
    // 1 s + 0.1 s per second of video: a 6 s 1080p clip gets 1.6 s, far less than it needs.
    VIDEO_TIME_LIMIT_BASE_SECONDS: '1',
    VIDEO_TIME_LIMIT_PER_SECOND: '0.1',
  },
});

let dir: string;
const fixtures = new Map<VideoFixtureKind, VideoFixture>();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talent-video-limits-'));
  for (const kind of ['vfr-phone-mp4', 'hevc-rotated-mov', 'no-audio-mp4', 'avi-mpeg4'] as const)
    fixtures.set(kind, await makeVideoFixture(kind, dir));
  fixtures.set('clip-1080p', await makeVideoFixture('clip-1080p', dir, { seconds: 6 }));
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function uploaded(t: TestApp, kind: VideoFixtureKind) {
  const { tokens } = await register(t.app);
  const headers = bearer(tokens.accessToken);
  const fixture = fixtures.get(kind) as VideoFixture;
  const response = await injectUpload(t.app, headers, '/api/profiles/me/videos', [
    { name: 'file', filename: fixture.path.split('/').pop(), data: await readFile(fixture.path) },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return { headers, id: (response.json() as { data: Video }).data.id };
}

async function videoOf(t: TestApp, { headers, id }: { headers: Record<string, string>; id: string }) {
  const response = await t.app.inject({ method: 'GET', url: '/api/profiles/me/videos', headers });
  return (response.json() as { data: Video[] }).data.find((video) => video.id === id) as Video;
}

/** The ffmpeg processes this test process started (the app runs in it). */
function ffmpegChildren(): number {
  try {
    const out = execFileSync('ps', ['--ppid', String(process.pid), '-o', 'comm='], { encoding: 'utf8' });
    return out.split('\n').filter((command) => command.trim() === 'ffmpeg').length;
  } catch {
    return 0;
  }
}

describe('limits checked before converting', () => {
  it('a video too long, too large or at too high a frame rate is FAILED with why; one within them is READY', async () => {
    const tooLong = await uploaded(limited, 'vfr-phone-mp4');
    const tooLarge = await uploaded(limited, 'hevc-rotated-mov');
    const tooFast = await uploaded(limited, 'no-audio-mp4');
    const fine = await uploaded(limited, 'avi-mpeg4');
    await limited.app.jobs.settled(60_000);

    expect(await videoOf(limited, tooLong)).toMatchObject({
      processingStatus: 'FAILED',
      processingError: MEDIA_MESSAGES.videoTooLong.replace('{duration}', '0:03').replace('{max}', '0:02'),
    });
    // Shown upright, as the talent filmed it (a portrait phone clip).
    expect(await videoOf(limited, tooLarge)).toMatchObject({
      processingStatus: 'FAILED',
      processingError: MEDIA_MESSAGES.videoTooManyPixels
        .replace('{size}', '720×1280')
        .replace('{max}', '0.3'),
    });
    expect(await videoOf(limited, tooFast)).toMatchObject({
      processingStatus: 'FAILED',
      processingError: MEDIA_MESSAGES.videoFrameRateTooHigh.replace('{fps}', '30').replace('{max}', '25'),
    });
    expect(await videoOf(limited, fine)).toMatchObject({ processingStatus: 'READY', processingError: null });
  }, 90_000);
});

describe('time limit proportional to the duration', () => {
  it('a conversion over its time limit is stopped (ffmpeg killed) and FAILED with why', async () => {
    const started = Date.now();
    const slow = await uploaded(hurried, 'clip-1080p');
    await hurried.app.jobs.settled(60_000);
    expect(await videoOf(hurried, slow)).toMatchObject({
      processingStatus: 'FAILED',
      processingError: MEDIA_MESSAGES.videoConversionTooSlow,
    });
    // Stopped at its limit, not tried again three times.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(ffmpegChildren()).toBe(0);
    const scratch = join(hurried.config.dataDir, 'upload-tmp');
    expect(
      existsSync(scratch) ? readdirSync(scratch).filter((name) => name.startsWith('convert-')) : [],
    ).toEqual([]);
  }, 90_000);
});

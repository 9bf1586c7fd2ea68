import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Video } from '@talent/contract/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderFrame } from './modules/media/video-probe';
import { CLI_TIMEOUT, runCli } from './test/cli-runner';
import { injectUpload } from './test/media-test-files';
import { bearer, buildTestApp, ownProfileId, register } from './test/test-app';
import { makeVideoFixture, type VideoFixture } from './test/video-fixtures';

/**
 * Issue 30 point 14: videos stored before the conversion pipeline (migration 0014 made them READY as
 * they were: an AVI or a phone's HEVC MOV that browsers may not play) are converted when the operator
 * runs `npm run cli -- convert-videos`.
 */
const t = buildTestApp({ env: { JOB_POLL_MS: '100' } });

let dir: string;
let mov: VideoFixture;
let mp4: VideoFixture;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talent-cli-videos-'));
  mov = await makeVideoFixture('hevc-rotated-mov', dir);
  mp4 = await makeVideoFixture('no-audio-mp4', dir);
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const cli = (...args: string[]) => runCli(t.config, ...args);

const storedFile = (key: string) => join(t.config.mediaDir, 'profiles', key);

/**
 * A video row and its files as the server stored them before the pipeline: the upload under
 * `<id>-video.<ext>`, a frame under `<id>-thumb.webp`, READY, no poster and no source.
 */
let nextPosition = 0;

async function legacyVideo(
  profileId: string,
  fixture: VideoFixture,
  extension: string,
  duration: number | null,
) {
  const id = randomUUID();
  const keys = { original_key: `${id}-video.${extension}`, thumbnail_key: `${id}-thumb.webp` };
  await mkdir(join(t.config.mediaDir, 'profiles'), { recursive: true });
  await copyFile(fixture.path, storedFile(keys.original_key));
  await placeholderFrame().webp().toFile(storedFile(keys.thumbnail_key));
  // Written as the demo seed writes its videos: the row as it is, with its profile's directory rank.
  const row = {
    id,
    talent_profile_id: profileId,
    position: nextPosition++,
    ...keys,
    title: null,
    caption: null,
    duration,
    size_bytes: (await readFile(fixture.path)).length,
    created_at: new Date().toISOString(),
    processing_status: 'READY' as const,
    private: 0,
  };
  await t.app.db.transaction().execute((trx) => t.container.videos.seedRows([row]).write(trx));
  return { id, ...keys };
}

async function videosOf(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/profiles/me/videos', headers });
  return (response.json() as { data: Video[] }).data;
}

describe('npm run cli -- convert-videos', () => {
  it(
    'converts the videos stored before the pipeline, leaves converted ones alone, and queues nothing twice',
    async () => {
      const { tokens } = await register(t.app);
      const headers = bearer(tokens.accessToken);
      const profileId = await ownProfileId(t.app, tokens.accessToken);
      // One converted the usual way: the command must not touch it.
      const uploaded = await injectUpload(t.app, headers, '/api/profiles/me/videos', [
        { name: 'file', filename: 'clip.mp4', data: await readFile(mp4.path) },
      ]);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      await t.app.jobs.settled(60_000);
      const converted = (await videosOf(headers))[0] as Video;
      expect(converted.processingStatus).toBe('READY');

      const oldMov = await legacyVideo(profileId, mov, 'mov', 2);
      // An MP4 stored as it came (no duration known): its MP4 cannot take the same name.
      const oldMp4 = await legacyVideo(profileId, mp4, 'mp4', null);
      // Stored as 11 minutes long: over VIDEO_MAX_DURATION_SECONDS (10), so it stays as it was served.
      const tooLong = await legacyVideo(profileId, mov, 'mov', 660);

      const first = await cli('convert-videos');
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toContain(
        'Queued 2 videos for conversion (1 short, 1 long); 0 already queued; 1 longer than VIDEO_MAX_DURATION_SECONDS left as they are.',
      );
      // Run again at once: still converting (already queued) or done by now, nothing is queued twice.
      const again = await cli('convert-videos');
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toContain('Queued 0 videos for conversion (0 short, 0 long)');

      await expect
        .poll(async () => (await videosOf(headers)).map((video) => video.processingStatus), {
          timeout: 60_000,
          interval: 200,
        })
        .toEqual(['READY', 'READY', 'READY', 'READY']);
      const videos = await videosOf(headers);
      expect(videos.find((video) => video.id === tooLong.id)).toMatchObject({
        originalUrl: expect.stringMatching(/-video\.mov$/),
        posterUrl: null,
      });
      expect(existsSync(storedFile(tooLong.original_key))).toBe(true);
      expect(videos.find((video) => video.id === converted.id)).toEqual(converted);
      for (const old of [oldMov, oldMp4]) {
        const video = videos.find((each) => each.id === old.id) as Video;
        expect(video.posterUrl).not.toBeNull();
        expect(video.duration).toBeCloseTo(2, 0);
        const served = await t.app.inject({ method: 'GET', url: video.originalUrl });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('video/mp4');
        expect((await t.app.inject({ method: 'GET', url: video.thumbnailUrl })).statusCode).toBe(200);
      }
      // The old files gave way to the MP4s (VIDEO_KEEP_ORIGINAL is off).
      expect(existsSync(storedFile(oldMov.original_key))).toBe(false);
      expect(existsSync(storedFile(oldMp4.original_key))).toBe(false);

      const third = await cli('convert-videos');
      expect(third.code, third.stderr).toBe(0);
      expect(third.stdout).toContain(
        'Queued 0 videos for conversion (0 short, 0 long); 0 already queued; 1 longer than VIDEO_MAX_DURATION_SECONDS left as they are.',
      );
    },
    CLI_TIMEOUT * 3,
  );

  it(
    'refuses options it does not know (exit code 2)',
    async () => {
      const result = await cli('convert-videos', '--all');
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("convert-videos: Unknown option '--all'");
    },
    CLI_TIMEOUT,
  );
});

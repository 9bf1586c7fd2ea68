import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Video } from '@talent/contract/media';
import { afterEach, describe, expect, it } from 'vitest';
import { call, killStartedServers, serverDatabase, startServerProcess } from '../../test/faults-server';
import { multipart } from '../../test/media-test-files';
import { registration } from '../../test/test-app';

/**
 * A conversion is a durable job (DESIGN §8–§9): the server process is SIGKILLed while ffmpeg runs,
 * and after the restart the job runs again and the video becomes READY.
 */
const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await killStartedServers();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const drop of drops.splice(0)) await drop();
});

/** A clip long enough (720p, 12 s) that its conversion is still running when the process dies. */
function longClip(dir: string): Buffer {
  const out = join(dir, 'long.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=30:duration=12',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=12',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    out,
  ]);
  return readFileSync(out);
}

/** The pids of the ffmpeg processes `parent` started. */
function ffmpegChildren(parent: number): number[] {
  try {
    const out = execFileSync('ps', ['--ppid', String(parent), '-o', 'pid=,comm='], { encoding: 'utf8' });
    return out
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([, command]) => command === 'ffmpeg')
      .map(([pid]) => Number(pid));
  } catch {
    return [];
  }
}

async function videos(base: string, token: string): Promise<Video[]> {
  const response = await call(base, 'GET', '/api/profiles/me/videos', undefined, token);
  return ((await response.json()) as { data: Video[] }).data;
}

describe('kill -9 during a conversion', () => {
  it('the conversion runs again after the restart and the video becomes READY', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'talent-convert-kill-'));
    dirs.push(dataDir);
    const database = await serverDatabase();
    drops.push(database.drop);
    // A short lease, so PostgreSQL (pg-boss) takes the dead process's job back within seconds.
    const env = {
      ...database.env,
      JOB_POLL_MS: '200',
      JOB_LEASE_SECONDS: '5',
      TRANSCODE_LEASE_SECONDS: '20',
      JWT_SECRET: 'x'.repeat(48),
    };
    const first = startServerProcess(dataDir, env);
    const base = await first.url;
    const registered = await call(base, 'POST', '/api/auth/register', registration());
    const token = ((await registered.json()) as { data: { accessToken: string } }).data.accessToken;
    const body = multipart([
      { name: 'file', filename: 'long.mp4', contentType: 'video/mp4', data: longClip(dataDir) },
    ]);
    const uploaded = await fetch(`${base}/api/profiles/me/videos`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { id } = ((await uploaded.json()) as { data: Video }).data;

    const pid = first.child.pid as number;
    await expect.poll(() => ffmpegChildren(pid).length, { timeout: 20_000, interval: 50 }).toBeGreaterThan(0);
    const converters = ffmpegChildren(pid);
    first.child.kill('SIGKILL');
    // The machine went down: ffmpeg with it.
    for (const converter of converters) process.kill(converter, 'SIGKILL');
    await first.exited;

    const second = startServerProcess(dataDir, env);
    const again = await second.url;
    expect((await videos(again, token)).find((video) => video.id === id)?.processingStatus).toBe(
      'PROCESSING',
    );
    await expect
      .poll(async () => (await videos(again, token)).find((video) => video.id === id)?.processingStatus, {
        timeout: 90_000,
        interval: 500,
      })
      .toBe('READY');
    const ready = (await videos(again, token)).find((video) => video.id === id) as Video;
    expect(ready.duration).toBeCloseTo(12, 0);
    const mp4 = await fetch(`${again}${ready.originalUrl}`);
    expect(mp4.status).toBe(200);
    expect(mp4.headers.get('content-type')).toBe('video/mp4');
  }, 150_000);
});

// A clip as a phone's camera app films one (H.264 with sound, an MP4 that says its length), made with
// ffmpeg's test source for the specs that upload a video.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from './fixtures';

export function filmClip(path: string, { size, seconds }: { size: string; seconds: number }): string {
  execFileSync('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    path,
  ]);
  return path;
}

/**
 * A clip filmed once for the tests of the describe block (or file) it is called in, in a folder of its
 * own removed after them; the path is known once they run.
 */
export function clipForTests(name: string, shape: { size: string; seconds: number }): () => string {
  let dir = '';
  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'e2e-clip-'));
    filmClip(join(dir, name), shape);
  });
  test.afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return () => join(dir, name);
}

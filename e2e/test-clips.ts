// A clip as a phone's camera app films one (H.264 with sound, an MP4 that says its length), made with
// ffmpeg's test source for the specs that upload a video.
import { execFileSync } from 'node:child_process';

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

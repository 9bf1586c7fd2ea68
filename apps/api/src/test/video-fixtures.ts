import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Small videos of the kinds people upload (DESIGN §9), made on the spot with ffmpeg's test sources.
 * Every picture has a white square in its coded top-left corner, so a test can tell which way up a
 * converted frame is.
 */
export type VideoFixtureKind =
  | 'hevc-rotated-mov'
  | 'hdr10-mov'
  | 'avi-mpeg4'
  | 'vfr-phone-mp4'
  | 'no-audio-mp4'
  | 'truncated-mp4'
  | 'clip-1080p';

export interface VideoFixtureOptions {
  ffmpeg?: string;
  ffprobe?: string;
  /** clip-1080p only: its length. */
  seconds?: number;
}

export interface VideoFixture {
  kind: VideoFixtureKind;
  path: string;
  /** Length of the complete clip, seconds (for truncated-mp4: before it was cut). */
  duration: number;
  hasAudio: boolean;
  /** The size a correct conversion has: upright, long side ≤ 1080, even, square pixels. */
  expectedWidth: number;
  expectedHeight: number;
  /** Clockwise degrees a player turns the coded frame (the white square moves with it). */
  rotation: number;
}

const exec = promisify(execFile);
const MARKER = 'drawbox=x=0:y=0:w=iw/8:h=ih/8:color=white:t=fill';

interface Recipe {
  file: string;
  duration: number;
  hasAudio: boolean;
  expectedWidth: number;
  expectedHeight: number;
  rotation?: number;
  args: string[];
}

export async function makeVideoFixture(
  kind: VideoFixtureKind,
  dir: string,
  options: VideoFixtureOptions = {},
): Promise<VideoFixture> {
  const ffmpeg = options.ffmpeg ?? 'ffmpeg';
  const recipe = RECIPES[kind](options);
  const path = join(dir, recipe.file);
  await exec(ffmpeg, ['-nostdin', '-v', 'error', '-y', ...recipe.args, path], { timeout: 120_000 });
  if (recipe.rotation) await setRotation(ffmpeg, options.ffprobe ?? 'ffprobe', path, recipe.rotation);
  if (kind === 'truncated-mp4') await cutInHalf(path);
  const { file: _file, args: _args, ...facts } = recipe;
  return { kind, path, rotation: 0, ...facts };
}

const source = (size: string, rate: number, seconds: number) => [
  ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`],
];
const sine = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
const h264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'];
const hevc = (params = '') => [
  ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', `log-level=error${params}`],
  // hvc1 is how Apple devices tag HEVC; ffmpeg's default (hev1) is not what an iPhone uploads.
  ...['-tag:v', 'hvc1'],
];
const aac = ['-c:a', 'aac', '-b:a', '96k'];
/** What a phone puts in its files and the conversion must drop. */
const personal = [
  ...['-metadata', 'creation_time=2024-05-01T12:00:00Z', '-metadata', 'location=+44.4268+026.1025/'],
  ...['-metadata:s:v:0', 'creation_time=2024-05-01T12:00:00Z'],
];

const RECIPES: Record<VideoFixtureKind, (options: VideoFixtureOptions) => Recipe> = {
  // A portrait phone clip: a landscape-coded HEVC frame that players turn a quarter clockwise.
  'hevc-rotated-mov': () => ({
    file: 'rotated.mov',
    duration: 2,
    hasAudio: true,
    expectedWidth: 608,
    expectedHeight: 1080,
    rotation: 90,
    args: [
      ...source('1280x720', 30, 2),
      ...sine(2),
      ...['-vf', MARKER, '-pix_fmt', 'yuv420p', ...hevc(), ...aac, ...personal],
    ],
  }),
  // HDR10 the way recent phones record it: HEVC Main 10, BT.2020, PQ, with mastering metadata.
  // The SDR test picture is converted to PQ properly, so a correct tone mapping gives it back.
  'hdr10-mov': () => ({
    file: 'hdr10.mov',
    duration: 2,
    hasAudio: true,
    expectedWidth: 640,
    expectedHeight: 360,
    args: [
      ...source('640x360', 30, 2),
      ...sine(2),
      '-vf',
      `${MARKER},zscale=tin=bt709:pin=bt709:min=bt709:t=smpte2084:p=bt2020:m=bt2020nc:npl=100,format=yuv420p10le`,
      ...hevc(
        ':colorprim=bt2020:transfer=smpte2084:colormatrix=bt2020nc:hdr10=1:max-cll=1000,400' +
          ':master-display=G(13250,34500)B(7500,3000)R(34000,16000)WP(15635,16450)L(10000000,1)',
      ),
      ...['-color_primaries', 'bt2020', '-color_trc', 'smpte2084', '-colorspace', 'bt2020nc'],
      ...aac,
    ],
  }),
  // An old camera file: MPEG-4 Part 2 with MP3 in AVI, and non-square pixels (PAL CIF at 12:11),
  // so 352 coded pixels are 384 wide on screen.
  'avi-mpeg4': () => ({
    file: 'camera.avi',
    duration: 2,
    hasAudio: true,
    expectedWidth: 384,
    expectedHeight: 288,
    args: [
      ...source('352x288', 25, 2),
      ...sine(2),
      ...['-vf', `${MARKER},setsar=12/11`, '-c:v', 'mpeg4', '-q:v', '5'],
      ...['-c:a', 'libmp3lame', '-b:a', '96k'],
    ],
  }),
  // Variable frame rate as phones record it: 30 fps, then 15 fps, with a few ms of jitter per frame,
  // in a 1/90000 time base so the jitter survives.
  'vfr-phone-mp4': () => ({
    file: 'vfr.mp4',
    duration: 3,
    hasAudio: true,
    expectedWidth: 640,
    expectedHeight: 360,
    args: [
      ...source('640x360', 30, 2),
      ...sine(3),
      '-vf',
      `${MARKER},settb=1/90000,setpts='(if(lt(N,30),N/30,1+(N-30)/15)+0.005*mod(N,3))/TB'`,
      ...['-fps_mode', 'passthrough', '-enc_time_base:v', '1/90000', '-video_track_timescale', '90000'],
      ...h264,
      ...aac,
      ...personal,
    ],
  }),
  // A silent portrait screen recording in 4:4:4 (H.264 High 4:4:4, beyond what hardware decoders generally take).
  'no-audio-mp4': () => ({
    file: 'silent.mp4',
    duration: 2,
    hasAudio: false,
    expectedWidth: 360,
    expectedHeight: 640,
    args: [
      ...source('360x640', 30, 2),
      ...['-vf', MARKER, '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv444p'],
      ...personal,
    ],
  }),
  // An upload cut off half-way; faststart, so its index (moov) still describes the whole clip.
  'truncated-mp4': () => ({
    file: 'truncated.mp4',
    duration: 3,
    hasAudio: true,
    expectedWidth: 640,
    expectedHeight: 360,
    args: [
      ...source('640x360', 30, 3),
      ...sine(3),
      ...['-vf', MARKER, ...h264, ...aac, '-movflags', '+faststart'],
    ],
  }),
  'clip-1080p': ({ seconds = 30 }) => ({
    file: `clip-1080p-${seconds}s.mp4`,
    duration: seconds,
    hasAudio: true,
    expectedWidth: 1080,
    expectedHeight: 608,
    args: [...source('1920x1080', 30, seconds), ...sine(seconds), '-vf', MARKER, ...h264, ...aac],
  }),
};

/**
 * ffmpeg 5.1 writes the `rotate` tag as a counter-clockwise display matrix (4.x read it clockwise),
 * so the tag that gives a clockwise turn depends on the version: try both, keep what ffprobe confirms.
 */
async function setRotation(ffmpeg: string, ffprobe: string, path: string, clockwise: number) {
  const tagged = `${path}.rotated${path.slice(path.lastIndexOf('.'))}`;
  for (const tag of [(360 - clockwise) % 360, clockwise]) {
    await exec(
      ffmpeg,
      ['-nostdin', '-v', 'error', '-y', '-i', path, '-map', '0', '-c', 'copy'].concat([
        '-map_metadata',
        '0',
        '-metadata:s:v:0',
        `rotate=${tag}`,
        tagged,
      ]),
    );
    if ((await displayMatrixClockwise(ffprobe, tagged)) === clockwise) {
      await writeFile(path, await readFile(tagged));
      await rm(tagged);
      return;
    }
  }
  await rm(tagged, { force: true });
  throw new Error(`could not give ${path} a ${clockwise}° display rotation`);
}

/** ffprobe reports the display matrix's angle counter-clockwise. */
export async function displayMatrixClockwise(ffprobe: string, path: string): Promise<number | null> {
  const { stdout } = await exec(ffprobe, [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream_side_data=rotation'],
    ...['-of', 'csv=p=0', path],
  ]);
  const value = Number.parseFloat(stdout.trim());
  return Number.isFinite(value) ? ((-value % 360) + 360) % 360 : null;
}

async function cutInHalf(path: string) {
  const bytes = await readFile(path);
  await writeFile(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
}

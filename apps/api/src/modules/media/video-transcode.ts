import { open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { conversionTimeLimitMs, limitRefusal, type VideoLimits } from './video-limits';
import { probeSource, run, type SourceProbe } from './video-probe';
import { NO_TRIM, trimInputArgs, trimmedDuration, type VideoTrim } from './video-trim';

export class VideoNotConvertible extends Error {
  constructor(
    /** refused: beyond the limits (detail is the talent's message); timedOut: over the time limit. */
    readonly reason: 'unreadable' | 'incomplete' | 'failed' | 'refused' | 'timedOut',
    readonly detail?: string,
  ) {
    super(detail ? `video not convertible (${reason}): ${detail}` : `video not convertible (${reason})`);
    this.name = 'VideoNotConvertible';
  }
}

export interface TranscodedVideo {
  mp4Path: string;
  /** JPEG at the output size, for the player's poster. */
  posterPath: string;
  /** WebP in a 400 px box. */
  thumbnailPath: string;
  duration: number | null;
  width: number;
  height: number;
  hasAudio: boolean;
}

export interface TranscodeInput {
  ffmpeg: string;
  ffprobe: string;
  source: string;
  workDir: string;
  id: string;
  niceness?: number;
  /** ffmpeg's threads for decoding and encoding; unset: as many as it likes. */
  threads?: number;
  /**
   * Refused before converting when beyond these, and stopped after their time limit (proportional to
   * the duration). Without them: no refusal, and the fixed `timeoutMs`.
   */
  limits?: VideoLimits;
  timeoutMs?: number;
  /** The part kept (a self-tape's trim, DESIGN §15); unset: all of it. */
  trim?: VideoTrim;
}

const MAX_LONG_SIDE = 1080;
const THUMBNAIL_SIZE = 400;
const POSTER_TIMEOUT_MS = 60_000;
/** Under the default 1-hour job lease, so a stuck conversion ends here rather than being taken as lost. */
const DEFAULT_TIMEOUT_MS = 50 * 60_000;

/**
 * The ffmpeg arguments of one conversion, exported so a benchmark runs bare ffmpeg the same way.
 * Rotation is not in here on purpose: ffmpeg turns the frames upright while decoding (autorotate)
 * and then writes no display matrix, so the filters below already see the upright picture.
 */
export function transcodeArgs(
  input: string,
  output: string,
  probe: SourceProbe,
  options: { threads?: number; trim?: VideoTrim } = {},
): string[] {
  // Set on both sides: the decoder's threads (HEVC, 1080p) compete with the API as much as x264's.
  const threads = options.threads ? ['-threads', String(options.threads)] : [];
  const trim = trimInputArgs(options.trim ?? NO_TRIM);
  return [
    ...['-nostdin', '-v', 'error', '-y', ...threads, ...trim, '-i', input],
    // `V` (not `v`) skips cover art, which would otherwise be taken for the first video stream.
    ...['-map', '0:V:0'],
    ...['-vf', videoFilters(probe)],
    // The default for MP4 is constant frame rate at the container's guessed rate: a phone's variable
    // rate clip then gets frames duplicated (4× as many in the test clip). `vfr` keeps each frame's own
    // time, and the demuxer's time base keeps those times exact instead of rounding them to 1/rate.
    ...['-fps_mode', 'vfr', '-enc_time_base:v', '-1'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
    ...(probe.hdr ? ['-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709'] : []),
    ...audioArgs(probe),
    ...['-sn', '-dn', '-map_metadata', '-1', '-map_chapters', '-1'],
    // AVI and phone files may start one stream well after the other; the default queue (128 packets)
    // then aborts with "Too many packets buffered".
    ...['-max_muxing_queue_size', '4096'],
    ...threads,
    ...['-movflags', '+faststart', '-f', 'mp4', output],
  ];
}

function audioArgs(probe: SourceProbe): string[] {
  return probe.hasAudio ? ['-map', '0:a:0?', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : ['-an'];
}

function videoFilters(probe: SourceProbe): string {
  const filters = [scaleFilter(), 'setsar=1'];
  // Scaling first: tone mapping works in 32-bit float per pixel, so it is cheaper on the smaller frame.
  if (probe.hdr) filters.push(TONE_MAP);
  return filters.join(',');
}

/**
 * Long side at most 1080 px, never larger than the source, even sizes (4:2:0), square pixels: the
 * display width of anamorphic video (DV in AVI) is `iw*sar`.
 */
function scaleFilter(): string {
  const factor = `min(1,${MAX_LONG_SIDE}/max(iw*sar,ih))`;
  const even = (size: string) => `max(2,2*min(round(${size}*${factor}/2),floor(${size}/2)))`;
  return `scale=w='${even('iw*sar')}':h='${even('ih')}'`;
}

/**
 * HDR (PQ or HLG) to SDR BT.709: to linear light, compress highlights (Hable), back to video. HDR is
 * BT.2020 in practice; saying so up front keeps a file that tags only its transfer from failing with
 * "no path between colorspaces".
 */
const TONE_MAP = [
  'zscale=t=linear:npl=100:pin=bt2020:min=bt2020nc:p=bt2020',
  'format=gbrpf32le',
  'zscale=p=bt709',
  'tonemap=tonemap=hable:desat=0',
  'zscale=t=bt709:m=bt709:r=tv',
  'format=yuv420p',
].join(',');

/**
 * The upload as a web MP4 with its poster and thumbnail, converted at low CPU priority. Throws
 * VideoNotConvertible (why it can never work), ToolMissing (no ffmpeg/ffprobe) or another error
 * (worth trying again). Nothing it made is left behind when it throws.
 */
export async function transcodeVideo(input: TranscodeInput): Promise<TranscodedVideo> {
  if (await isTruncated(input.source)) throw new VideoNotConvertible('incomplete', 'file ends inside a box');
  const source = await probeSource(input.ffprobe, input.source);
  if (!source) throw new VideoNotConvertible('unreadable');
  // What is kept is what is judged and converted: a long take trimmed short is a short video.
  const probe = { ...source, duration: trimmedDuration(source.duration, input.trim ?? NO_TRIM) };
  const refusal = input.limits ? limitRefusal(probe, input.limits) : null;
  if (refusal) throw new VideoNotConvertible('refused', refusal);
  const paths = outputPaths(input);
  try {
    const output = await convert(input, probe, paths.mp4);
    await makePoster(input, paths, output.duration);
    return { ...paths.result, ...output };
  } catch (error) {
    await Promise.all(paths.all.map((path) => rm(path, { force: true })));
    throw error;
  } finally {
    await rm(paths.posterPng, { force: true });
  }
}

function outputPaths({ workDir, id }: TranscodeInput) {
  const mp4 = join(workDir, `${id}.mp4`);
  const poster = join(workDir, `${id}-poster.jpg`);
  const thumbnail = join(workDir, `${id}-thumb.webp`);
  const posterPng = join(workDir, `${id}-poster.png`);
  return {
    mp4,
    poster,
    thumbnail,
    posterPng,
    all: [mp4, poster, thumbnail, posterPng],
    result: { mp4Path: mp4, posterPath: poster, thumbnailPath: thumbnail },
  };
}

const niceness = (input: TranscodeInput) => input.niceness ?? 10;

interface OutputFacts {
  duration: number | null;
  width: number;
  height: number;
  hasAudio: boolean;
}

async function convert(input: TranscodeInput, probe: SourceProbe, mp4: string): Promise<OutputFacts> {
  const timeoutMs =
    input.timeoutMs ??
    (input.limits ? conversionTimeLimitMs(probe.duration, input.limits) : DEFAULT_TIMEOUT_MS);
  const result = await run(
    input.ffmpeg,
    transcodeArgs(input.source, mp4, probe, { threads: input.threads, trim: input.trim }),
    timeoutMs,
    { niceness: niceness(input), idleClass: true },
  );
  if (result.timedOut) throw new VideoNotConvertible('timedOut', `ffmpeg timed out after ${timeoutMs} ms`);
  // The MP4/MOV demuxer's own word for sample data that lies past the end of the file.
  if (/partial file/i.test(result.stderr))
    throw new VideoNotConvertible('incomplete', excerpt(result.stderr));
  if (result.code !== 0) throw new VideoNotConvertible('failed', excerpt(result.stderr));
  const output = await probeSource(input.ffprobe, mp4);
  if (!output) throw new VideoNotConvertible('failed', 'ffmpeg wrote no readable MP4');
  if (endsEarly(probe.duration, output.duration))
    throw new VideoNotConvertible('incomplete', `${output.duration ?? 0}s of ${probe.duration}s converted`);
  return {
    duration: output.duration === null ? null : Math.round(output.duration * 100) / 100,
    width: output.width,
    height: output.height,
    hasAudio: output.hasAudio,
  };
}

/**
 * The index (moov) described more than could be decoded, for damage the box check cannot see. A
 * little slack covers AAC priming and a last frame's length.
 */
function endsEarly(expected: number | null, actual: number | null): boolean {
  if (expected === null) return false;
  return expected - (actual ?? 0) > Math.max(0.5, expected * 0.05);
}

function excerpt(stderr: string): string {
  const lines = stderr.trim().split('\n');
  return lines.slice(-5).join('\n').slice(-500);
}

async function makePoster(
  input: TranscodeInput,
  paths: ReturnType<typeof outputPaths>,
  duration: number | null,
): Promise<void> {
  // A frame 1 s in is past a fade-in from black; very short clips use their first frame.
  const seeks = duration !== null && duration >= 2 ? ['1', '0'] : ['0'];
  for (const seek of seeks) {
    const result = await run(
      input.ffmpeg,
      ['-nostdin', '-v', 'error', '-y', '-ss', seek, '-i', paths.mp4, '-frames:v', '1', paths.posterPng],
      POSTER_TIMEOUT_MS,
      { niceness: niceness(input), idleClass: true },
    );
    if (result.code === 0 && (await nonEmpty(paths.posterPng))) {
      await writeImages(paths.posterPng, paths.poster, paths.thumbnail);
      return;
    }
  }
  throw new VideoNotConvertible('failed', 'no frame for the poster');
}

async function writeImages(png: string, poster: string, thumbnail: string): Promise<void> {
  await sharp(png).jpeg({ quality: 82, mozjpeg: true }).toFile(poster);
  await sharp(png)
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toFile(thumbnail);
}

async function nonEmpty(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.size > 0,
    () => false,
  );
}

/** Top-level boxes an MP4/MOV may hold; anything else is taken as trailing junk and not judged. */
const KNOWN_BOXES = new Set([
  'ftyp',
  'moov',
  'mdat',
  'free',
  'skip',
  'wide',
  'uuid',
  'meta',
  'moof',
  'mfra',
  'pdin',
  'styp',
  'sidx',
  'udta',
  'pnot',
]);

/**
 * Whether the container says bytes are missing: an MP4/MOV top-level box or the AVI's RIFF chunk that
 * runs past the end of the file. An upload cut short fails here whether its index came first (ffmpeg
 * would convert half and exit 0) or last (ffprobe finds no moov at all and would call it unreadable).
 */
export async function isTruncated(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = await readAt(file, 0, 12);
    if (head.length < 12) return false;
    if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ')
      return 8 + head.readUInt32LE(4) > size;
    return await boxRunsPastEnd(file, size);
  } finally {
    await file.close();
  }
}

async function boxRunsPastEnd(file: Awaited<ReturnType<typeof open>>, size: number): Promise<boolean> {
  let offset = 0;
  while (offset + 8 <= size) {
    const header = await readAt(file, offset, 16);
    if (!KNOWN_BOXES.has(header.toString('latin1', 4, 8))) return false;
    const length = boxLength(header, size - offset);
    if (length === null) return false;
    if (offset + length > size) return true;
    offset += length;
  }
  return false;
}

/** The box's byte length: 32-bit, or 64-bit when the 32-bit field is 1; 0 means "to the end of the file". */
function boxLength(header: Buffer, remaining: number): number | null {
  const short = header.readUInt32BE(0);
  if (short === 0) return remaining;
  if (short === 1) return header.length < 16 ? null : Number(header.readBigUInt64BE(8));
  return short < 8 ? null : short;
}

async function readAt(file: Awaited<ReturnType<typeof open>>, position: number, length: number) {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayMatrixClockwise, makeVideoFixture, type VideoFixture } from '../../test/video-fixtures';
import { probeSource, type SourceProbe, ToolMissing } from './video-probe';
import { type TranscodedVideo, transcodeVideo, VideoNotConvertible } from './video-transcode';

/** DESIGN §9: whatever comes in (HEVC, HDR, rotated, VFR, AVI, silent) leaves as a web MP4. */
const exec = promisify(execFile);
const tools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
const KINDS = ['hevc-rotated-mov', 'hdr10-mov', 'avi-mpeg4', 'vfr-phone-mp4', 'no-audio-mp4'] as const;
type Kind = (typeof KINDS)[number];

interface Converted {
  fixture: VideoFixture;
  source: SourceProbe;
  result: TranscodedVideo;
  output: Inspection;
}

let dir: string;
const converted = new Map<Kind, Converted>();
const get = (kind: Kind) => converted.get(kind)!;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talent-transcode-'));
  for (const kind of KINDS) {
    const fixture = await makeVideoFixture(kind, dir);
    const source = (await probeSource(tools.ffprobe, fixture.path))!;
    const result = await transcodeVideo({ ...tools, source: fixture.path, workDir: dir, id: kind });
    converted.set(kind, { fixture, source, result, output: await inspect(result.mp4Path) });
  }
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Stream {
  codec_type: string;
  codec_name: string;
  profile?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  duration?: string;
  nb_frames?: string;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  sample_aspect_ratio?: string;
  color_transfer?: string;
  color_primaries?: string;
  tags?: Record<string, string>;
  side_data_list?: Array<{ side_data_type?: string; rotation?: number }>;
}
interface Inspection {
  format: { duration: string; tags?: Record<string, string> };
  streams: Stream[];
}

async function inspect(path: string): Promise<Inspection> {
  const { stdout } = await exec(tools.ffprobe, [
    '-v',
    'error',
    '-show_format',
    '-show_streams',
    '-of',
    'json',
    path,
  ]);
  return JSON.parse(stdout) as Inspection;
}

const videoOf = (inspection: Inspection) => inspection.streams.find((s) => s.codec_type === 'video')!;
const ofType = (inspection: Inspection, type: string) =>
  inspection.streams.filter((s) => s.codec_type === type);

/** The names of the file's top-level ISO BMFF boxes, in order. */
async function topLevelBoxes(path: string): Promise<string[]> {
  const bytes = await readFile(path);
  const names: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length; ) {
    const short = bytes.readUInt32BE(offset);
    const size = short === 1 ? Number(bytes.readBigUInt64BE(offset + 8)) : short || bytes.length - offset;
    names.push(bytes.toString('latin1', offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return names;
}

type Rgb = [number, number, number];

async function meanRgb(path: string, region: { left: number; top: number; width: number; height: number }) {
  const pixels = await sharp(path).extract(region).toBuffer();
  return (await sharp(pixels).stats()).channels.slice(0, 3).map((c) => c.mean) as Rgb;
}

/** Mean RGB of a corner of the poster, 1/16 of its size (inside the fixtures' white square). */
async function corner(path: string, side: 'left' | 'right'): Promise<Rgb> {
  const { width, height } = await sharp(path).metadata();
  const box = { width: Math.floor(width / 16), height: Math.floor(height / 16) };
  return meanRgb(path, { left: side === 'left' ? 2 : width - box.width - 2, top: 2, ...box });
}

/** White or (tone-mapped) light grey, as the square is; the test pattern's bars are all coloured. */
const isMarker = ([r, g, b]: Rgb) => Math.max(r, g, b) - Math.min(r, g, b) < 25 && Math.min(r, g, b) > 140;

describe('the fixtures are what they claim (otherwise the conversion tests prove nothing)', () => {
  it('rotated HEVC carries a clockwise quarter turn, HDR is PQ, VFR is irregular, AVI has 12:11 pixels', async () => {
    const rotated = get('hevc-rotated-mov');
    expect(rotated.source).toMatchObject({ codec: 'hevc', rotation: 90, width: 1280, height: 720 });
    expect(await displayMatrixClockwise(tools.ffprobe, rotated.fixture.path)).toBe(90);
    expect(get('hdr10-mov').source).toMatchObject({ hdr: true, codec: 'hevc', pixFmt: 'yuv420p10le' });
    const vfr = videoOf(await inspect(get('vfr-phone-mp4').fixture.path));
    expect(vfr.r_frame_rate).not.toBe(vfr.avg_frame_rate);
    expect(videoOf(await inspect(get('avi-mpeg4').fixture.path)).sample_aspect_ratio).toBe('12:11');
    expect(get('no-audio-mp4').source.hasAudio).toBe(false);
  });

  it('the phone clips carry a capture time and a location', async () => {
    for (const kind of ['hevc-rotated-mov', 'vfr-phone-mp4', 'no-audio-mp4'] as const) {
      const tags = (await inspect(get(kind).fixture.path)).format.tags ?? {};
      expect(tags).toHaveProperty('creation_time');
      expect(tags).toHaveProperty('location');
    }
  });
});

describe.each(KINDS)('%s becomes a web MP4', (kind) => {
  it('H.264 High yuv420p, with AAC exactly when the source has sound, and nothing else', () => {
    const { fixture, result, output } = get(kind);
    expect(videoOf(output)).toMatchObject({ codec_name: 'h264', profile: 'High', pix_fmt: 'yuv420p' });
    expect(ofType(output, 'audio').map((s) => s.codec_name)).toEqual(fixture.hasAudio ? ['aac'] : []);
    expect(output.streams).toHaveLength(fixture.hasAudio ? 2 : 1);
    expect(result.hasAudio).toBe(fixture.hasAudio);
  });

  it('has its index (moov) before the media data, so playback starts before the download ends', async () => {
    const boxes = await topLevelBoxes(get(kind).result.mp4Path);
    expect(boxes).toContain('mdat');
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  });

  it('lasts as long as the source', () => {
    const { source, result, output } = get(kind);
    expect(Math.abs(Number(output.format.duration) - source.duration!)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(result.duration! - source.duration!)).toBeLessThanOrEqual(0.1);
  });

  it('is upright, at most 1080 px on its long side, with square pixels and no rotation left', async () => {
    const { fixture, result, output } = get(kind);
    const video = videoOf(output);
    expect([video.width, video.height]).toEqual([fixture.expectedWidth, fixture.expectedHeight]);
    expect([result.width, result.height]).toEqual([fixture.expectedWidth, fixture.expectedHeight]);
    expect(Math.max(result.width, result.height)).toBeLessThanOrEqual(1080);
    expect(video.sample_aspect_ratio ?? '1:1').toBe('1:1');
    expect(video.side_data_list ?? []).not.toContainEqual(
      expect.objectContaining({ side_data_type: 'Display Matrix' }),
    );
    // The square was drawn in the coded top-left corner; a clockwise quarter turn puts it top-right.
    const [marked, other] =
      fixture.rotation === 90 ? (['right', 'left'] as const) : (['left', 'right'] as const);
    expect(isMarker(await corner(result.posterPath, marked))).toBe(true);
    expect(isMarker(await corner(result.posterPath, other))).toBe(false);
  });

  it('keeps no capture time, location or other tags of the upload', () => {
    const { output } = get(kind);
    const tagNames = [output.format.tags, ...output.streams.map((s) => s.tags)].flatMap((t) =>
      Object.keys(t ?? {}),
    );
    expect(tagNames.filter((name) => /creation_time|location|date|make|model/i.test(name))).toEqual([]);
  });

  it('has a JPEG poster at its own size and a WebP thumbnail within 400 px', async () => {
    const { result } = get(kind);
    expect(await sharp(result.posterPath).metadata()).toMatchObject({
      format: 'jpeg',
      width: result.width,
      height: result.height,
    });
    const thumbnail = await sharp(result.thumbnailPath).metadata();
    expect(thumbnail.format).toBe('webp');
    expect(Math.max(thumbnail.width, thumbnail.height)).toBe(
      Math.min(400, Math.max(result.width, result.height)),
    );
  });
});

describe('special sources', () => {
  it('VFR keeps every frame at its own time (the MP4 default would duplicate frames to a constant rate)', async () => {
    const source = videoOf(await inspect(get('vfr-phone-mp4').fixture.path));
    const output = videoOf(get('vfr-phone-mp4').output);
    expect(output.nb_frames).toBe(source.nb_frames);
    expect(Math.abs(Number(output.duration) - Number(source.duration))).toBeLessThanOrEqual(0.1);
  });

  it('HDR is tone-mapped to BT.709: tagged so, and colours stay saturated instead of washed out', async () => {
    const output = videoOf(get('hdr10-mov').output);
    expect(output).toMatchObject({ color_transfer: 'bt709', color_primaries: 'bt709' });
    // The test pattern's first bar is pure red; PQ shown as if it were SDR turns it a greyish brown.
    const poster = get('hdr10-mov').result.posterPath;
    const [red, green, blue] = await meanRgb(poster, { left: 10, top: 200, width: 30, height: 30 });
    expect(red - Math.max(green, blue)).toBeGreaterThan(100);
  });
  it('HDR that tags only its transfer (no primaries, no matrix) is still tone-mapped', async () => {
    const source = join(dir, 'pq-untagged-source.mp4');
    await exec(tools.ffmpeg, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=30:duration=1'],
      ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error'],
      ...['-pix_fmt', 'yuv420p10le', '-color_trc', 'smpte2084', source],
    ]);
    expect((await probeSource(tools.ffprobe, source))?.hdr).toBe(true);
    const result = await transcodeVideo({ ...tools, source, workDir: dir, id: 'pq-untagged' });
    expect(videoOf(await inspect(result.mp4Path))).toMatchObject({
      codec_name: 'h264',
      color_transfer: 'bt709',
    });
  });
});

describe('files that cannot become a video', () => {
  const attempt = (source: string, id: string, extra: { timeoutMs?: number } = {}) =>
    transcodeVideo({ ...tools, source, workDir: dir, id, ...extra });
  const reasonOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'converted',
      (error: unknown) => (error instanceof VideoNotConvertible ? error.reason : String(error)),
    );
  const leftovers = async (id: string) => (await readdir(dir)).filter((name) => name.startsWith(id));

  it('an upload cut off half-way is incomplete, whether its index came first or last', async () => {
    const faststart = await makeVideoFixture('truncated-mp4', dir);
    expect(await reasonOf(attempt(faststart.path, 'cut-faststart'))).toBe('incomplete');
    const indexLast = join(dir, 'index-last.mp4');
    await exec(tools.ffmpeg, [
      '-v',
      'error',
      '-y',
      '-i',
      get('no-audio-mp4').result.mp4Path,
      '-c',
      'copy',
      indexLast,
    ]);
    const bytes = await readFile(indexLast);
    await writeFile(indexLast, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await reasonOf(attempt(indexLast, 'cut-index-last'))).toBe('incomplete');
    expect([...(await leftovers('cut-faststart')), ...(await leftovers('cut-index-last'))]).toEqual([]);
  });

  it('a text file named .mp4 is unreadable', async () => {
    const text = join(dir, 'notes.mp4');
    await writeFile(text, 'Not a video, just notes.\n'.repeat(100));
    expect(await reasonOf(attempt(text, 'text'))).toBe('unreadable');
  });

  it('a conversion over its time limit fails and leaves no partial files', async () => {
    const error = await attempt(get('hevc-rotated-mov').fixture.path, 'slow', { timeoutMs: 300 }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(VideoNotConvertible);
    expect(error).toMatchObject({ reason: 'timedOut', detail: expect.stringContaining('timed out') });
    expect(await leftovers('slow')).toEqual([]);
  });

  it('without ffmpeg/ffprobe it throws ToolMissing', async () => {
    const missing = { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe' };
    const source = get('no-audio-mp4').fixture.path;
    await expect(transcodeVideo({ ...missing, source, workDir: dir, id: 'no-tools' })).rejects.toBeInstanceOf(
      ToolMissing,
    );
  });
});

/** `nice:policy` of every thread of the ffmpeg processes this process started. */
async function ffmpegThreadNiceness(): Promise<string[]> {
  const values: string[] = [];
  for (const pid of await readdir('/proc').catch(() => [])) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (!stat.includes('(ffmpeg)') || Number(fields[1]) !== process.pid) continue;
    for (const tid of await readdir(`/proc/${pid}/task`).catch(() => [])) {
      const task = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8').catch(() => '');
      // Field 19 of stat is the nice value and field 41 the scheduling policy; fields[0] is field 3.
      const taskFields = task.slice(task.lastIndexOf(')') + 2).split(' ');
      if (task) values.push(`${taskFields[16]}:${taskFields[38]}`);
    }
  }
  return values;
}

describe('CPU priority', () => {
  it('ffmpeg and all its encoder threads run at the given nice value, in the SCHED_IDLE class', async () => {
    const clip = await makeVideoFixture('clip-1080p', dir, { seconds: 3 });
    const conversion = transcodeVideo({
      ...tools,
      source: clip.path,
      workDir: dir,
      id: 'nice',
      niceness: 13,
    });
    let done = false;
    const finish = () => {
      done = true;
    };
    conversion.then(finish, finish);
    const seen: string[] = [];
    while (!done) {
      seen.push(...(await ffmpegThreadNiceness()));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const result = await conversion;
    expect([result.width, result.height]).toEqual([clip.expectedWidth, clip.expectedHeight]);
    expect(seen.length).toBeGreaterThan(2);
    // SCHED_IDLE is policy 5 (chrt is part of util-linux, on every Debian).
    expect(new Set(seen)).toEqual(new Set(['13:5']));
  });
});

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { delimiter, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { readHead } from './photo-variants';

// The one place the API runs ffmpeg and ffprobe: the process wrapper (`run`: no shell, a time limit,
// a lower priority) and what ffprobe says of a file (`probeSource`), for the upload's check and for
// the conversion job alike.

export type VideoFormat = 'mp4' | 'mov' | 'avi' | 'webm';

export const VIDEO_OUTPUT: Record<VideoFormat, { extension: string; contentType: string }> = {
  mp4: { extension: 'mp4', contentType: 'video/mp4' },
  mov: { extension: 'mov', contentType: 'video/quicktime' },
  avi: { extension: 'avi', contentType: 'video/x-msvideo' },
  webm: { extension: 'webm', contentType: 'video/webm' },
};

/** EBML's magic number, the start of every WebM (and Matroska) file. */
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * The container by magic number: ISO BMFF / QuickTime atoms, RIFF…AVI, or EBML whose DocType is
 * "webm", which a browser's MediaRecorder writes (DESIGN §15).
 */
export function videoFormatOf(head: Buffer): VideoFormat | null {
  if (head.length < 12) return null;
  if (head.subarray(0, 4).equals(EBML_MAGIC))
    return head.subarray(0, 64).includes('webm', 0, 'latin1') ? 'webm' : null;
  const atom = head.subarray(4, 8).toString('latin1');
  if (atom === 'ftyp') return head.subarray(8, 10).toString('latin1') === 'qt' ? 'mov' : 'mp4';
  if (['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(atom)) return 'mov';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'AVI ')
    return 'avi';
  return null;
}

export class ToolMissing extends Error {}

/** What run() keeps of a tool's output, in characters. */
const OUTPUT_CAP = 1_000_000;

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Stopped by the time limit (the only thing that kills the child). */
  timedOut: boolean;
}

export interface RunOptions {
  /** Nice value (0–19) for the child, so a long conversion yields the CPU to the API. */
  niceness?: number;
  /**
   * Runs the child in Linux's SCHED_IDLE class (through `chrt`, when installed): it gets only the CPU
   * time nothing else wants. A nice value alone still took a share from the API on two cores.
   */
  idleClass?: boolean;
}

const CHRT = ['/usr/bin/chrt', '/bin/chrt'].find((path) => existsSync(path));

/** Whether `command` names a file (itself, or on PATH): only then is it worth wrapping. */
function findable(command: string): boolean {
  if (command.includes('/')) return existsSync(command);
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
}

/** The command and arguments to spawn: behind `chrt --idle 0` when asked and possible. */
function spawnable(command: string, args: string[], options: RunOptions): [string, string[]] {
  if (options.idleClass && CHRT && process.platform === 'linux' && findable(command))
    return [CHRT, ['--idle', '0', command, ...args]];
  return [command, args];
}

/** Runs a tool with an argument array (no shell, so no name is ever interpreted) and a time limit. */
export function run(
  command: string,
  args: string[],
  timeoutMs: number,
  options: RunOptions = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const [file, argv] = spawnable(command, args, options);
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    if (options.niceness !== undefined) lowerPriority(child.pid, options.niceness);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < OUTPUT_CAP) stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 100_000) stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT' || error.code === 'EACCES'
          ? new ToolMissing(`${command}: ${error.code}`)
          : error,
      );
    });
    child.on('close', (code) => resolve({ code, stdout, stderr, timedOut: child.killed }));
  });
}

/**
 * Right after spawn, before ffmpeg starts its encoder threads: on Linux a nice value belongs to one
 * thread, and the threads created later inherit it. Failing to lower the priority is no reason to
 * refuse the work, so errors are ignored.
 */
function lowerPriority(pid: number | undefined, niceness: number) {
  if (pid === undefined) return;
  try {
    setPriority(pid, niceness);
  } catch {
    // e.g. the child already exited (spawn failed); the 'error' event reports that
  }
}

/** One frame (at 1 s, else the first) as a JPEG; null when ffmpeg cannot make one. */
export async function extractFrame(
  ffmpeg: string,
  path: string,
  outDir: string,
  id: string,
): Promise<string | null> {
  const out = join(outDir, `${id}-frame.jpg`);
  for (const seek of ['1', '0']) {
    const result = await run(
      ffmpeg,
      [
        '-v',
        'error',
        '-y',
        '-ss',
        seek,
        '-i',
        path,
        '-frames:v',
        '1',
        '-vf',
        'scale=640:-2',
        '-f',
        'image2',
        out,
      ],
      30_000,
    );
    if (result.code === 0) {
      try {
        await sharp(out).metadata();
        return out;
      } catch {
        // no frame at this time; try the first one
      }
    }
  }
  return null;
}

/** Copies the streams into a new container without the metadata (GPS, device) of the upload. */
export async function stripVideoMetadata(
  ffmpeg: string,
  path: string,
  format: VideoFormat,
  outDir: string,
  id: string,
): Promise<string | null> {
  const out = join(outDir, `${id}-clean.${VIDEO_OUTPUT[format].extension}`);
  const args = ['-v', 'error', '-y', '-i', path, '-map', '0', '-map_metadata', '-1', '-c', 'copy'];
  if (format !== 'avi') args.push('-movflags', '+faststart');
  args.push(out);
  const result = await run(ffmpeg, args, 120_000);
  return result.code === 0 ? out : null;
}

/** A neutral 16:9 frame with a play mark, for videos whose frame ffmpeg could not make. */
export function placeholderFrame(): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
<rect width="640" height="360" fill="#374151"/>
<circle cx="320" cy="180" r="60" fill="#6b7280"/>
<polygon points="300,150 300,210 350,180" fill="#f9fafb"/></svg>`;
  return sharp(Buffer.from(svg));
}

export { readHead };

/** What the conversion needs to know about an upload, from ffprobe. */
export interface SourceProbe {
  duration: number | null;
  /** Coded frame size, before rotation. */
  width: number;
  height: number;
  /**
   * Clockwise degrees the coded frame is turned for display (0/90/180/270), the QuickTime `rotate`
   * convention: a portrait phone clip recorded in landscape sensor orientation is 90.
   */
  rotation: number;
  hasAudio: boolean;
  /** PQ (HDR10, Dolby Vision 8.1) or HLG transfer: needs tone mapping to look right in SDR. */
  hdr: boolean;
  codec: string;
  pixFmt: string;
  /** Average frames per second (a phone's variable rate included); null when ffprobe cannot tell. */
  frameRate: number | null;
}

const PROBE_TIMEOUT_MS = 30_000;
const HDR_TRANSFERS = new Set(['smpte2084', 'arib-std-b67']);

interface ProbeJson {
  format?: { duration?: string };
  streams?: Array<{
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    pix_fmt?: string;
    color_transfer?: string;
    duration?: string;
    disposition?: { attached_pic?: number };
    tags?: { rotate?: string };
    side_data_list?: Array<{ rotation?: number }>;
  }>;
}
type ProbeStream = NonNullable<ProbeJson['streams']>[number];

/** The upload's picture, sound and orientation; null when ffprobe finds no video in it. */
export async function probeSource(ffprobe: string, path: string): Promise<SourceProbe | null> {
  const parsed = await probeJson(ffprobe, path);
  // Cover art in MP4/MOV is a "video" stream too; it is never the clip.
  const video = parsed?.streams?.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!parsed || !video?.width || !video.height) return null;
  return {
    duration:
      durationOf(parsed.format?.duration) ??
      durationOf(video.duration) ??
      (await durationFromPackets(ffprobe, path)),
    width: video.width,
    height: video.height,
    rotation: rotationOf(video),
    hasAudio: (parsed.streams ?? []).some((s) => s.codec_type === 'audio'),
    hdr: HDR_TRANSFERS.has(video.color_transfer ?? ''),
    codec: video.codec_name ?? 'unknown',
    pixFmt: video.pix_fmt ?? 'unknown',
    frameRate: rateOf(video.avg_frame_rate) ?? rateOf(video.r_frame_rate),
  };
}

async function probeJson(ffprobe: string, path: string): Promise<ProbeJson | null> {
  const entries =
    'format=duration:stream=codec_type,codec_name,width,height,avg_frame_rate,r_frame_rate,pix_fmt,' +
    'color_transfer,duration' +
    ':stream_disposition=attached_pic:stream_tags=rotate:stream_side_data=rotation';
  const result = await run(
    ffprobe,
    ['-v', 'error', '-show_entries', entries, '-of', 'json', path],
    PROBE_TIMEOUT_MS,
  );
  if (result.code !== 0) return null;
  try {
    return JSON.parse(result.stdout) as ProbeJson;
  } catch {
    return null;
  }
}

/**
 * The end of the last packet: a browser's recording (MediaRecorder's WebM) is written as it is made
 * and never says its length, yet it is needed to trim it and to pick its conversion's lane. Packets
 * are only listed, not decoded.
 */
async function durationFromPackets(ffprobe: string, path: string): Promise<number | null> {
  const result = await run(
    ffprobe,
    // The picture's packets alone: short lines, so the output cap holds well over the longest video allowed.
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'packet=pts_time,duration_time',
      '-of',
      'csv=p=0',
      path,
    ],
    PROBE_TIMEOUT_MS,
  );
  // Cut short at run()'s output cap (a recording of hours): the last packet is not known, nor the length.
  if (result.code !== 0 || result.stdout.length >= OUTPUT_CAP) return null;
  let end = 0;
  for (const line of result.stdout.split('\n')) {
    const [pts, length] = line.split(',').map(Number);
    if (pts !== undefined && Number.isFinite(pts))
      end = Math.max(end, pts + (Number.isFinite(length) ? (length as number) : 0));
  }
  return end > 0 ? Math.round(end * 1000) / 1000 : null;
}

function durationOf(value: string | undefined): number | null {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** ffprobe's "30000/1001"; its "0/0" (not known) is null. */
function rateOf(value: string | undefined): number | null {
  const [numerator, denominator] = (value ?? '').split('/').map(Number);
  if (!numerator || !denominator) return null;
  const rate = numerator / denominator;
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

/**
 * The display matrix (ffprobe ≥ 5 reports its angle counter-clockwise) wins over the legacy `rotate`
 * tag (clockwise) that older ffprobe versions print instead.
 */
function rotationOf(stream: ProbeStream): number {
  const matrix = stream.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation;
  if (matrix !== undefined) return quarterTurns(-matrix);
  const tag = Number(stream.tags?.rotate);
  return Number.isFinite(tag) ? quarterTurns(tag) : 0;
}

function quarterTurns(degrees: number): number {
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

// Videos (issue 22 point 5, DESIGN §9), with the 30 s 1080p clip of apps/api/src/test/video-fixtures.ts:
// 1. its conversion through the app (buildApp in this process, SQLite: POST /api/profiles/me/videos, then
//    GET /api/profiles/me/videos every 100 ms until READY) against bare ffmpeg with the same arguments
//    (transcodeArgs) in the same run, alternating bare, pipeline, pipeline, bare, bare, pipeline; each side's median.
//    The measured pipeline runs at TRANSCODE_NICE=0, as bare ffmpeg does, so only the pipeline differs.
// 2. GET /api/castings p99 on the built server with 10,000 castings, at a fixed rate, idle and then while
//    that server converts the clip at its default TRANSCODE_NICE.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { probeSource, run, type SourceProbe } from '../../apps/api/src/modules/media/video-probe';
import { transcodeArgs } from '../../apps/api/src/modules/media/video-transcode';
import { multipart } from '../../apps/api/src/test/media-test-files';
import { makeVideoFixture } from '../../apps/api/src/test/video-fixtures';
import { seedCastings } from './castings';
import { percentile, registerTalent, round, sleep, startServer, stopServer } from './common';
import { type PlannedRequest, paced } from './pacer';

/** DESIGN §9: the pipeline's conversion ÷ bare ffmpeg's. */
export const VIDEO_RATIO_GOAL = 1.1;
/** DESIGN §9: GET /api/castings p99 while a conversion runs ÷ idle. */
export const VIDEO_P99_RATIO_GOAL = 2;
export const VIDEO_CLIP_SECONDS = 30;
const CASTINGS = 10_000;
/**
 * A fixed rate rather than half of a measured capacity: capacity.ts's search (three 5 s closed-loop runs,
 * then 5 s steps of 5 % from half of them) takes one to two minutes, which would put this part over four.
 * The castings part keeps up with 500 req/s of the same paths on 10,000 castings, so this is at most 40 %.
 */
export const VIDEO_DEFAULT_RATE = 200;
const WINDOW_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const POLL_MS = 100;
const READY_TIMEOUT_MS = 300_000;
const PORT = 3904;
const ORDER = ['bare', 'pipeline', 'pipeline', 'bare', 'bare', 'pipeline'] as const;
/** The list paths of castings.ts (pages and filters). */
const LIST_PATHS = [
  '/api/castings?page=1&pageSize=12',
  '/api/castings?page=2&pageSize=12',
  '/api/castings?location=Cluj-Napoca&page=1',
  '/api/castings?projectType=COMMERCIAL&page=1',
  '/api/castings?minRemuneration=200&maxRemuneration=2000&page=1',
  '/api/castings?location=Bucuresti&projectType=TV_SERIES&page=1',
];

export interface LatencyWindow {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /**
   * How late the requests left their planned moments (pacer.ts lateMs), ms: a stall of this process or
   * of the whole machine shows here, then as the queue of requests sent at once when it wakes.
   */
  lateP99: number;
  lateMax: number;
  /** The machine's 1-minute load average when the window started. */
  loadAverage: number;
}

export interface VideoResult {
  clip: { seconds: number; width: number; height: number; sizeMb: number; makeSeconds: number };
  conversion: {
    order: readonly string[];
    /** Each side's runs in the order they ran, seconds. */
    bareSeconds: number[];
    pipelineSeconds: number[];
    /** Median of each side (of two runs: their mean). */
    bareMedian: number;
    pipelineMedian: number;
    /** pipelineMedian ÷ bareMedian. */
    ratio: number;
    /**
     * CPU seconds of each run, this process and the children it reaped (ffmpeg, ffprobe) together, from
     * /proc/self/stat; waiting for a core is not counted, so other tenants of the machine move it less
     * than the wall time. Null off Linux.
     */
    bareCpuSeconds: number[] | null;
    pipelineCpuSeconds: number[] | null;
    /** Median pipeline CPU seconds ÷ median bare CPU seconds. */
    cpuRatio: number | null;
    goal: number;
    /** The upload request of each pipeline run, ms (before the timed part). */
    uploadMs: number[];
    /** TRANSCODE_NICE of the measured pipeline runs, and the app's default. */
    nice: number;
    defaultNice: number;
    pollMs: number;
    ffmpegArgs: string[];
  };
  contention: {
    castings: number;
    rate: number;
    /** How the rate was chosen. */
    rateSource: string;
    /** Unmeasured, at the rate, before the idle window (the during window follows the upload at once). */
    warmUpSeconds: number;
    seconds: number;
    idle: LatencyWindow;
    during: LatencyWindow;
    /** during p99 ÷ idle p99. */
    ratio: number;
    goal: number;
    nice: number;
    /** The video's processingStatus when the during window ended (PROCESSING means it covered it). */
    statusAtWindowEnd: string;
    /** From the upload's answer until READY on that server, seconds (null: not READY in time). */
    conversionSeconds: number | null;
    uploadMs: number;
  };
  notes: string[];
  verdicts: { name: string; value: number; budget: string; pass: boolean }[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * CPU seconds of this process and of its children that have ended and been waited for (libuv reaps
 * each one), so a child's time is counted once it exits. Null where /proc is missing.
 */
function cpuSeconds(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command's closing parenthesis, from the state (field 3): cutime and cstime
    // (fields 16 and 17) are clock ticks, 100 a second on Linux.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const children = (Number(fields[13]) + Number(fields[14])) / 100;
    const self = process.cpuUsage();
    return (self.user + self.system) / 1e6 + children;
  } catch {
    return null;
  }
}

interface VideoListItem {
  id: string;
  processingStatus: string;
  processingError: string | null;
}

/** The clip as the browser's multipart form (field `file`). */
function videoForm(clip: Buffer) {
  return multipart([{ name: 'file', filename: 'clip-1080p.mp4', contentType: 'video/mp4', data: clip }]);
}

/** Polls `status` every 100 ms until the video is no longer PROCESSING; seconds from `since`. */
async function untilConverted(
  status: () => Promise<VideoListItem | undefined>,
  since: number,
): Promise<{ seconds: number; video: VideoListItem | undefined }> {
  const deadline = since + READY_TIMEOUT_MS;
  for (;;) {
    const video = await status();
    const now = performance.now();
    if (video?.processingStatus !== 'PROCESSING' || now >= deadline)
      return { seconds: (now - since) / 1000, video };
    await sleep(POLL_MS);
  }
}

async function bareRun(ffmpeg: string, args: string[]): Promise<{ seconds: number; cpu: number | null }> {
  const cpuBefore = cpuSeconds();
  const started = performance.now();
  const result = await run(ffmpeg, args, READY_TIMEOUT_MS);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds();
  if (result.code !== 0) throw new Error(`bare ffmpeg exited with ${result.code}: ${result.stderr}`);
  return { seconds, cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

async function pipelineRun(
  app: FastifyInstance,
  accessToken: string,
  clip: Buffer,
): Promise<{ seconds: number; cpu: number | null; uploadMs: number }> {
  const headers = { authorization: `Bearer ${accessToken}` };
  const form = videoForm(clip);
  const sent = performance.now();
  const upload = await app.inject({
    method: 'POST',
    url: '/api/profiles/me/videos',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  const answered = performance.now();
  const cpuBefore = cpuSeconds();
  if (upload.statusCode !== 201) throw new Error(`video upload ${upload.statusCode}: ${upload.body}`);
  const { id } = (upload.json() as { data: VideoListItem }).data;
  const { seconds, video } = await untilConverted(async () => {
    const list = await app.inject({ method: 'GET', url: '/api/profiles/me/videos', headers });
    return (list.json() as { data: VideoListItem[] }).data.find((item) => item.id === id);
  }, answered);
  const cpuAfter = cpuSeconds();
  if (video?.processingStatus !== 'READY')
    throw new Error(`pipeline: video ${video?.processingStatus ?? 'gone'} (${video?.processingError ?? ''})`);
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return { seconds, cpu, uploadMs: answered - sent };
}

async function conversionRatio(
  dir: string,
  clipPath: string,
  probe: SourceProbe,
  ffmpeg: string,
  ffprobe: string,
) {
  const bareOutput = join(dir, 'bare.mp4');
  const clip = readFileSync(clipPath);
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-video-'));
  const defaults = loadConfig({ DATA_DIR: dataDir }).video;
  const defaultNice = defaults.transcodeNice;
  // The pipeline's own arguments: its thread count (TRANSCODE_THREADS) is one of them.
  const threads = defaults.transcodeThreads > 0 ? defaults.transcodeThreads : undefined;
  const args = transcodeArgs(clipPath, bareOutput, probe, { threads });
  const nice = 0;
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      FFMPEG_PATH: ffmpeg,
      FFPROBE_PATH: ffprobe,
      TRANSCODE_NICE: String(nice),
    });
    const app = await buildApp(config);
    try {
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: `bench.video.${Date.now()}@example.com`,
          password: 'bench-password-1',
          firstName: 'Bench',
          lastName: 'Mark',
          phone: '+40721234567',
          birthDate: '1990-01-01',
          gender: 'FEMALE',
        },
      });
      if (registered.statusCode !== 201)
        throw new Error(`register ${registered.statusCode}: ${registered.body}`);
      const { accessToken } = (registered.json() as { data: { accessToken: string } }).data;
      const bareSeconds: number[] = [];
      const pipelineSeconds: number[] = [];
      const bareCpu: (number | null)[] = [];
      const pipelineCpu: (number | null)[] = [];
      const uploadMs: number[] = [];
      for (const side of ORDER) {
        let measured: { seconds: number; cpu: number | null };
        if (side === 'bare') {
          measured = await bareRun(ffmpeg, args);
          rmSync(bareOutput, { force: true });
        } else {
          const piped = await pipelineRun(app, accessToken, clip);
          uploadMs.push(piped.uploadMs);
          measured = piped;
        }
        (side === 'bare' ? bareSeconds : pipelineSeconds).push(measured.seconds);
        (side === 'bare' ? bareCpu : pipelineCpu).push(measured.cpu);
        console.info(
          `${side}: ${measured.seconds.toFixed(2)} s, CPU ${measured.cpu?.toFixed(2) ?? '?'} s, load average ${loadavg()[0]?.toFixed(2)}`,
        );
      }
      const bareMedian = median(bareSeconds);
      const pipelineMedian = median(pipelineSeconds);
      const cpuKnown = (values: (number | null)[]) =>
        values.every((value) => value !== null) ? (values as number[]) : null;
      const bareCpuSeconds = cpuKnown(bareCpu);
      const pipelineCpuSeconds = cpuKnown(pipelineCpu);
      return {
        order: ORDER,
        bareSeconds: bareSeconds.map((value) => round(value, 2)),
        pipelineSeconds: pipelineSeconds.map((value) => round(value, 2)),
        bareMedian: round(bareMedian, 2),
        pipelineMedian: round(pipelineMedian, 2),
        ratio: round(pipelineMedian / bareMedian, 3),
        bareCpuSeconds: bareCpuSeconds?.map((value) => round(value, 2)) ?? null,
        pipelineCpuSeconds: pipelineCpuSeconds?.map((value) => round(value, 2)) ?? null,
        cpuRatio:
          bareCpuSeconds && pipelineCpuSeconds
            ? round(median(pipelineCpuSeconds) / median(bareCpuSeconds), 3)
            : null,
        goal: VIDEO_RATIO_GOAL,
        uploadMs: uploadMs.map((value) => Math.round(value)),
        nice,
        defaultNice,
        pollMs: POLL_MS,
        ffmpegArgs: args.map((arg) => arg.replace(clipPath, '<clip>').replace(bareOutput, '<output>')),
      };
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `seconds` of the list at `rate`, evenly spaced, on the connections of a new agent. */
async function latencyWindow(
  origin: string,
  accessToken: string,
  rate: number,
  seconds: number,
): Promise<LatencyWindow> {
  let turn = 0;
  const next = (): PlannedRequest => ({
    scenario: 'castings',
    method: 'GET',
    path: LIST_PATHS[turn++ % LIST_PATHS.length]!,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const latencies: number[] = [];
  const lateness: number[] = [];
  let errors = 0;
  const loadAverage = round(loadavg()[0] ?? 0, 2);
  await paced(origin, rate, seconds, next, (outcome) => {
    if (outcome.status < 200 || outcome.status >= 300) errors += 1;
    latencies.push(outcome.ms);
    lateness.push(outcome.lateMs ?? 0);
  });
  latencies.sort((a, b) => a - b);
  lateness.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    errors,
    lateP99: round(percentile(lateness, 99)),
    lateMax: round(lateness.at(-1) ?? 0),
    loadAverage,
  };
}

async function listWhileConverting(clipPath: string, rate: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-video-load-'));
  try {
    const seeded = await seedCastings(undefined, dataDir, CASTINGS);
    console.info(`Seeded ${CASTINGS.toLocaleString('en')} castings in ${seeded.seconds.toFixed(1)} s`);
    // The server's own TRANSCODE_NICE: its default, unless this process's environment (which startServer
    // passes on) sets one.
    const nice = loadConfig({
      DATA_DIR: dataDir,
      ...(process.env.TRANSCODE_NICE ? { TRANSCODE_NICE: process.env.TRANSCODE_NICE } : {}),
    }).video.transcodeNice;
    const server = await startServer({ dataDir, port: PORT });
    try {
      const talent = await registerTalent(server.origin, `bench.video.${Date.now()}@example.com`);
      const headers = { authorization: `Bearer ${talent.accessToken}` };
      // The server's JIT and page cache warm first; the measured windows then need no warm-up of their
      // own, so the one after the upload starts with the conversion (which a 2 s warm-up would eat into).
      const warmUp = await latencyWindow(server.origin, talent.accessToken, rate, WARM_UP_SECONDS);
      if (warmUp.errors > 0) console.info(`warm-up: ${warmUp.errors} errors`);
      const idle = await latencyWindow(server.origin, talent.accessToken, rate, WINDOW_SECONDS);
      console.info(
        `idle: p50 ${idle.p50} ms, p99 ${idle.p99} ms, ${idle.errors} errors, sent late by p99 ${idle.lateP99} ms`,
      );

      const form = videoForm(readFileSync(clipPath));
      const sent = performance.now();
      const upload = await fetch(`${server.origin}/api/profiles/me/videos`, {
        method: 'POST',
        headers: { ...headers, ...form.headers },
        body: form.payload,
      });
      const answered = performance.now();
      if (upload.status !== 201) throw new Error(`video upload ${upload.status}: ${await upload.text()}`);
      const { id } = ((await upload.json()) as { data: VideoListItem }).data;
      const status = async () => {
        const list = await fetch(`${server.origin}/api/profiles/me/videos`, { headers });
        return ((await list.json()) as { data: VideoListItem[] }).data.find((item) => item.id === id);
      };
      const during = await latencyWindow(server.origin, talent.accessToken, rate, WINDOW_SECONDS);
      const statusAtWindowEnd = (await status())?.processingStatus ?? 'gone';
      console.info(
        `during: p50 ${during.p50} ms, p99 ${during.p99} ms, ${during.errors} errors, sent late by p99 ${during.lateP99} ms; video ${statusAtWindowEnd}`,
      );
      const converted = await untilConverted(status, answered);
      const ready = converted.video?.processingStatus === 'READY';
      console.info(
        `conversion on the server: ${converted.video?.processingStatus} after ${converted.seconds.toFixed(1)} s`,
      );
      return {
        castings: CASTINGS,
        rate,
        rateSource:
          rate === VIDEO_DEFAULT_RATE
            ? 'the default fixed rate, capacity not measured'
            : 'set by BENCH_VIDEO_RATE, capacity not measured',
        warmUpSeconds: WARM_UP_SECONDS,
        seconds: WINDOW_SECONDS,
        idle,
        during,
        ratio: round(during.p99 / Math.max(idle.p99, 0.1), 2),
        goal: VIDEO_P99_RATIO_GOAL,
        nice,
        statusAtWindowEnd,
        conversionSeconds: ready ? round(converted.seconds, 2) : null,
        uploadMs: Math.round(answered - sent),
      };
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `rate`: GET /api/castings req/s in both windows (BENCH_VIDEO_RATE). */
export async function videoBench(rate = VIDEO_DEFAULT_RATE): Promise<VideoResult> {
  const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
  const ffprobe = process.env.FFPROBE_PATH ?? 'ffprobe';
  const dir = mkdtempSync(join(tmpdir(), 'talent-bench-clip-'));
  try {
    const made = performance.now();
    const fixture = await makeVideoFixture('clip-1080p', dir, {
      ffmpeg,
      ffprobe,
      seconds: VIDEO_CLIP_SECONDS,
    });
    const probe = await probeSource(ffprobe, fixture.path);
    if (!probe) throw new Error(`ffprobe cannot read ${fixture.path}`);
    const clip = {
      seconds: fixture.duration,
      width: probe.width,
      height: probe.height,
      sizeMb: round(statSync(fixture.path).size / 1024 ** 2),
      makeSeconds: round((performance.now() - made) / 1000),
    };
    console.info(
      `Clip: ${clip.seconds} s ${clip.width}×${clip.height}, ${clip.sizeMb} MB, made in ${clip.makeSeconds} s`,
    );
    const conversion = await conversionRatio(dir, fixture.path, probe, ffmpeg, ffprobe);
    console.info(
      `bare ffmpeg ${conversion.bareMedian} s, pipeline ${conversion.pipelineMedian} s: ×${conversion.ratio}`,
    );
    const contention = await listWhileConverting(fixture.path, rate);
    const notes: string[] = [];
    const covered = contention.statusAtWindowEnd === 'PROCESSING';
    if (!covered)
      notes.push(
        `the video was ${contention.statusAtWindowEnd} when the during window ended: the conversion did not cover it`,
      );
    if (contention.conversionSeconds === null)
      notes.push(`the conversion on the server was not READY within ${READY_TIMEOUT_MS / 1000} s`);
    const errors = contention.idle.errors + contention.during.errors;
    return {
      clip,
      conversion,
      contention,
      notes,
      verdicts: [
        {
          name: `${VIDEO_CLIP_SECONDS} s 1080p conversion: pipeline ÷ bare ffmpeg (same arguments, TRANSCODE_NICE=${conversion.nice})`,
          value: conversion.ratio,
          budget: `≤ ${VIDEO_RATIO_GOAL}`,
          pass: conversion.ratio <= VIDEO_RATIO_GOAL,
        },
        {
          name: `GET /api/castings p99 during a conversion ÷ idle (${n(CASTINGS)} castings, ${rate} req/s)${covered ? '' : ' — conversion ended before the window'}`,
          value: contention.ratio,
          budget: `≤ ${VIDEO_P99_RATIO_GOAL}`,
          pass: covered && contention.ratio <= VIDEO_P99_RATIO_GOAL,
        },
        {
          name: 'errors (non-2xx, socket, timeouts) in the castings windows',
          value: errors,
          budget: '0',
          pass: errors === 0,
        },
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const n = (value: number) => value.toLocaleString('en');

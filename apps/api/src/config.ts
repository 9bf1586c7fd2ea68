import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { openFileLimit } from './open-file-limit';

/**
 * The only place that reads process.env (DESIGN §3). Everything else receives a Config,
 * so tests build as many differently configured apps as they like without touching the environment.
 */

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** Where uploaded photos and videos go: DATA_DIR/media (default) or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Base URL the files are read from (bucket website or CDN); keys are appended. */
      publicUrl: string;
    };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  database: DatabaseConfig;
  jwtSecret: Uint8Array;
  webDistDir: string;
  /** The casting studio's build, served at /studio (DESIGN §7). */
  studioDistDir: string;
  agencyUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean | string;
  loginWindowSeconds: number;
  /** Failed sign-ins of one e-mail from one address in the window before that address gets 429 for it. */
  loginMaxFailuresPerEmail: number;
  loginMaxAttemptsPerIp: number;
  /** LOGIN_DELAY_MAX_MS: the longest wait before answering a sign-in of an e-mail with recent failures. */
  loginDelayMaxMs: number;
  registerMaxPerIp: number;
  /** Password reset requests per e-mail in the window: more still answer 202 but send nothing. */
  resetMaxPerEmail: number;
  /** Password reset requests per IP in the window: more answer 429. */
  resetMaxPerIp: number;
  /** SMTP server for e-mails; without it they are written as .eml files into `outboxDir`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** Base of the links in e-mails (the web app's address as people reach it). */
  publicUrl: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Seed the demo catalogue and accounts at startup into a database with no users and no castings. */
  seedDemo: boolean;
  storage: StorageConfig;
  /** ffmpeg and ffprobe commands: FFMPEG_PATH / FFPROBE_PATH, else found on PATH. */
  ffmpegPath: string;
  ffprobePath: string;
  /**
   * UPLOAD_TIMEOUT_SECONDS: the longest a client may take to send one whole request (headers and
   * body, a 100 MB video included). A slower or stalled one (slow-loris) is answered 408 and its
   * connection closed; the partial upload is removed.
   */
  uploadTimeoutSeconds: number;
  /** The durable job queue (DESIGN §8). */
  jobs: JobsConfig;
  /** Video conversion and resumable uploads (DESIGN §9). */
  video: VideoConfig;
  /** Children's photos and videos: private, read through signed expiring URLs (DESIGN §10). */
  childMedia: ChildMediaConfig;
  /** Caps on open notice streams (GET /api/notifications/stream): each holds a connection. */
  noticeStreams: NoticeStreamsConfig;
}

export interface NoticeStreamsConfig {
  /** NOTICE_STREAMS_PER_USER: a user's streams at once; one more closes their oldest. */
  perUser: number;
  /** NOTICE_STREAMS_PER_IP: streams from one address at once; more are refused (429). */
  perAddress: number;
  /** NOTICE_STREAMS_MAX: streams in the whole process; more are refused (429). */
  max: number;
}

/**
 * Without NOTICE_STREAMS_MAX: half the open-file limit, so streams can never take the descriptors
 * that the database, files and every other request need; at most 10,000 (memory, pings).
 */
export function defaultNoticeStreamsMax(fileLimit: number): number {
  return Math.max(1, Math.min(10_000, Math.floor(fileLimit / 2)));
}

export interface ChildMediaConfig {
  /** HMAC-SHA256 key of the signed URLs: MEDIA_SIGNING_SECRET, else derived from the JWT secret. */
  signingKey: Buffer;
  /** CHILD_MEDIA_URL_SECONDS: the least time a signed URL of a child's file stays valid. */
  urlSeconds: number;
}

export interface VideoConfig {
  /** TRANSCODE_CONCURRENCY: conversions running at once in a process that runs jobs. */
  transcodeConcurrency: number;
  /** TRANSCODE_LEASE_SECONDS: a conversion still running after this long is taken as lost and tried again. */
  transcodeLeaseSeconds: number;
  /** TRANSCODE_NICE: the conversions' CPU priority (0–19; higher yields more to the API). */
  transcodeNice: number;
  /** TRANSCODE_THREADS: ffmpeg's threads per conversion; 0 (default) lets ffmpeg choose. */
  transcodeThreads: number;
  /** VIDEO_KEEP_ORIGINAL: keep the uploaded file once its MP4 is ready (default: removed). */
  keepOriginal: boolean;
  /** VIDEO_MAX_MB: the largest resumable (tus) video upload. */
  maxUploadBytes: number;
  /** UPLOAD_EXPIRY_HOURS: an unfinished resumable upload is removed this long after it was created. */
  uploadExpiryMs: number;
  /** UPLOADS_PER_HOUR: resumable uploads one user may start in an hour. */
  uploadsPerHour: number;
  /** OPEN_UPLOADS_MAX_MB: the declared bytes of one user's unfinished uploads, together (default 2 × VIDEO_MAX_MB). */
  openUploadsMaxBytes: number;
  /** UPLOAD_MIN_FREE_MB: a new upload is refused (507) when it would leave less free disk than this. */
  uploadMinFreeBytes: number;
  /** UPLOAD_STALL_MINUTES: an upload that received no bytes for this long is removed. */
  uploadStallMs: number;
  /** What a conversion takes on and how long it may run (issue 30, decision 0020). */
  limits: VideoLimits;
}

export interface VideoLimits {
  /** VIDEO_MAX_DURATION_SECONDS: longer videos are refused (FAILED) before converting. */
  maxDurationSeconds: number;
  /** VIDEO_MAX_FPS: videos at a higher average frame rate are refused before converting. */
  maxFrameRate: number;
  /** VIDEO_MAX_PIXELS: videos with more pixels per frame are refused before converting. */
  maxPixels: number;
  /** VIDEO_TIME_LIMIT_BASE_SECONDS + VIDEO_TIME_LIMIT_PER_SECOND × duration: ffmpeg is stopped after. */
  timeLimitBaseSeconds: number;
  timeLimitPerSecond: number;
  /** VIDEO_SHORT_CLIP_SECONDS: clips up to this much work convert in their own lane, never behind long ones. */
  shortClipSeconds: number;
}

export interface JobsConfig {
  /** RUN_JOBS: this process takes jobs (false for API processes when `npm run worker` runs them). */
  run: boolean;
  /** JOB_CONCURRENCY: jobs of one kind (e-mails, notices) running at once in a process. */
  concurrency: number;
  /** JOB_POLL_MS: how often an idle worker looks for due jobs (pg-boss: at least 500 ms). */
  pollMs: number;
  /**
   * JOB_LEASE_SECONDS: a running job is its worker's this long at a time, renewed while it runs; a job
   * of a process that died is taken again after it (decision 0019).
   */
  leaseSeconds: number;
}

export class ConfigError extends Error {}

/** The demo talent seeded into an empty database (startup log and README show it). */
export const DEMO_TALENT_EMAIL = 'demo@talentportal.ro';
export const DEMO_TALENT_PASSWORD = 'Demo1234!';
/** The demo casting director (a verified client who owns the demo catalogue) and administrator. */
export const DEMO_CLIENT_EMAIL = 'director@talentportal.ro';
export const DEMO_ADMIN_EMAIL = 'admin@talentportal.ro';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql:// (leave it unset for SQLite)')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  STUDIO_DIST_DIR: z.string().min(1).optional(),
  AGENCY_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://example.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false'),
  LOGIN_MAX_FAILURES_PER_EMAIL: positiveInt(5),
  LOGIN_MAX_ATTEMPTS_PER_IP: positiveInt(100),
  // At most 10 s: a guesser can make the owner sit through this wait on every sign-in, and a
  // shutdown waits no longer than that for requests in flight.
  LOGIN_DELAY_MAX_MS: z.coerce.number().int().min(0).max(10_000).default(3000),
  REGISTER_MAX_PER_IP: positiveInt(50),
  PASSWORD_RESET_MAX_PER_EMAIL: positiveInt(3),
  PASSWORD_RESET_MAX_PER_IP: positiveInt(20),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Talent Portal <no-reply@talentportal.local>'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SEED_DEMO: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }))
    .default('true'),
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  RUN_JOBS: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }))
    .default('true'),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  TRANSCODE_LEASE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(3600),
  TRANSCODE_NICE: z.coerce.number().int().min(0).max(19).default(10),
  // Defaults well beyond any self-tape (10 min, 4K DCI, 120 fps), and a longest time limit
  // (60 + 5 × 600 s) under TRANSCODE_LEASE_SECONDS' default, so no conversion outlives its lease.
  VIDEO_MAX_DURATION_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  VIDEO_MAX_FPS: z.coerce.number().int().min(1).max(1000).default(120),
  VIDEO_MAX_PIXELS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000_000)
    .default(4096 * 2160),
  VIDEO_TIME_LIMIT_BASE_SECONDS: z.coerce.number().min(1).max(86_400).default(60),
  VIDEO_TIME_LIMIT_PER_SECOND: z.coerce.number().min(0).max(1000).default(5),
  VIDEO_SHORT_CLIP_SECONDS: z.coerce.number().min(0).max(86_400).default(30),
  // ffmpeg's own choice by default: it runs in the SCHED_IDLE class, so its threads take only CPU time
  // the API leaves (decision 0017); a number caps them (e.g. on a machine shared with other services).
  TRANSCODE_THREADS: z.coerce.number().int().min(0).max(64).default(0),
  VIDEO_KEEP_ORIGINAL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }))
    .default('false'),
  VIDEO_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(500),
  UPLOAD_EXPIRY_HOURS: z.coerce
    .number()
    .min(0.001)
    .max(24 * 30)
    .default(24),
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  OPEN_UPLOADS_MAX_MB: z.coerce.number().int().min(1).max(1_048_576).optional(),
  UPLOAD_MIN_FREE_MB: z.coerce
    .number()
    .int()
    .min(0)
    .max(1024 ** 4)
    .default(1024),
  UPLOAD_STALL_MINUTES: z.coerce
    .number()
    .min(0.01)
    .max(24 * 60)
    .default(60),
  MEDIA_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // At most 5 days: with the rounding (a quarter more) within the 7 days an S3 presigned URL may live.
  CHILD_MEDIA_URL_SECONDS: z.coerce.number().int().min(10).max(432_000).default(3600),
  NOTICE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  NOTICE_STREAMS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(50),
  NOTICE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

type EnvValues = z.infer<typeof envSchema>;

function storageConfig(values: EnvValues): StorageConfig {
  if (values.STORAGE === 'local') return { kind: 'local' };
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find(
    (name) => !values[name],
  );
  if (missing) throw new ConfigError(`Invalid configuration: ${missing} is required when STORAGE=s3`);
  const bucket = values.S3_BUCKET as string;
  const publicUrl =
    values.S3_PUBLIC_URL ??
    (values.S3_ENDPOINT
      ? `${values.S3_ENDPOINT.replace(/\/$/, '')}/${bucket}`
      : `https://${bucket}.s3.${values.S3_REGION}.amazonaws.com`);
  return {
    kind: 's3',
    endpoint: values.S3_ENDPOINT,
    bucket,
    region: values.S3_REGION,
    accessKeyId: values.S3_ACCESS_KEY_ID as string,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY as string,
    publicUrl: publicUrl.replace(/\/$/, ''),
  };
}

/**
 * A request lasts at most UPLOAD_TIMEOUT_SECONDS, and an upload's activity is stamped when a PATCH
 * starts: a stall limit longer than that never takes an upload still receiving bytes for a stalled one.
 */
function uploadStallMs(values: EnvValues): number {
  const stallMs = Math.round(values.UPLOAD_STALL_MINUTES * 60_000);
  if (stallMs <= values.UPLOAD_TIMEOUT_SECONDS * 1000)
    throw new ConfigError(
      'Invalid configuration: UPLOAD_STALL_MINUTES must be longer than UPLOAD_TIMEOUT_SECONDS (an upload still sending would be taken for stalled)',
    );
  return stallMs;
}

/** 'true'/'false', or a comma-separated list of trusted proxy addresses or subnets (Fastify's forms). */
function parseTrustProxy(value: string): boolean | string {
  const normalized = value.trim().toLowerCase();
  if (normalized === 'true' || normalized === '1') return true;
  if (normalized === 'false' || normalized === '0' || normalized === '') return false;
  return value.trim();
}

/**
 * Without JWT_SECRET the secret is generated once and kept beside the data, readable by the owner
 * only: a restart must not sign everybody out, and a secret in the source would let anyone mint tokens.
 */
function loadOrCreateJwtSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, 'jwt-secret');
  try {
    const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
    if (stored.length >= 32) return new Uint8Array(stored);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(64);
  try {
    // 'wx' so two processes starting together cannot overwrite each other's secret.
    writeFileSync(file, `${secret.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateJwtSecret(dataDir);
    throw error;
  }
  chmodSync(file, 0o600);
  return new Uint8Array(secret);
}

/**
 * Both the source (apps/api/src) and the bundle (apps/api/dist) sit two levels below the repository
 * root, so the same relative path finds an app's build (`web`, `studio`) from either.
 */
function defaultDistDir(app: 'web' | 'studio'): string {
  return resolve(import.meta.dirname, `../../${app}/dist`);
}

/** WEB_DIST_DIR / STUDIO_DIST_DIR as given (relative to the working directory), else the app's build. */
function distDir(value: string | undefined, app: 'web' | 'studio'): string {
  if (!value) return defaultDistDir(app);
  return isAbsolute(value) ? value : resolve(process.cwd(), value);
}

export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') || 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const values = parsed.data;
  const dataDir = resolve(process.cwd(), values.DATA_DIR);
  const mediaDir = join(dataDir, 'media');
  const outboxDir = join(dataDir, 'outbox');
  try {
    mkdirSync(mediaDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`Invalid configuration: DATA_DIR ${dataDir} cannot be created (${String(error)})`);
  }

  const jwtSecret = values.JWT_SECRET
    ? new TextEncoder().encode(values.JWT_SECRET)
    : loadOrCreateJwtSecret(dataDir);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    mediaDir,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'sqlite', file: join(dataDir, 'talent-portal.db') },
    jwtSecret,
    webDistDir: distDir(values.WEB_DIST_DIR, 'web'),
    studioDistDir: distDir(values.STUDIO_DIST_DIR, 'studio'),
    agencyUrl: values.AGENCY_URL,
    logLevel: values.LOG_LEVEL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    loginWindowSeconds: 15 * 60,
    loginMaxFailuresPerEmail: values.LOGIN_MAX_FAILURES_PER_EMAIL,
    loginMaxAttemptsPerIp: values.LOGIN_MAX_ATTEMPTS_PER_IP,
    loginDelayMaxMs: values.LOGIN_DELAY_MAX_MS,
    registerMaxPerIp: values.REGISTER_MAX_PER_IP,
    resetMaxPerEmail: values.PASSWORD_RESET_MAX_PER_EMAIL,
    resetMaxPerIp: values.PASSWORD_RESET_MAX_PER_IP,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    outboxDir,
    // Without a trailing slash, so `${publicUrl}/reset-password` never has two.
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    seedDemo: values.SEED_DEMO === 'true' || values.SEED_DEMO === '1',
    storage: storageConfig(values),
    ffmpegPath: values.FFMPEG_PATH,
    ffprobePath: values.FFPROBE_PATH,
    uploadTimeoutSeconds: values.UPLOAD_TIMEOUT_SECONDS,
    jobs: {
      run: values.RUN_JOBS === 'true' || values.RUN_JOBS === '1',
      concurrency: values.JOB_CONCURRENCY,
      pollMs: values.JOB_POLL_MS,
      leaseSeconds: values.JOB_LEASE_SECONDS,
    },
    video: {
      transcodeConcurrency: values.TRANSCODE_CONCURRENCY,
      transcodeLeaseSeconds: values.TRANSCODE_LEASE_SECONDS,
      transcodeNice: values.TRANSCODE_NICE,
      transcodeThreads: values.TRANSCODE_THREADS,
      keepOriginal: values.VIDEO_KEEP_ORIGINAL === 'true' || values.VIDEO_KEEP_ORIGINAL === '1',
      maxUploadBytes: values.VIDEO_MAX_MB * 1024 * 1024,
      uploadExpiryMs: Math.round(values.UPLOAD_EXPIRY_HOURS * 3600_000),
      uploadsPerHour: values.UPLOADS_PER_HOUR,
      openUploadsMaxBytes: (values.OPEN_UPLOADS_MAX_MB ?? 2 * values.VIDEO_MAX_MB) * 1024 * 1024,
      uploadMinFreeBytes: values.UPLOAD_MIN_FREE_MB * 1024 * 1024,
      uploadStallMs: uploadStallMs(values),
      limits: {
        maxDurationSeconds: values.VIDEO_MAX_DURATION_SECONDS,
        maxFrameRate: values.VIDEO_MAX_FPS,
        maxPixels: values.VIDEO_MAX_PIXELS,
        timeLimitBaseSeconds: values.VIDEO_TIME_LIMIT_BASE_SECONDS,
        timeLimitPerSecond: values.VIDEO_TIME_LIMIT_PER_SECOND,
        shortClipSeconds: values.VIDEO_SHORT_CLIP_SECONDS,
      },
    },
    childMedia: {
      // A key of its own: a media link can never be taken for a token, nor the other way round.
      signingKey: createHmac('sha256', values.MEDIA_SIGNING_SECRET ?? jwtSecret)
        .update('child-media-url-v1')
        .digest(),
      urlSeconds: values.CHILD_MEDIA_URL_SECONDS,
    },
    noticeStreams: {
      perUser: values.NOTICE_STREAMS_PER_USER,
      perAddress: values.NOTICE_STREAMS_PER_IP,
      max: values.NOTICE_STREAMS_MAX ?? defaultNoticeStreamsMax(openFileLimit()),
    },
  };
}

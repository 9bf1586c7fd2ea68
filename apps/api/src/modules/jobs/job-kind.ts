import type { z } from 'zod';
import type { Config } from '../../config';

/** The settings of the server's configuration a kind may take its concurrency or longest run from. */
export interface JobSettings {
  JOB_CONCURRENCY: number;
  TRANSCODE_CONCURRENCY: number;
  TRANSCODE_LEASE_SECONDS: number;
}

/** The settings the kinds of job-registry.ts name, as this process has them. */
export function jobSettings(config: Pick<Config, 'jobs' | 'video'>): JobSettings {
  return {
    JOB_CONCURRENCY: config.jobs.concurrency,
    TRANSCODE_CONCURRENCY: config.video.transcodeConcurrency,
    TRANSCODE_LEASE_SECONDS: config.video.transcodeLeaseSeconds,
  };
}

/**
 * One kind of durable job (decision 0023): its name, what it does, the shape of its payload and how
 * it is retried and run. Every kind the app uses is listed once in job-registry.ts.
 */
export interface JobKind<Payload extends z.ZodType = z.ZodType> {
  /** `<domain>.<action>`, lowercase, words joined by hyphens (pg-boss's queue name too). */
  name: string;
  /** What one run does, as `npm run cli -- jobs --kinds` prints it. */
  does: string;
  /** Checked when the job is enqueued, and again when it runs. */
  payload: Payload;
  /** Tries before the job is given up (dead), keeping its last error. */
  maxAttempts: number;
  /** The wait before the second try; each later wait doubles it. */
  retryDelaySeconds: number;
  /** Jobs of this kind running at once in one process: a number, or the setting that gives it. */
  concurrency: number | 'JOB_CONCURRENCY' | 'TRANSCODE_CONCURRENCY';
  /**
   * The longest one run may take (lease-keeper.ts), default DEFAULT_MAX_RUN_SECONDS: while it runs its
   * short lease is renewed (decision 0019); past this the run is taken as stuck and tried again.
   */
  longestRunSeconds?: number | 'TRANSCODE_LEASE_SECONDS';
}

export type PayloadOf<K extends JobKind> = z.output<K['payload']>;
/** What a caller hands `enqueue`: the schema's input (before defaults and transforms). */
export type PayloadInputOf<K extends JobKind> = z.input<K['payload']>;

/** A job's longest run when its kind does not say (the lease the queue had before 0019). */
export const DEFAULT_MAX_RUN_SECONDS = 300;

/** Keeps the payload schema's own type, so handlers and callers are typed by it. */
export function jobKind<Payload extends z.ZodType>(kind: JobKind<Payload>): JobKind<Payload> {
  return kind;
}

/** A kind's concurrency in this process. */
export function concurrencyOf(kind: JobKind, settings: JobSettings): number {
  return typeof kind.concurrency === 'number' ? kind.concurrency : settings[kind.concurrency];
}

/** A kind's longest run in seconds. */
export function longestRunOf(kind: JobKind, settings: JobSettings): number {
  const longest = kind.longestRunSeconds ?? DEFAULT_MAX_RUN_SECONDS;
  return typeof longest === 'number' ? longest : settings[longest];
}

/** A payload that does not fit its kind: thrown at the caller of `enqueue`, before anything is written. */
export class JobPayloadError extends Error {
  constructor(
    readonly kind: string,
    readonly issues: string,
  ) {
    super(`The payload of a "${kind}" job does not fit its kind: ${issues}`);
    this.name = 'JobPayloadError';
  }
}

function issuesText(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(payload)'}: ${issue.message}`)
    .join('; ');
}

/** The payload as the kind's schema reads it (unknown fields dropped); throws JobPayloadError. */
export function checkedPayload<K extends JobKind>(kind: K, data: unknown): PayloadOf<K> {
  const parsed = kind.payload.safeParse(data);
  if (!parsed.success) throw new JobPayloadError(kind.name, issuesText(parsed.error));
  return parsed.data as PayloadOf<K>;
}

/** A stored payload read back for a run: the parsed data, or why it no longer fits (never retried). */
export function storedPayload(
  kind: JobKind,
  data: unknown,
): { ok: true; data: unknown } | { ok: false; error: JobPayloadError } {
  try {
    return { ok: true, data: checkedPayload(kind, data) };
  } catch (error) {
    if (error instanceof JobPayloadError) return { ok: false, error };
    throw error;
  }
}

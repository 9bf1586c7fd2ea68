import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobKind, PayloadInputOf, PayloadOf } from './job-kind';

/** Where the queue reports failures: Fastify's logger, or the console in the CLI. */
export interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What a job is given when it runs. */
export interface JobRun<T> {
  id: string;
  data: T;
  /** 1 on the first try. */
  attempt: number;
}

export type JobHandler<T = unknown> = (job: JobRun<T>) => Promise<void>;

/** A kind with its handler, and its settings as they are in this process: what a queue runs. */
export interface JobDefinition {
  kind: JobKind;
  handler: JobHandler;
  concurrency: number;
  longestRunSeconds: number;
}

export interface EnqueueOptions {
  /**
   * The idempotency key: a second enqueue with the same key (and name) is ignored while the first
   * is kept, so an event that is reported twice still runs once.
   */
  key?: string;
  /** Not before this time (a delayed or scheduled job). */
  runAt?: Date;
}

export interface EnqueuedJob<T = unknown> extends EnqueueOptions {
  data: T;
}

/** One job caused by a change of the app's data. */
export interface JobOfChange<K extends JobKind = JobKind> extends EnqueuedJob<PayloadInputOf<K>> {
  kind: K;
}

/** A transaction of the app's database, in which a change and its jobs are written together. */
export type AppTransaction = Transaction<Database>;

/**
 * The jobs of a change (decision 0019, the transactional outbox): `write` stores them with the
 * change's own transaction, so they exist exactly when the change commits and a kill between the
 * two cannot keep one without the other; `committed` then wakes this process's workers.
 */
export interface PendingJobs {
  write(trx: AppTransaction): Promise<void>;
  committed(): void;
}

/** Several parts' pending jobs as one (undefined when no part has any). */
export function allPending(...parts: (PendingJobs | undefined)[]): PendingJobs | undefined {
  const present = parts.filter((part): part is PendingJobs => part !== undefined);
  if (present.length <= 1) return present[0];
  return {
    write: async (trx) => {
      for (const part of present) await part.write(trx);
    },
    committed: () => {
      for (const part of present) part.committed();
    },
  };
}

export interface FailedJob {
  id: string;
  name: string;
  attempts: number;
  lastError: string;
  failedAt: string;
  data: unknown;
}

export interface JobCounts {
  /** Waiting for their time or for a worker. */
  queued: number;
  active: number;
  completed: number;
  failed: number;
}

/**
 * DESIGN §8: one interface for durable jobs, pg-boss on PostgreSQL and a table in the same
 * database on SQLite. A job is stored before `enqueue` answers, so it survives `kill -9`: queued
 * jobs run after the restart, and a job that was running when the process died runs again once
 * its lease ends (handlers are written to be safe to repeat).
 */
export interface JobQueue {
  readonly kind: 'sqlite' | 'pg-boss';
  /**
   * Registers the handler of a kind (before `start`, or after it and then wait for `ready`); its
   * settings come from the kind (job-registry.ts).
   */
  define<K extends JobKind>(kind: K, handler: JobHandler<PayloadOf<K>>): void;
  /** The kinds this process has handlers for (each app kind is in job-registry.ts). */
  definedKinds(): JobKind[];
  /** Resolves when the definitions made after `start` take jobs. */
  ready(): Promise<void>;
  /** Prepares the store; with `work`, also starts taking jobs in this process. */
  start(options: { work: boolean }): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
  /**
   * The job's id, or null when a job with this key already exists. A payload that does not fit the
   * kind throws JobPayloadError before anything is written (so do `pending` and `enqueueMany`).
   */
  enqueue<K extends JobKind>(
    kind: K,
    data: PayloadInputOf<K>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /**
   * Jobs to write inside a transaction of the app's database with the change that causes them
   * (PendingJobs); a key already queued adds nothing, as with `enqueue`.
   */
  pending(jobs: readonly JobOfChange[]): PendingJobs;
  /** Many jobs of one kind in few statements (a fan-out); answers how many were new. */
  enqueueMany<K extends JobKind>(kind: K, jobs: readonly EnqueuedJob<PayloadInputOf<K>>[]): Promise<number>;
  counts(): Promise<JobCounts>;
  /** Given-up jobs, newest first, with their last error. */
  failed(limit: number): Promise<FailedJob[]>;
  /** Puts a given-up job back in the queue for a fresh set of tries. */
  retry(id: string): Promise<boolean>;
  /** Resolves when no job is due or running (tests and the CLI wait on it). */
  settled(timeoutMs?: number): Promise<void>;
}

/**
 * A key becomes the job's id (a UUID made from a hash of name and key), so both stores refuse the
 * second copy with the primary key they already have.
 */
export function jobIdForKey(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The wait before try `attempt + 1`: the delay doubling after each failure. */
export function retryDelayMs(kind: Pick<JobKind, 'retryDelaySeconds'>, attempt: number): number {
  return kind.retryDelaySeconds * 1000 * 2 ** (attempt - 1);
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return (error.stack ?? `${error.name}: ${error.message}`).slice(0, 4000);
  return String(error).slice(0, 4000);
}

export class JobTimeoutError extends Error {}

/** Polls `check` until it answers true, or throws after `timeoutMs`. */
export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new JobTimeoutError(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

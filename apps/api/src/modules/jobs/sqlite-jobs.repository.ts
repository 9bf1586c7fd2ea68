import type { Insertable, Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { JobsTable } from '../../db/schema';
import type { FailedJob, JobCounts } from './job-queue';

export type JobRow = Selectable<JobsTable>;
export type NewJobRow = Insertable<JobsTable>;

const CHUNK = 500;

/** The SQLite job queue's table (migration 0013). */
export class SqliteJobsRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Inserts the jobs whose id is new; answers how many were. */
  async insert(rows: readonly NewJobRow[]): Promise<number> {
    let inserted = 0;
    for (let start = 0; start < rows.length; start += CHUNK) {
      const result = await this.db
        .insertInto('jobs')
        .values(rows.slice(start, start + CHUNK))
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return inserted;
  }

  /**
   * Takes the next due job of one of `names`: a queued one whose time came, or an active one whose
   * lease ran out (its process died, or the run passed its longest time). One transaction on the one
   * writer, so no job is taken twice.
   */
  claim(
    names: readonly string[],
    now: string,
    lockedUntil: (name: string) => string,
  ): Promise<JobRow | undefined> {
    if (names.length === 0) return Promise.resolve(undefined);
    return this.db.transaction().execute(async (trx) => {
      // Two reads, not one with OR: each walks jobs_due_idx (state, run_at) in order and stops at
      // the first match, where the OR sorted every due job on each claim.
      const firstOf = (state: 'queued' | 'active') =>
        trx
          .selectFrom('jobs')
          .select(['id', 'name'])
          .where('state', '=', state)
          .where('name', 'in', names)
          .limit(1);
      const next =
        (await firstOf('queued').where('run_at', '<=', now).orderBy('run_at').executeTakeFirst()) ??
        (await firstOf('active').where('locked_until', '<', now).executeTakeFirst());
      if (!next) return undefined;
      return trx
        .updateTable('jobs')
        .set((eb) => ({
          state: 'active',
          attempts: eb('attempts', '+', 1),
          locked_until: lockedUntil(next.name),
        }))
        .where('id', '=', next.id)
        .returningAll()
        .executeTakeFirst();
    });
  }

  /**
   * Jobs left active by a process that died. Only one process works a SQLite file (DESIGN §8), so at
   * its start every active job is an orphan: it goes back to the queue now rather than after its
   * lease (an hour for a conversion).
   */
  async releaseActive(now: string): Promise<number> {
    const result = await this.db
      .updateTable('jobs')
      .set({ state: 'queued', run_at: now, locked_until: null })
      .where('state', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The leases of jobs still running here, extended to `lockedUntil` (lease-keeper.ts). */
  async renew(ids: readonly string[], lockedUntil: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ locked_until: lockedUntil })
      .where('id', 'in', ids)
      .where('state', '=', 'active')
      .execute();
  }

  async complete(id: string, now: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ state: 'completed', finished_at: now, locked_until: null })
      .where('id', '=', id)
      .execute();
  }

  /** Back to the queue for `retryAt`, or given up (`retryAt` null) keeping the error. */
  async fail(id: string, error: string, retryAt: string | null, now: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set(
        retryAt
          ? { state: 'queued', run_at: retryAt, last_error: error, locked_until: null }
          : { state: 'failed', last_error: error, finished_at: now, locked_until: null },
      )
      .where('id', '=', id)
      .execute();
  }

  async counts(): Promise<JobCounts> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['state', (eb) => eb.fn.countAll<number>().as('total')])
      .groupBy('state')
      .execute();
    const of = (state: JobRow['state']) => Number(rows.find((row) => row.state === state)?.total ?? 0);
    return { queued: of('queued'), active: of('active'), completed: of('completed'), failed: of('failed') };
  }

  async failed(limit: number): Promise<FailedJob[]> {
    const rows = await this.db
      .selectFrom('jobs')
      .selectAll()
      .where('state', '=', 'failed')
      .orderBy('finished_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      attempts: row.attempts,
      lastError: row.last_error ?? '',
      failedAt: row.finished_at ?? '',
      data: readableData(row.data),
    }));
  }

  async retry(id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ state: 'queued', attempts: 0, run_at: now, finished_at: null })
      .where('id', '=', id)
      .where('state', '=', 'failed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Whether a job is due now or running. */
  async busy(now: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([eb('state', '=', 'active'), eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)])]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Finished jobs are kept a while for `jobs` to show, then removed. */
  async deleteCompletedBefore(before: string): Promise<void> {
    await this.db
      .deleteFrom('jobs')
      .where('state', '=', 'completed')
      .where('finished_at', '<', before)
      .execute();
  }
}

/** A failed job's payload as the listing shows it: one that is not JSON (why it failed) as its text. */
function readableData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config';
import { type AppDatabase, isPostgres } from '../../db/database';
import { jobSettings } from './job-kind';
import type { JobLog, JobQueue } from './job-queue';
import { PgBossJobQueue } from './pg-boss-job-queue';
import { SqliteJobQueue } from './sqlite-job-queue';
import { SqliteJobsRepository } from './sqlite-jobs.repository';

/** pg-boss beside the app's tables: `pgboss`, or `<schema>_jobs` when the app has a schema of its own. */
export async function pgBossSchema<DB>(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const current = rows[0]?.schema ?? 'public';
  return current === 'public' ? 'pgboss' : `${current}_jobs`;
}

export async function createJobQueue(
  config: Pick<Config, 'database' | 'jobs' | 'video'>,
  db: AppDatabase,
  log: JobLog,
): Promise<JobQueue> {
  const settings = jobSettings(config);
  if (config.database.kind === 'postgres' && isPostgres(db)) {
    return new PgBossJobQueue({
      connectionString: config.database.url,
      schema: await pgBossSchema(db),
      pollSeconds: Math.max(0.5, config.jobs.pollMs / 1000),
      leaseSeconds: config.jobs.leaseSeconds,
      settings,
      log,
    });
  }
  return new SqliteJobQueue(new SqliteJobsRepository(db), {
    pollMs: config.jobs.pollMs,
    leaseSeconds: config.jobs.leaseSeconds,
    settings,
    log,
  });
}

import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { pgBossSchema } from '../../modules/jobs/create-job-queue';
import { jobIdForKey } from '../../modules/jobs/job-queue';

/**
 * Issue 31 point 3 (helper A2, decision 0023): the job kinds take one naming style,
 * `<domain>.<action>`. The jobs already stored under an old name (queued, running, failed: the
 * SQLite `jobs` table, or pg-boss's tables beside the app's) take the new one, so none is orphaned.
 * A keyed job's id is made from its name and key (jobIdForKey): where the key can be read back from
 * the payload, the id is remade for the new name, so the same event queued again after the upgrade
 * is still refused as a copy. The names are written here as they were, not read from the registry:
 * a migration must not change when the registry does.
 */
type KeyOf = (data: Record<string, unknown>) => unknown;
const slot: KeyOf = (data) => data.slot;
const RENAMED: readonly [from: string, to: string, keyOf?: KeyOf][] = [
  ['send-email', 'mail.send'],
  ['password-reset-email', 'account.password-reset-email'],
  ['notice-email', 'notice.email', (data) => data.notificationId],
  [
    'notice-application-status',
    'notice.application-status',
    (data) => `${data.applicationId}:${data.status}:${data.changedAt}`,
  ],
  ['notice-self-tape-requested', 'notice.self-tape-requested', (data) => data.requestId],
  ['notice-casting-ended', 'notice.casting-ended', (data) => `${data.castingId}:${data.status}`],
  ['notice-new-applications', 'notice.new-applications', slot],
  ['notice-reminders', 'notice.reminders', slot],
  ['notice-casting-match', 'notice.casting-match', slot],
  ['notice-saved-search-alerts', 'notice.saved-search-alerts', slot],
  ['child-work-plan-reminders', 'child-work.plan-reminders', (data) => data.applicationId],
  ['child-work-start-reminder', 'child-work.start-reminder', (data) => `${data.applicationId}:${data.date}`],
  [
    'child-work-contract-reminder',
    'child-work.contract-reminder',
    (data) => `${data.applicationId}:${data.date}`,
  ],
  ['child-work-plan-sweep', 'child-work.sweep', slot],
  ['video.convert.short', 'video.convert-short', (data) => data.videoId],
];

interface StoredJob {
  id: string;
  data: unknown;
}

/** Old id → new id, for the jobs whose id is the one their key would make under `from`. */
function remadeIds(jobs: readonly StoredJob[], from: string, to: string, keyOf?: KeyOf) {
  const ids: { old: string; new: string }[] = [];
  if (!keyOf) return ids;
  for (const job of jobs) {
    const data = typeof job.data === 'string' ? parseOrNull(job.data) : job.data;
    if (!data || typeof data !== 'object') continue;
    const key = String(keyOf(data as Record<string, unknown>));
    if (jobIdForKey(from, key) === job.id) ids.push({ old: job.id, new: jobIdForKey(to, key) });
  }
  return ids;
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function renameSqlite(db: Kysely<unknown>, from: string, to: string, keyOf?: KeyOf) {
  const { rows } = await sql<StoredJob>`select id, data from jobs
    where name = ${from} and state <> 'completed'`.execute(db);
  for (const id of remadeIds(rows, from, to, keyOf))
    await sql`update jobs set id = ${id.new} where id = ${id.old}`.execute(db);
  await sql`update jobs set name = ${to} where name = ${from}`.execute(db);
}

/**
 * pg-boss 10 keeps one partition of its `job` table per queue: the new queue is made first (with
 * the old one's settings, as the app's start would leave them), the rows move to it, and the
 * emptied old queue is dropped with pg-boss's own function.
 */
async function renamePgBoss(db: Kysely<unknown>, schema: string, from: string, to: string, keyOf?: KeyOf) {
  const boss = sql.id(schema);
  const { rows: queues } = await sql<{
    policy: string | null;
    retry_limit: number | null;
    retry_delay: number | null;
    retry_backoff: boolean | null;
    expire_seconds: number | null;
    retention_minutes: number | null;
  }>`select * from ${boss}.queue where name = ${from}`.execute(db);
  const queue = queues[0];
  if (!queue) return;
  const options = {
    policy: queue.policy,
    retryLimit: queue.retry_limit,
    retryDelay: queue.retry_delay,
    retryBackoff: queue.retry_backoff,
    expireInSeconds: queue.expire_seconds,
    retentionMinutes: queue.retention_minutes,
  };
  await sql`select ${boss}.create_queue(${to}, ${JSON.stringify(options)}::json)`.execute(db);
  const { rows } = await sql<StoredJob>`select id::text as id, data from ${boss}.job
    where name = ${from} and state <> 'completed'`.execute(db);
  for (const id of remadeIds(rows, from, to, keyOf))
    await sql`update ${boss}.job set name = ${to}, id = ${id.new}::uuid
      where name = ${from} and id = ${id.old}::uuid`.execute(db);
  await sql`update ${boss}.job set name = ${to} where name = ${from}`.execute(db);
  await sql`select ${boss}.delete_queue(${from})`.execute(db);
}

async function renameAll(db: Kysely<unknown>, pairs: readonly [string, string, KeyOf?][]) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // pg-boss makes its schema at its first start: a database that never ran jobs has none to rename.
    const schema = await pgBossSchema(db);
    const { rows: found } = await sql<{
      queue: string | null;
    }>`select to_regclass(${`${schema}.queue`})::text as queue`.execute(db);
    if (!found[0]?.queue) return;
    for (const [from, to, keyOf] of pairs) await renamePgBoss(db, schema, from, to, keyOf);
    return;
  }
  for (const [from, to, keyOf] of pairs) await renameSqlite(db, from, to, keyOf);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await renameAll(db, RENAMED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await renameAll(
    db,
    RENAMED.map(([from, to, keyOf]) => [to, from, keyOf] as [string, string, KeyOf?]),
  );
}

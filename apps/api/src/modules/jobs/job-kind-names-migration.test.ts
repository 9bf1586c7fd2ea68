import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database';
import { migrateTo } from '../../db/migrations';
import { outboxMessagesTo } from '../../test/mail-helpers';
import { createPostgresSchema, createTestApp, type TestApp } from '../../test/test-app';
import { pgBossSchema } from './create-job-queue';
import { jobIdForKey } from './job-queue';
import { NOTICE_JOBS } from './job-registry';

/**
 * Decision 0023: the kinds were renamed to `<domain>.<action>`. Jobs an older version queued under the
 * old names (an e-mail, a digest keyed by its slot) must still run after the upgrade, and a keyed one
 * must still refuse its copy under the new name (migration 0019).
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const BEFORE = '0018-h4-media-fetchers-and-open-uploads';
const message = {
  to: 'ana@example.com',
  subject: 'Queued before the rename',
  text: 'Hello',
  html: '<p>Hello</p>',
};
/** A digest slot an hour ahead: still queued when the test looks at it. */
const slot = new Date(Math.ceil(Date.now() / 600_000) * 600_000 + 3600_000).toISOString();

/** The database of the version before 0019, with two jobs queued under their old names. */
async function olderDatabase(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-job-names-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const db = createDatabase({ kind: 'sqlite', file: join(dataDir, 'talent-portal.db') });
    await migrateTo(db, BEFORE);
    const now = new Date().toISOString();
    const row = (id: string, name: string, data: object, runAt: string) => ({
      id,
      name,
      data: JSON.stringify(data),
      state: 'queued' as const,
      run_at: runAt,
      created_at: now,
    });
    await db
      .insertInto('jobs')
      .values([
        row(randomUUID(), 'send-email', message, now),
        row(jobIdForKey('notice-new-applications', slot), 'notice-new-applications', { slot }, slot),
      ])
      .execute();
    await db.destroy();
    return { DATA_DIR: dataDir };
  }
  const schema = await createPostgresSchema(base);
  cleanups.push(schema.drop);
  const db = createDatabase({ kind: 'postgres', url: schema.url });
  await migrateTo(db, BEFORE);
  const bossSchema = await pgBossSchema(db);
  cleanups.push(async () => {
    const admin = createDatabase({ kind: 'postgres', url: base });
    await sql`drop schema if exists ${sql.id(bossSchema)} cascade`.execute(admin);
    await admin.destroy();
  });
  await db.destroy();
  // pg-boss as the older version left it: its queues under the old names, one job in each.
  const boss = new PgBoss({
    connectionString: schema.url,
    schema: bossSchema,
    schedule: false,
    supervise: false,
  });
  await boss.start();
  await boss.createQueue('send-email', {
    name: 'send-email',
    retryLimit: 12,
    retryDelay: 5,
    retryBackoff: true,
  });
  await boss.createQueue('notice-new-applications', { name: 'notice-new-applications', retryLimit: 7 });
  await boss.send('send-email', message);
  await boss.send(
    'notice-new-applications',
    { slot },
    {
      id: jobIdForKey('notice-new-applications', slot),
      startAfter: new Date(slot),
    },
  );
  await boss.stop({ graceful: false, wait: true });
  return { DATA_DIR: dataDir, DATABASE_URL: schema.url };
}

describe('migration 0019: job kinds renamed', () => {
  it('runs a job queued under its old name, and a keyed one keeps refusing its copy', async () => {
    const env = await olderDatabase();
    const t: TestApp = await createTestApp({ env: { ...env, JOB_POLL_MS: '100' } });
    cleanups.push(t.close);
    await expect
      .poll(async () => (await outboxMessagesTo(t, message.to)).map((mail) => mail.subject), {
        timeout: 15_000,
        interval: 200,
      })
      .toEqual([message.subject]);
    expect(await t.app.jobs.enqueue(NOTICE_JOBS.newApplications, { slot }, { key: slot })).toBeNull();
    expect(await t.app.jobs.failed(10)).toEqual([]);
    // Nothing is left under an old name (pg-boss: not even the old queues).
    const left =
      t.app.jobs.kind === 'sqlite'
        ? await sql<{
            name: string;
          }>`select name from jobs where name in ('send-email', 'notice-new-applications')`.execute(t.app.db)
        : await sql<{ name: string }>`select name from ${sql.id(await pgBossSchema(t.app.db))}.queue
            where name in ('send-email', 'notice-new-applications')`.execute(t.app.db);
    expect(left.rows).toEqual([]);
  }, 60_000);
});

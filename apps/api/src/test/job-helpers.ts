import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { jobIdForKey } from '../modules/jobs/job-queue';

/** pg-boss's schema beside the test's own (create-job-queue.ts). */
export async function pgBossSchema(app: FastifyInstance): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(app.db);
  const current = rows[0]?.schema ?? 'public';
  return current === 'public' ? 'pgboss' : `${current}_jobs`;
}

/** When a keyed job is due, read from either store (the SQLite jobs table or pg-boss's); undefined if none. */
export async function queuedRunAt(
  app: FastifyInstance,
  name: string,
  key: string,
): Promise<Date | undefined> {
  const id = jobIdForKey(name, key);
  if (app.jobs.kind === 'sqlite') {
    const row = await app.db.selectFrom('jobs').select('run_at').where('id', '=', id).executeTakeFirst();
    return row ? new Date(row.run_at) : undefined;
  }
  const schema = await pgBossSchema(app);
  const { rows } = await sql<{
    start_after: Date;
  }>`select start_after from ${sql.ref(schema)}.job where id = ${id}::uuid`.execute(app.db);
  return rows[0] ? new Date(rows[0].start_after) : undefined;
}

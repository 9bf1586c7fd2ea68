import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type AppDatabase, createDatabase, isPostgres } from '../../db/database';
import { call, serverTestBench, startServerProcess } from '../../test/faults-server';
import {
  bearer,
  createCasting,
  createStaff,
  ownProfileId,
  register,
  type TestApp,
} from '../../test/test-app';
import { jobIdForKey } from '../jobs/job-queue';
import { CHILD_WORK_JOBS } from '../jobs/job-registry';

/**
 * Issue 30 point 2 (decision 0019): the real server process is SIGKILLed at a random moment while
 * status moves, self-tape requests and casting closes are in flight, three times over. After the
 * last restart, every change that committed has exactly one notice, and none has two, and every
 * acceptance has its child-work plan job: each change and its jobs are one transaction.
 */
const bench = serverTestBench('talent-notices-kill-');

const ROUNDS = 3;
const APPLICATIONS = 18;
const CLOSES_PER_ROUND = 2;
const NEXT_STATUS: Record<string, string | undefined> = {
  PENDING: 'REVIEWED',
  REVIEWED: 'SHORTLISTED',
  SHORTLISTED: 'ACCEPTED',
};

interface World {
  clientToken: string;
  applicationIds: string[];
  /** Castings with one open application each, closed a few per round. */
  closingCastingIds: string[];
}

/** Accounts, castings and applications, made through the API of an app on the server's database. */
async function makeWorld(env: Record<string, string>): Promise<World> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent', RUN_JOBS: 'false' });
  const app = await buildApp(config);
  try {
    const t = { app, config } as TestApp;
    const client = await createStaff(t, 'CLIENT');
    const talents = await Promise.all([register(app), register(app)]);
    const apply = async (castingId: string, token: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: bearer(token),
        payload: { castingId, talentProfileId: await ownProfileId(app, token) },
      });
      if (response.statusCode !== 201) throw new Error(`apply: ${response.statusCode} ${response.body}`);
      return (response.json() as { data: { id: string } }).data.id;
    };
    const applicationIds: string[] = [];
    for (let index = 0; index < APPLICATIONS / 2; index += 1) {
      const casting = await createCasting(app, client.tokens.accessToken, { title: `Rolul ${index}` });
      for (const talent of talents) applicationIds.push(await apply(casting.id, talent.tokens.accessToken));
    }
    const closingCastingIds: string[] = [];
    for (let index = 0; index < ROUNDS * CLOSES_PER_ROUND; index += 1) {
      const casting = await createCasting(app, client.tokens.accessToken, { title: `Închis ${index}` });
      await apply(casting.id, talents[0]!.tokens.accessToken);
      closingCastingIds.push(casting.id);
    }
    return { clientToken: client.tokens.accessToken, applicationIds, closingCastingIds };
  } finally {
    await app.close();
  }
}

/** One round's requests, all at once; the server is killed once `killAfter` of them have answered. */
async function roundOfChanges(db: AppDatabase, base: string, world: World, round: number, kill: () => void) {
  const statuses = await db
    .selectFrom('applications')
    .select(['id', 'status'])
    .where('id', 'in', world.applicationIds)
    .execute();
  const requests: (() => Promise<Response>)[] = [];
  for (const { id, status } of statuses) {
    const next = NEXT_STATUS[status];
    if (next)
      requests.push(() =>
        call(base, 'PATCH', `/api/applications/${id}/status`, { status: next }, world.clientToken),
      );
    requests.push(() =>
      call(
        base,
        'POST',
        `/api/studio/applications/${id}/self-tape-requests`,
        {
          instructions: `Runda ${round}: un monolog scurt.`,
          deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        },
        world.clientToken,
      ),
    );
  }
  for (const castingId of world.closingCastingIds.slice(
    round * CLOSES_PER_ROUND,
    (round + 1) * CLOSES_PER_ROUND,
  ))
    requests.push(() =>
      call(base, 'PATCH', `/api/castings/${castingId}`, { status: 'CLOSED' }, world.clientToken),
    );
  // A random moment while they are in flight: after some have answered, before all have.
  const killAfter = 2 + Math.floor(Math.random() * (requests.length - 4));
  let answered = 0;
  await Promise.allSettled(
    requests.map(async (request) => {
      const response = await request();
      if (response.status >= 500) throw new Error(`${response.status} ${await response.text()}`);
      answered += 1;
      if (answered === killAfter) kill();
    }),
  );
  return { sent: requests.length, killAfter };
}

/** Which of `ids` are jobs in the store: the SQLite jobs table, or pg-boss's beside the test schema. */
async function storedJobIds(db: AppDatabase, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  if (!isPostgres(db)) {
    return (await db.selectFrom('jobs').select('id').where('id', 'in', ids).execute()).map((row) => row.id);
  }
  const schema = (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name;
  const { rows } = await sql<{ id: string }>`
    select id::text as id from ${sql.table(`${schema}_jobs.job`)} where id = any(${ids}::uuid[])`.execute(db);
  return rows.map((row) => row.id);
}

/** What committed, and the notices and jobs of it, as the database holds them. */
async function ledger(db: AppDatabase) {
  const moves = await db
    .selectFrom('application_status_changes')
    .select(['application_id', 'status', 'changed_at'])
    .where('status', '!=', 'PENDING')
    .execute();
  const selfTapes = await db.selectFrom('self_tape_requests').select('id').execute();
  const closed = await db
    .selectFrom('applications')
    .innerJoin('castings', 'castings.id', 'applications.casting_id')
    .select('applications.id')
    .where('castings.status', '=', 'CLOSED')
    .execute();
  const notices = await db
    .selectFrom('notifications')
    .select((eb) => ['dedupe_key', eb.fn.countAll<number>().as('copies')])
    .groupBy('dedupe_key')
    .execute();
  const copies = new Map(notices.map((notice) => [notice.dedupe_key, Number(notice.copies)]));
  // The child-work plan of each acceptance, a job keyed by its application, in either store.
  const planIds = moves
    .filter((move) => move.status === 'ACCEPTED')
    .map((move) => jobIdForKey(CHILD_WORK_JOBS.plan.name, move.application_id));
  for (const id of await storedJobIds(db, planIds)) copies.set(`plan:${id}`, 1);
  const expected = [
    ...moves.map((move) => `status:${move.application_id}:${move.status}:${move.changed_at}`),
    ...selfTapes.map((request) => `self-tape:${request.id}`),
    ...closed.map((application) => `ended:${application.id}`),
    ...planIds.map((id) => `plan:${id}`),
  ];
  return { expected, copies };
}

describe('kill -9 while changes are in flight', () => {
  it('every committed status move, self-tape request and close has exactly one notice', async () => {
    const dataDir = bench.dataDir();
    const database = await bench.database();
    const env = { ...database.env, DATA_DIR: dataDir, JOB_POLL_MS: '200', JWT_SECRET: 'x'.repeat(48) };
    const world = await makeWorld(env);
    const db = createDatabase(loadConfig(env).database);
    bench.afterTest(() => db.destroy());

    const rounds: { sent: number; killAfter: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const server = startServerProcess(dataDir, env);
      const base = await server.url;
      rounds.push(await roundOfChanges(db, base, world, round, () => server.child.kill('SIGKILL')));
      expect((await server.exited).signal).toBe('SIGKILL');
    }

    // The last restart runs what the kills left queued.
    const server = startServerProcess(dataDir, env);
    await server.url;
    const { expected } = await ledger(db);
    expect(expected.length).toBeGreaterThan(0);
    await expect
      .poll(
        async () => {
          const { expected, copies } = await ledger(db);
          return expected.filter((key) => copies.get(key) !== 1);
        },
        { timeout: 60_000, interval: 500 },
      )
      .toEqual([]);
    const { expected: committed, copies } = await ledger(db);
    const changeNotices = [...copies].filter(([key]) => /^(status|self-tape|ended|plan):/.test(key));
    // Nothing beyond the committed changes, and never two of one.
    expect(changeNotices.map(([key]) => key).sort()).toEqual([...committed].sort());
    expect(changeNotices.every(([, count]) => count === 1)).toBe(true);
    console.info(
      `rounds (requests sent, killed after n answers): ${JSON.stringify(rounds)}; committed changes: ${committed.length}`,
    );
  }, 240_000);
});

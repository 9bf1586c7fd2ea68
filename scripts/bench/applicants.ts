// The studio's applicants list (DESIGN §5, issue 20 point 9): one casting with 2,000 applications,
// GET /api/studio/castings/{id}/applications filtered and sorted, at a fixed 100 req/s (evenly spaced,
// pacer.ts), on SQLite and on PostgreSQL; each filter's query plan is printed for the report.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPLICATION_STATUSES } from '@talent/contract/applications';
import { CITIES } from '@talent/contract/cities';
import { applicantListQuerySchema } from '@talent/contract/studio';
import { CompiledQuery, sql } from 'kysely';
import { loadConfig } from '../../apps/api/src/config';
import { type AppDatabase, createDatabase, isPostgres } from '../../apps/api/src/db/database';
import { migrateToLatest } from '../../apps/api/src/db/migrations';
import { ApplicantsRepository } from '../../apps/api/src/modules/applications/applicants.repository';
import { seededRandom } from '../../apps/api/src/modules/demo/prng';
import { type BenchApplicant, seedApplicants, seedDirectorWithCasting } from './bench-director';
import { percentile, round, startServer, stopServer, withPostgres } from './common';
import { type PlannedRequest, paced } from './pacer';

export const APPLICANTS_RATE = 100;
export const APPLICANTS_BUDGET_P99_MS = 50;
const APPLICATIONS = 2_000;
const PORT = 3910;
const PASSWORD = 'bench-password-1';
const CATEGORIES = ['ACTOR', 'MODEL', 'DANCER', 'EXTRA', 'HOSTESS'];

/** What a casting director does with the list: each filter alone, and sorted several ways. */
const QUERIES: Record<string, string> = {
  'newest first': '',
  'status PENDING': 'status=PENDING',
  'gender FEMALE, age 20–30': 'gender=FEMALE&ageMin=20&ageMax=30',
  'height 170–185': 'heightMin=170&heightMax=185',
  'city Cluj-Napoca': 'city=Cluj-Napoca',
  'category DANCER by name': 'category=DANCER&sort=name&order=asc',
  'name search "ana"': 'q=ana',
  'by age, page 5': 'sort=age&order=asc&page=5',
};

export interface ApplicantsRow {
  database: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface ApplicantsResult {
  rate: number;
  seconds: number;
  applications: number;
  rows: ApplicantsRow[];
  /** The list statement's plan per scenario and database, as the database prints it. */
  plans: { database: string; scenario: string; plan: string[] }[];
  verdicts: { name: string; value: number; budget: string; pass: boolean }[];
}

/** One CLIENT, one casting, 2,000 talents who applied to it, spread over every filter. */
async function seed(db: AppDatabase): Promise<{ castingId: string; email: string }> {
  const random = seededRandom(2000);
  const email = `bench.director.${Date.now()}@example.com`;
  const { castingId } = await seedDirectorWithCasting(db, email, PASSWORD);
  const names = ['Ana', 'Maria', 'Ioana', 'Elena', 'Andrei', 'Mihai', 'Radu', 'Vlad', 'Cristina', 'Dan'];
  const applicants: BenchApplicant[] = [];
  for (let index = 0; index < APPLICATIONS; index++) {
    const born = `${random.int(1960, 2008)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    applicants.push({
      email: `bench.talent.${index}.${randomUUID().slice(0, 8)}@example.com`,
      firstName: names[index % names.length]!,
      lastName: `Talent${index}`,
      gender: index % 2 === 0 ? 'FEMALE' : 'MALE',
      birthDate: born,
      language: 'RO',
      city: CITIES[index % CITIES.length]!,
      height: random.int(150, 200),
      categories: [CATEGORIES[index % CATEGORIES.length]!, CATEGORIES[(index * 7) % CATEGORIES.length]!],
      status: APPLICATION_STATUSES[index % APPLICATION_STATUSES.length]!,
      appliedAt: new Date(Date.now() - index * 60_000).toISOString(),
    });
  }
  await seedApplicants(db, castingId, applicants);
  return { castingId, email };
}

/** The list statement each scenario runs, read from the repository itself, and its plan. */
async function plansOf(config: ReturnType<typeof loadConfig>, castingId: string, database: string) {
  let last: CompiledQuery | undefined;
  const db = createDatabase(config.database, {
    log: (event) => {
      if (event.level === 'query' && /order by/i.test(event.query.sql)) last = event.query;
    },
  });
  try {
    const repository = new ApplicantsRepository(db);
    const plans: ApplicantsResult['plans'] = [];
    for (const [scenario, query] of Object.entries(QUERIES)) {
      const parsed = applicantListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const { page, pageSize, sort, order, ageMin, ageMax, ...filters } = parsed;
      const year = new Date().getUTCFullYear();
      const today = new Date().toISOString().slice(5, 10);
      await repository.list(
        castingId,
        {
          ...filters,
          ...(ageMin !== undefined ? { bornBy: `${year - ageMin}-${today}` } : {}),
          ...(ageMax !== undefined ? { bornAfter: `${year - ageMax - 1}-${today}` } : {}),
        },
        sort,
        order,
        pageSize,
        (page - 1) * pageSize,
      );
      if (!last) continue;
      const explain = isPostgres(db) ? 'explain ' : 'explain query plan ';
      const { rows } = await db.executeQuery(
        CompiledQuery.raw(`${explain}${last.sql}`, [...last.parameters]),
      );
      const plan = rows.map((row) => {
        const record = row as Record<string, unknown>;
        return String(record['QUERY PLAN'] ?? record.detail ?? JSON.stringify(record));
      });
      plans.push({ database, scenario, plan });
    }
    return plans;
  } finally {
    await db.destroy();
  }
}

async function runOn(
  database: 'SQLite' | 'PostgreSQL',
  databaseUrl: string | undefined,
  seconds: number,
): Promise<{ rows: ApplicantsRow[]; plans: ApplicantsResult['plans'] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-applicants-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const db = createDatabase(config.database);
    let seeded: { castingId: string; email: string };
    try {
      await migrateToLatest(db);
      seeded = await seed(db);
      // Planner statistics, as a database that has lived a while has them (autovacuum on PostgreSQL).
      await sql`analyze`.execute(db);
    } finally {
      await db.destroy();
    }
    const plans = await plansOf(config, seeded.castingId, database);
    const server = await startServer({ dataDir, port: PORT, ...(databaseUrl ? { databaseUrl } : {}) });
    try {
      const login = await fetch(`${server.origin}/api/staff/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: seeded.email, password: PASSWORD }),
      });
      if (!login.ok) throw new Error(`staff login ${login.status}: ${await login.text()}`);
      const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
      const rows: ApplicantsRow[] = [];
      for (const [scenario, query] of Object.entries(QUERIES)) {
        const next = (): PlannedRequest => ({
          scenario,
          method: 'GET',
          path: `/api/studio/castings/${seeded.castingId}/applications${query ? `?${query}` : ''}`,
          headers: { authorization: `Bearer ${accessToken}` },
        });
        const latencies: number[] = [];
        let errors = 0;
        await paced(
          server.origin,
          APPLICANTS_RATE,
          seconds,
          next,
          (outcome, measured) => {
            if (!measured) return;
            latencies.push(outcome.ms);
            if (outcome.status !== 200) errors += 1;
          },
          1,
        );
        latencies.sort((a, b) => a - b);
        rows.push({
          database,
          scenario,
          rps: round(latencies.length / seconds),
          p50: round(percentile(latencies, 50)),
          p99: round(percentile(latencies, 99)),
          errors,
        });
      }
      return { rows, plans };
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function applicantsBench(
  seconds: number,
  databases: readonly string[],
): Promise<ApplicantsResult> {
  const rows: ApplicantsRow[] = [];
  const plans: ApplicantsResult['plans'] = [];
  if (databases.includes('sqlite')) {
    const run = await runOn('SQLite', undefined, seconds);
    rows.push(...run.rows);
    plans.push(...run.plans);
  }
  if (databases.includes('postgres')) {
    const run = await withPostgres((url) => runOn('PostgreSQL', url, seconds));
    rows.push(...run.rows);
    plans.push(...run.plans);
  }
  console.table(rows);
  const worst = Math.max(...rows.map((row) => row.p99));
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  return {
    rate: APPLICANTS_RATE,
    seconds,
    applications: APPLICATIONS,
    rows,
    plans,
    verdicts: [
      {
        name: `studio applicants p99 at ${APPLICANTS_RATE} req/s, ${APPLICATIONS.toLocaleString('en')} applications (ms, worst scenario)`,
        value: worst,
        budget: `≤ ${APPLICANTS_BUDGET_P99_MS}`,
        pass: worst <= APPLICANTS_BUDGET_P99_MS,
      },
      { name: 'studio applicants errors', value: errors, budget: '0', pass: errors === 0 },
    ],
  };
}

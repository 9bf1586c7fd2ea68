// The studio's talent directory (issue 32, decision 0024): 50,000 talent profiles bulk-inserted through
// their owners, then a filtered search (gender, city, age range, sorted by relevance, page 1) as a
// share of the bare /api/health's throughput in the same run (closed loop, castings-throughput.ts),
// signed in as a verified CLIENT, on SQLite and on PostgreSQL; each query's plan is kept for the report.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CITIES } from '@talent/contract/cities';
import { todayIsoDate } from '@talent/contract/dates';
import { talentSearchQuerySchema } from '@talent/contract/directory';
import { CompiledQuery } from 'kysely';
import { loadConfig } from '../../apps/api/src/config';
import { createContainer } from '../../apps/api/src/container';
import { createDatabase, isPostgres } from '../../apps/api/src/db/database';
import { createLogger } from '../../apps/api/src/logger';
import { seedSyntheticTalents } from '../../apps/api/src/modules/demo/synthetic-talents';
import { DirectoryRepository } from '../../apps/api/src/modules/directory/directory.repository';
import { filtersOf } from '../../apps/api/src/modules/directory/directory.service';
import { seedDirectorWithCasting } from './bench-director';
import { ratioRounds } from './castings-throughput';
import { round, startServer, stopServer, withPostgres } from './common';

export const DIRECTORY_TALENTS = 50_000;
/** Issue 32: the filtered search at least this share of the bare health route's throughput. */
export const DIRECTORY_RATIO_GOAL = 0.2;
const PORT = 3920;
const PASSWORD = 'bench-password-1';

/** What a director searches first: gender, a city and an age range, by relevance, page 1. */
export const DIRECTORY_PATHS = [
  '/api/studio/talents?gender=FEMALE&city=Cluj-Napoca&ageMin=20&ageMax=35&sort=relevance&page=1',
  '/api/studio/talents?gender=MALE&city=Bucuresti&ageMin=25&ageMax=45&sort=relevance&page=1',
  '/api/studio/talents?gender=FEMALE&city=Iasi&ageMin=18&ageMax=30&sort=relevance&page=1',
];

/**
 * A name search alone (no filter narrows it): what decision 0024's contains-scan costs; reported,
 * not judged, so the decision can be revisited on figures.
 */
export const DIRECTORY_NAME_PATHS = [
  '/api/studio/talents?q=ana&page=1',
  '/api/studio/talents?q=popescu&page=1',
  '/api/studio/talents?q=stefan%20pop&page=1',
];

/**
 * First reads: 2,016 different searches (each city, both genders, 48 age ranges), more than the pages a
 * process keeps (1,000, decision 0024), cycled in order so that none is answered from a kept page:
 * what a search costs the first time it is made. Reported, not judged.
 */
export const DIRECTORY_FRESH_PATHS = CITIES.flatMap((city) =>
  (['FEMALE', 'MALE'] as const).flatMap((gender) =>
    Array.from(
      { length: 48 },
      (_, index) =>
        `/api/studio/talents?gender=${gender}&city=${encodeURIComponent(city)}&ageMin=${18 + index}&ageMax=${33 + index}&sort=relevance&page=1`,
    ),
  ),
);

export interface DirectoryRun {
  database: 'SQLite' | 'PostgreSQL';
  talents: number;
  seedSeconds: number;
  /** Total matches of each path, as the route answered them. */
  matches: number[];
  healthRps: number[];
  routeRps: number[];
  ratio: number;
  errors: number;
  /** The name searches alone (DIRECTORY_NAME_PATHS), measured the same way. */
  names: Pick<DirectoryRun, 'healthRps' | 'routeRps' | 'ratio' | 'errors'>;
  /** Searches made for the first time (DIRECTORY_FRESH_PATHS), measured the same way. */
  fresh: Pick<DirectoryRun, 'healthRps' | 'routeRps' | 'ratio' | 'errors'>;
  /** The statements of one search (page and count) and their plans. */
  plans: { sql: string; plan: string[] }[];
}

export interface DirectoryResult {
  paths: string[];
  runs: DirectoryRun[];
  verdicts: { name: string; value: number; budget: string; pass: boolean }[];
}

/** The statements one search of each path runs, read from the directory's repository itself, and their plans. */
async function plansOf(config: ReturnType<typeof loadConfig>): Promise<DirectoryRun['plans']> {
  let caught: CompiledQuery[] = [];
  const db = createDatabase(config.database, {
    log: (event) => {
      if (event.level === 'query') caught.push(event.query);
    },
  });
  try {
    const repository = new DirectoryRepository(db);
    const plans: DirectoryRun['plans'] = [];
    const explain = isPostgres(db) ? 'explain ' : 'explain query plan ';
    for (const path of [...DIRECTORY_PATHS, DIRECTORY_NAME_PATHS[0]!]) {
      const query = talentSearchQuerySchema.parse(
        Object.fromEntries(new URL(path, 'http://bench').searchParams),
      );
      caught = [];
      await repository.search(filtersOf(query, todayIsoDate()), query.sort, query.pageSize, 0);
      for (const statement of caught.splice(0)) {
        const { rows } = await db.executeQuery(
          CompiledQuery.raw(`${explain}${statement.sql}`, [...statement.parameters]),
        );
        plans.push({
          sql: statement.sql,
          plan: rows.map((row) => {
            const record = row as Record<string, unknown>;
            return String(record['QUERY PLAN'] ?? record.detail ?? JSON.stringify(record));
          }),
        });
      }
      caught = [];
    }
    return plans;
  } finally {
    await db.destroy();
  }
}

async function runOn(
  database: DirectoryRun['database'],
  databaseUrl: string | undefined,
): Promise<DirectoryRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-directory-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    let seedSeconds: number;
    const email = `bench.director.${Date.now()}@example.com`;
    // The container migrates the scratch database and builds the demo seed on the owners' services.
    const container = await createContainer(config, {
      log: createLogger({ logLevel: 'warn' }, process.stderr),
      background: false,
    });
    try {
      const started = performance.now();
      await seedSyntheticTalents(container.demo, DIRECTORY_TALENTS);
      seedSeconds = round((performance.now() - started) / 1000);
      console.info(
        `${database}: seeded ${DIRECTORY_TALENTS.toLocaleString('en')} talents in ${seedSeconds} s`,
      );
      await seedDirectorWithCasting(container.db, email, PASSWORD);
    } finally {
      await container.stop();
    }
    const plans = await plansOf(config);
    const server = await startServer({
      dataDir,
      port: PORT,
      ...(databaseUrl ? { databaseUrl } : {}),
      // Its startup sweeps read every profile once; a busy machine took more than the default 15 s.
      startTimeoutMs: 60_000,
      // The server's own default log level, as the castings ratio measures it.
      env: { LOG_LEVEL: loadConfig({ DATA_DIR: dataDir }).logLevel },
    });
    try {
      const login = await fetch(`${server.origin}/api/staff/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (!login.ok) throw new Error(`staff login ${login.status}: ${await login.text()}`);
      const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
      const headers = { authorization: `Bearer ${accessToken}` };
      const matches: number[] = [];
      for (const path of DIRECTORY_PATHS) {
        const answer = await fetch(`${server.origin}${path}`, { headers });
        if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
        matches.push(((await answer.json()) as { meta: { total: number } }).meta.total);
      }
      const rounds = await ratioRounds(server.origin, DIRECTORY_PATHS, headers);
      const names = await ratioRounds(server.origin, DIRECTORY_NAME_PATHS, headers);
      const fresh = await ratioRounds(server.origin, DIRECTORY_FRESH_PATHS, headers);
      console.table([
        { database, ...rounds, matches: matches.join(', ') },
        { database: `${database}, names`, ...names },
        { database: `${database}, first reads`, ...fresh },
      ]);
      return { database, talents: DIRECTORY_TALENTS, seedSeconds, matches, ...rounds, names, fresh, plans };
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function directoryBench(databases: readonly string[]): Promise<DirectoryResult> {
  const runs: DirectoryRun[] = [];
  if (databases.includes('sqlite')) runs.push(await runOn('SQLite', undefined));
  if (databases.includes('postgres')) runs.push(await withPostgres((url) => runOn('PostgreSQL', url)));
  const verdicts = runs.flatMap((run) => [
    {
      name: `GET /api/studio/talents (filtered) ÷ /api/health req/s, ${run.talents.toLocaleString('en')} talents, ${run.database}`,
      value: run.ratio,
      budget: `≥ ${DIRECTORY_RATIO_GOAL.toFixed(2)}`,
      pass: run.ratio >= DIRECTORY_RATIO_GOAL,
    },
    {
      name: `directory errors, ${run.database}`,
      value: run.errors,
      budget: '0',
      pass: run.errors === 0,
    },
  ]);
  return { paths: DIRECTORY_PATHS, runs, verdicts };
}

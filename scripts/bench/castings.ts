// GET /api/castings (pages and filters) and /api/castings/search at a fixed 500 req/s (evenly spaced, see
// pacer.ts) on scratch SQLite
// databases of 1,000, 10,000 and 100,000 castings (DESIGN §5); at 10,000 the list's throughput as a
// share of the bare health route's, and a matching search's on the demo catalogue and at 100,000
// (castings-throughput.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../apps/api/src/config';
import { createContainer } from '../../apps/api/src/container';
import { createLogger } from '../../apps/api/src/logger';
import { seedSyntheticCastings } from '../../apps/api/src/modules/demo/synthetic-castings';
import { castingsThroughput, type ThroughputResult, type ThroughputTarget } from './castings-throughput';
import { percentile, registerTalent, round, startServer, stopServer } from './common';
import { type PlannedRequest, paced } from './pacer';

export const CASTINGS_RATE = 500;
export const BUDGET_P99_MS = 25;
export const BUDGET_100K_RATIO = 1.5;
const PORT = 3900;
/** The list's throughput ratio is measured at DESIGN §5's size (or the largest size run when it is not). */
const THROUGHPUT_SIZE = 10_000;
/** A matching search's is measured on the demo catalogue and at this size (or the largest size run). */
const SEARCH_THROUGHPUT_SIZE = 100_000;
/** Decision 0013: the list at least this share of the bare health route's throughput. */
export const LIST_RATIO_GOAL = 0.3;
/** DESIGN §5, issue 30 point 15: a search that matches at least this share. */
export const SEARCH_RATIO_GOAL = 0.25;

export interface CastingsRow {
  castings: number;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface CastingsResult {
  rate: number;
  seconds: number;
  rows: CastingsRow[];
  seedSeconds: Record<string, number>;
  /** Closed-loop throughput ÷ /api/health's, one server each, one run (castings-throughput.ts). */
  throughput: ThroughputResult[];
  verdicts: { name: string; value: number; budget: string; pass: boolean }[];
}

export async function seedCastings(databaseUrl: string | undefined, dataDir: string, castings: number) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // The container migrates the scratch database and builds the demo seed on the owners' services.
  const container = await createContainer(config, {
    log: createLogger({ logLevel: 'warn' }, process.stderr),
    background: false,
  });
  try {
    const started = performance.now();
    await seedSyntheticCastings(container.demo, castings);
    const seconds = (performance.now() - started) / 1000;
    const published = await container.db
      .selectFrom('castings')
      .select(['id', 'slug'])
      .where('status', '=', 'PUBLISHED')
      .orderBy('id')
      .execute();
    return { seconds, published };
  } finally {
    await container.stop();
  }
}

const listPaths = [
  '/api/castings?page=1&pageSize=12',
  '/api/castings?page=2&pageSize=12',
  '/api/castings?location=Cluj-Napoca&page=1',
  '/api/castings?projectType=COMMERCIAL&page=1',
  '/api/castings?minRemuneration=200&maxRemuneration=2000&page=1',
  '/api/castings?location=Bucuresti&projectType=TV_SERIES&page=1',
];
const searchPaths = [
  '/api/castings/search?q=bucuresti',
  '/api/castings/search?q=figuranti',
  '/api/castings/search?q=reclama%20cluj',
];
/**
 * Matching searches for the throughput ratio: the word (a prefix of actor and actori: 13 demo
 * castings, about a fifth of the synthetic ones), its second page, and the fixed-rate run's queries.
 */
const matchingSearchPaths = [
  '/api/castings/search?q=actor',
  '/api/castings/search?q=actor&page=2',
  ...searchPaths,
];
const listTarget = (castings: number): ThroughputTarget => ({
  route: 'GET /api/castings',
  catalogue: `${castings.toLocaleString('en')} castings`,
  paths: listPaths,
  goal: LIST_RATIO_GOAL,
});
const searchTarget = (catalogue: string): ThroughputTarget => ({
  route: 'GET /api/castings/search',
  catalogue,
  paths: matchingSearchPaths,
  goal: SEARCH_RATIO_GOAL,
});

async function drive(origin: string, token: string, paths: string[], seconds: number) {
  let turn = 0;
  const next = (): PlannedRequest => ({
    scenario: 'castings',
    method: 'GET',
    path: paths[turn++ % paths.length]!,
    headers: { authorization: `Bearer ${token}` },
  });
  // A short warm-up first so the page cache and JIT are not what is measured.
  await paced(origin, CASTINGS_RATE, 2, next, () => {});
  const latencies: number[] = [];
  let errors = 0;
  await paced(origin, CASTINGS_RATE, seconds, next, (outcome) => {
    latencies.push(outcome.ms);
    if (outcome.status < 200 || outcome.status >= 300) errors += 1;
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    errors,
  };
}

export async function castingsBench(sizes: number[], seconds: number): Promise<CastingsResult> {
  const rows: CastingsRow[] = [];
  const seedSeconds: Record<string, number> = {};
  const throughputSize = sizes.includes(THROUGHPUT_SIZE) ? THROUGHPUT_SIZE : Math.max(...sizes);
  const searchSize = sizes.includes(SEARCH_THROUGHPUT_SIZE) ? SEARCH_THROUGHPUT_SIZE : Math.max(...sizes);
  const throughput: ThroughputResult[] = [];
  const measure = async (...args: Parameters<typeof castingsThroughput>) => {
    const result = await castingsThroughput(...args);
    console.table([{ ...result, paths: result.paths.length }]);
    throughput.push(result);
  };
  const demoDir = mkdtempSync(join(tmpdir(), 'talent-bench-demo-'));
  try {
    await measure(demoDir, PORT, searchTarget('the demo catalogue'), true);
  } finally {
    rmSync(demoDir, { recursive: true, force: true });
  }
  for (const castings of sizes) {
    const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-'));
    try {
      const seeded = await seedCastings(undefined, dataDir, castings);
      seedSeconds[castings] = Number(seeded.seconds.toFixed(1));
      console.info(`Seeded ${castings.toLocaleString('en')} castings in ${seeded.seconds.toFixed(1)} s`);
      const server = await startServer({ dataDir, port: PORT });
      try {
        const { accessToken } = await registerTalent(server.origin, `bench.${Date.now()}@example.com`);
        for (const [scenario, paths] of [
          ['GET /api/castings', listPaths],
          ['GET /api/castings/search', searchPaths],
        ] as const) {
          rows.push({ castings, scenario, ...(await drive(server.origin, accessToken, paths, seconds)) });
        }
      } finally {
        await stopServer(server);
      }
      if (castings === throughputSize) await measure(dataDir, PORT, listTarget(castings));
      if (castings === searchSize) {
        await measure(dataDir, PORT, searchTarget(`${castings.toLocaleString('en')} castings`));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.table(rows);

  const verdicts: CastingsResult['verdicts'] = [];
  const at = (castings: number, scenario: string) =>
    rows.find((row) => row.castings === castings && row.scenario === scenario);
  const list10k = at(10_000, 'GET /api/castings');
  if (list10k)
    verdicts.push({
      name: 'GET /api/castings p99 at 10,000 castings (ms)',
      value: list10k.p99,
      budget: `≤ ${BUDGET_P99_MS}`,
      pass: list10k.p99 <= BUDGET_P99_MS,
    });
  const list1k = at(1_000, 'GET /api/castings');
  const list100k = at(100_000, 'GET /api/castings');
  if (list1k && list100k) {
    const ratio = Number((list100k.p99 / Math.max(list1k.p99, 1)).toFixed(2));
    verdicts.push({
      name: 'GET /api/castings p99 at 100,000 ÷ at 1,000',
      value: ratio,
      budget: `≤ ${BUDGET_100K_RATIO}×`,
      pass: ratio <= BUDGET_100K_RATIO,
    });
  }
  for (const measured of throughput)
    verdicts.push({
      name: `${measured.route} ÷ /api/health req/s, closed loop, ${measured.catalogue}`,
      value: measured.ratio,
      budget: `≥ ${measured.goal.toFixed(2)}`,
      pass: measured.ratio >= measured.goal,
    });
  const errors =
    rows.reduce((sum, row) => sum + row.errors, 0) +
    throughput.reduce((sum, measured) => sum + measured.errors, 0);
  verdicts.push({
    name: 'errors (non-2xx, socket, timeouts)',
    value: errors,
    budget: '0',
    pass: errors === 0,
  });
  return { rate: CASTINGS_RATE, seconds, rows, seedSeconds, throughput, verdicts };
}

// Mixed load (issue item 6): browse, search, detail, apply and profile reads against the built server on
// 10,000 castings and a pool of registered talents, first at full speed to find the capacity, then for
// BENCH_LOAD_SECONDS at a fixed rate of 70% of it. Zero errors, p99 within budget and a flat RSS pass.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedCastings } from './castings';
import {
  percentile,
  registerTalent,
  round,
  rssMb,
  type Server,
  startServer,
  stopServer,
  type Talent,
} from './common';
import { closedLoop, type Outcome, type PlannedRequest, paced } from './pacer';

const PORT = 3902;
/** DESIGN §5 budgets GET /api/castings at 25 ms p99; the mix is held to the same figure, every scenario. */
export const BUDGET_LOAD_P99_MS = 25;
/** RSS over the last 10 s may exceed that over the first 10 s by at most this fraction. */
export const MEMORY_GROWTH_LIMIT = 0.1;
const LOAD_FRACTION = 0.7;
const CAPACITY_SECONDS = 10;
const CASTINGS = Number(process.env.BENCH_LOAD_CASTINGS ?? 10_000);
const TALENTS = Number(process.env.BENCH_LOAD_TALENTS ?? 100);

type Scenario = 'browse' | 'search' | 'detail' | 'apply' | 'profile';
/** Shares of the mix: mostly reading the catalogue, a few applications. */
const WEIGHTS: Record<Scenario, number> = { browse: 40, search: 20, detail: 25, apply: 5, profile: 10 };

const BROWSE = [
  '/api/castings?page=1&pageSize=12',
  '/api/castings?page=2&pageSize=12',
  '/api/castings?page=5&pageSize=12',
  '/api/castings?location=Cluj-Napoca&page=1',
  '/api/castings?projectType=COMMERCIAL&page=1',
  '/api/castings?minRemuneration=200&maxRemuneration=2000&page=1',
  '/api/castings?location=Bucuresti&projectType=TV_SERIES&page=1',
  '/api/castings?location=Iasi&page=2',
];
const SEARCH = [
  '/api/castings/search?q=bucuresti',
  '/api/castings/search?q=figuranti',
  '/api/castings/search?q=reclama%20cluj',
  '/api/castings/search?q=dansatori',
  '/api/castings/search?q=modele%20timisoara',
];

export interface ScenarioStats {
  scenario: string;
  /** Percent of the mix. */
  share: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

export interface LoadResult {
  database: 'SQLite' | 'PostgreSQL';
  castings: number;
  talents: number;
  capacityRps: number;
  targetRps: number;
  seconds: number;
  scenarios: ScenarioStats[];
  overall: ScenarioStats;
  memory: {
    firstMb: number;
    lastMb: number;
    growth: number;
    limit: number;
    flat: boolean;
    samples: number[];
  };
  budgetP99Ms: number;
  errorSamples: string[];
  pass: boolean;
}

/** The mix as one endless sequence; `apply` hands out (talent, casting) pairs that were never used. */
function mix(talents: Talent[], published: { id: string; slug: string }[]) {
  let turn = 0;
  let reader = 0;
  let applications = 0;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const get = (scenario: Scenario, path: string): PlannedRequest => {
    const who = talents[reader++ % talents.length]!;
    return { scenario, method: 'GET', path, headers: { authorization: `Bearer ${who.accessToken}` } };
  };
  const make: Record<Scenario, () => PlannedRequest> = {
    browse: () => get('browse', pick(BROWSE)),
    search: () => get('search', pick(SEARCH)),
    detail: () => get('detail', `/api/castings/slug/${pick(published).slug}`),
    profile: () => get('profile', '/api/profiles/me'),
    apply: () => {
      // Pair n is talent n mod T with casting ⌊n / T⌋: no pair twice, so no 409.
      const n = applications++;
      const who = talents[n % talents.length]!;
      const casting = published[Math.floor(n / talents.length) % published.length]!;
      return {
        scenario: 'apply',
        method: 'POST',
        path: '/api/applications',
        headers: { authorization: `Bearer ${who.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ castingId: casting.id, talentProfileId: who.profileId, message: 'Bench' }),
      };
    },
  };
  // 20 turns in the weights' proportions, interleaved: browse, search, detail, browse, profile, …
  const cycle: Scenario[] = [];
  const left = Object.fromEntries(Object.entries(WEIGHTS).map(([key, weight]) => [key, weight / 5]));
  while (cycle.length < 20)
    for (const scenario of Object.keys(WEIGHTS) as Scenario[])
      if ((left[scenario] ?? 0) > 0) {
        cycle.push(scenario);
        left[scenario]! -= 1;
      }
  return () => make[cycle[turn++ % cycle.length]!]();
}

async function fixedRate(server: Server, next: () => PlannedRequest, targetRps: number, seconds: number) {
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const errorSamples: string[] = [];
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(round(rssMb(server.pid))), 1000);
  for (const scenario of Object.keys(WEIGHTS)) {
    latencies.set(scenario, []);
    errors.set(scenario, 0);
  }
  await paced(server.origin, targetRps, seconds, next, (outcome: Outcome) => {
    latencies.get(outcome.scenario)!.push(outcome.ms);
    if (outcome.status < 200 || outcome.status >= 300) {
      errors.set(outcome.scenario, errors.get(outcome.scenario)! + 1);
      if (errorSamples.length < 5)
        errorSamples.push(`${outcome.scenario}: ${outcome.error ?? `HTTP ${outcome.status}`}`);
    }
  });
  clearInterval(sampler);
  const stats = (scenario: string, values: number[], failed: number): ScenarioStats => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      scenario,
      share: scenario === 'overall' ? 100 : (WEIGHTS[scenario as Scenario] ?? 0),
      requests: values.length,
      rps: round(values.length / seconds),
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
      errors: failed,
    };
  };
  const scenarioStats = [...latencies.entries()].map(([scenario, values]) =>
    stats(scenario, values, errors.get(scenario)!),
  );
  const overall = stats(
    'overall',
    [...latencies.values()].flat(),
    scenarioStats.reduce((sum, row) => sum + row.errors, 0),
  );
  return { scenarioStats, overall, samples, errorSamples };
}

export async function loadBench(
  database: 'SQLite' | 'PostgreSQL',
  databaseUrl: string | undefined,
  seconds: number,
): Promise<LoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-load-'));
  try {
    const { published } = await seedCastings(databaseUrl, dataDir, CASTINGS);
    const server = await startServer({ dataDir, port: PORT, ...(databaseUrl ? { databaseUrl } : {}) });
    try {
      const stamp = Date.now();
      const talents: Talent[] = [];
      // Registration hashes a password (argon2): a few at a time.
      for (let start = 0; start < TALENTS; start += 4) {
        const batch = Array.from({ length: Math.min(4, TALENTS - start) }, (_, index) =>
          registerTalent(server.origin, `load.${stamp}.${start + index}@example.com`),
        );
        talents.push(...(await Promise.all(batch)));
      }
      const next = mix(talents, published);
      // Warm-up (JIT, page cache), then the capacity: the mix as fast as 16 connections go.
      await closedLoop(server.origin, 8, 3, next);
      const measured = await closedLoop(server.origin, 16, CAPACITY_SECONDS, next);
      if (measured.errors > 0)
        console.warn(`${database}: ${measured.errors} errors while measuring capacity`);
      const capacityRps = Math.round(measured.rps);
      const targetRps = Math.round(capacityRps * LOAD_FRACTION);
      console.info(
        `${database}: capacity ${capacityRps} req/s of the mix; ${targetRps} req/s for ${seconds} s`,
      );
      const { scenarioStats, overall, samples, errorSamples } = await fixedRate(
        server,
        next,
        targetRps,
        seconds,
      );
      const window = Math.min(10, Math.floor(samples.length / 2));
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
      const firstMb = round(mean(samples.slice(0, window)));
      const lastMb = round(mean(samples.slice(-window)));
      const growth = round((lastMb - firstMb) / firstMb, 3);
      const memory = {
        firstMb,
        lastMb,
        growth,
        limit: MEMORY_GROWTH_LIMIT,
        flat: growth <= MEMORY_GROWTH_LIMIT,
        samples,
      };
      const pass =
        overall.errors === 0 &&
        scenarioStats.every((row) => row.p99 <= BUDGET_LOAD_P99_MS) &&
        overall.p99 <= BUDGET_LOAD_P99_MS &&
        memory.flat;
      const result: LoadResult = {
        database,
        castings: CASTINGS,
        talents: TALENTS,
        capacityRps,
        targetRps,
        seconds,
        scenarios: scenarioStats,
        overall,
        memory,
        budgetP99Ms: BUDGET_LOAD_P99_MS,
        errorSamples,
        pass,
      };
      console.table([...scenarioStats, overall]);
      console.info(
        `${database} RSS: first 10 s ${firstMb} MB, last 10 s ${lastMb} MB (${(growth * 100).toFixed(1)}%)`,
      );
      return result;
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

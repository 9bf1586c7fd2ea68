// A castings route's throughput as a share of the bare health route's, both measured in one run against
// one server, the same way (closed loop, the same connections), with the server's default log level
// (DESIGN §5: on a shared machine a server figure is stated as a ratio to a baseline of the same run;
// issue 18 point 8 and decision 0013 for the list, issue 30 point 15 and decision 0021 for search).
// Rounds alternate the two routes, so a slow spell of the machine falls on both; each route's figure is
// its median round.
import { loadConfig } from '../../apps/api/src/config';
import { registerTalent, round, startServer, stopServer } from './common';
import { closedLoop, type PlannedRequest } from './pacer';

const CONNECTIONS = 16;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const WARM_UP_SECONDS = 2;
/** The caller applies to this many castings of the first answer, so answers carry an own part. */
const OWN_APPLICATIONS = 2;

export interface ThroughputResult {
  /** The route measured against /api/health, e.g. `GET /api/castings/search`. */
  route: string;
  /** The database: `10,000 castings`, or `the demo catalogue`. */
  catalogue: string;
  /** PUBLISHED castings in it. */
  published: number;
  /** Cycled one after another by every connection. */
  paths: string[];
  connections: number;
  roundSeconds: number;
  logLevel: string;
  healthRps: number[];
  routeRps: number[];
  /** Median route round ÷ median health round. */
  ratio: number;
  /** The ratio DESIGN §5 or a decision asks for at least. */
  goal: number;
  errors: number;
}

export interface ThroughputTarget {
  route: string;
  catalogue: string;
  paths: readonly string[];
  goal: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Applies to the first castings `path` answers, which must be open to applications. */
async function applyToFirstAnswer(
  origin: string,
  path: string,
  accessToken: string,
  profileId: string,
): Promise<number> {
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const page = await fetch(`${origin}${path}`, { headers });
  const { data } = (await page.json()) as { data: { id: string }[] };
  for (const casting of data.slice(0, OWN_APPLICATIONS)) {
    const response = await fetch(`${origin}/api/applications`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ castingId: casting.id, talentProfileId: profileId, message: 'Bench' }),
    });
    if (response.status !== 201) throw new Error(`apply ${response.status}: ${await response.text()}`);
  }
  const all = await fetch(`${origin}/api/castings?pageSize=1`, { headers });
  return ((await all.json()) as { meta: { total: number } }).meta.total;
}

/**
 * `paths` (cycled, with `headers`) against `/api/health` on the running server at `origin`: after a warm-up
 * of each, ROUNDS rounds alternating the two; the ratio of their median rounds.
 */
export async function ratioRounds(
  origin: string,
  paths: readonly string[],
  headers: Record<string, string>,
): Promise<Pick<ThroughputResult, 'healthRps' | 'routeRps' | 'ratio' | 'errors'>> {
  let turn = 0;
  const measured = (): PlannedRequest => ({
    scenario: 'route',
    method: 'GET',
    path: paths[turn++ % paths.length]!,
    headers,
  });
  const health = (): PlannedRequest => ({
    scenario: 'health',
    method: 'GET',
    path: '/api/health',
    headers: {},
  });
  await closedLoop(origin, CONNECTIONS, WARM_UP_SECONDS, health);
  await closedLoop(origin, CONNECTIONS, WARM_UP_SECONDS, measured);
  const healthRps: number[] = [];
  const routeRps: number[] = [];
  let errors = 0;
  for (let index = 0; index < ROUNDS; index++) {
    for (const [next, readings] of [
      [health, healthRps],
      [measured, routeRps],
    ] as const) {
      const result = await closedLoop(origin, CONNECTIONS, ROUND_SECONDS, next);
      readings.push(Math.round(result.rps));
      errors += result.errors;
    }
  }
  return { healthRps, routeRps, ratio: round(median(routeRps) / median(healthRps), 2), errors };
}

/**
 * `target.paths` cycled against `/api/health` on a server of the database in `dataDir` (scratch, or
 * empty and seeded with the demo catalogue by the server itself when `seedDemo`).
 */
export async function castingsThroughput(
  dataDir: string,
  port: number,
  target: ThroughputTarget,
  seedDemo = false,
): Promise<ThroughputResult> {
  // The server's own default (config.ts), not the warn level the other parts start it with.
  const logLevel = loadConfig({ DATA_DIR: dataDir }).logLevel;
  const server = await startServer({
    dataDir,
    port,
    seedDemo,
    // The demo seed generates its cover images and portraits first; a busy machine took more than the
    // default 15 s to start on 100,000 castings.
    startTimeoutMs: seedDemo ? 120_000 : 60_000,
    env: { LOG_LEVEL: logLevel },
  });
  try {
    const talent = await registerTalent(server.origin, `bench.ratio.${Date.now()}@example.com`);
    const published = await applyToFirstAnswer(
      server.origin,
      target.paths[0]!,
      talent.accessToken,
      talent.profileId,
    );
    const rounds = await ratioRounds(server.origin, target.paths, {
      authorization: `Bearer ${talent.accessToken}`,
    });
    return {
      route: target.route,
      catalogue: target.catalogue,
      published,
      paths: [...target.paths],
      connections: CONNECTIONS,
      roundSeconds: ROUND_SECONDS,
      logLevel,
      ...rounds,
      goal: target.goal,
    };
  } finally {
    await stopServer(server);
  }
}

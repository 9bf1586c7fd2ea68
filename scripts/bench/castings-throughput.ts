// The castings list's throughput as a share of the bare health route's, both measured in one run against
// one server, the same way (closed loop, the same connections), with the server's default log level
// (DESIGN §5: on a shared machine a server figure is stated as a ratio to a baseline of the same run;
// issue 18 point 8, decision 0013). Rounds alternate the two routes, so a slow spell of the machine
// falls on both; each route's figure is its median round.
import { loadConfig } from '../../apps/api/src/config';
import { registerTalent, round, startServer, stopServer } from './common';
import { closedLoop, type PlannedRequest } from './pacer';

export const THROUGHPUT_RATIO_GOAL = 0.3;
const CONNECTIONS = 16;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const WARM_UP_SECONDS = 2;
/** The caller applies to this many castings of the first page, so answers carry an own part. */
const OWN_APPLICATIONS = 2;

export interface ThroughputResult {
  castings: number;
  connections: number;
  roundSeconds: number;
  logLevel: string;
  healthRps: number[];
  listRps: number[];
  /** Median list round ÷ median health round. */
  ratio: number;
  errors: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function applyToFirstPage(origin: string, accessToken: string, profileId: string): Promise<void> {
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const page = await fetch(`${origin}/api/castings?page=1&pageSize=12`, { headers });
  const { data } = (await page.json()) as { data: { id: string }[] };
  for (const casting of data.slice(0, OWN_APPLICATIONS)) {
    const response = await fetch(`${origin}/api/applications`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ castingId: casting.id, talentProfileId: profileId, message: 'Bench' }),
    });
    if (response.status !== 201) throw new Error(`apply ${response.status}: ${await response.text()}`);
  }
}

/** `listPaths` cycled against `/api/health` on a server of the scratch database in `dataDir`. */
export async function castingsThroughput(
  dataDir: string,
  port: number,
  castings: number,
  listPaths: readonly string[],
): Promise<ThroughputResult> {
  // The server's own default (config.ts), not the warn level the other parts start it with.
  const logLevel = loadConfig({ DATA_DIR: dataDir }).logLevel;
  const server = await startServer({ dataDir, port, env: { LOG_LEVEL: logLevel } });
  try {
    const talent = await registerTalent(server.origin, `bench.ratio.${Date.now()}@example.com`);
    await applyToFirstPage(server.origin, talent.accessToken, talent.profileId);
    const headers = { authorization: `Bearer ${talent.accessToken}` };
    let turn = 0;
    const list = (): PlannedRequest => ({
      scenario: 'list',
      method: 'GET',
      path: listPaths[turn++ % listPaths.length]!,
      headers,
    });
    const health = (): PlannedRequest => ({
      scenario: 'health',
      method: 'GET',
      path: '/api/health',
      headers: {},
    });

    await closedLoop(server.origin, CONNECTIONS, WARM_UP_SECONDS, health);
    await closedLoop(server.origin, CONNECTIONS, WARM_UP_SECONDS, list);
    const healthRps: number[] = [];
    const listRps: number[] = [];
    let errors = 0;
    for (let index = 0; index < ROUNDS; index++) {
      for (const [next, readings] of [
        [health, healthRps],
        [list, listRps],
      ] as const) {
        const measured = await closedLoop(server.origin, CONNECTIONS, ROUND_SECONDS, next);
        readings.push(Math.round(measured.rps));
        errors += measured.errors;
      }
    }
    return {
      castings,
      connections: CONNECTIONS,
      roundSeconds: ROUND_SECONDS,
      logLevel,
      healthRps,
      listRps,
      ratio: round(median(listRps) / median(healthRps), 2),
      errors,
    };
  } finally {
    await stopServer(server);
  }
}

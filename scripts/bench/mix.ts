// The mixed traffic of the load benchmark (scripts/bench/load.ts) and of its shortened form in `npm test`
// (apps/api/src/security/load.test.ts): the scenarios, their shares, the requests each one sends, and a
// run of that mix at a fixed rate through the open-loop pacer with the server's RSS sampled each second.
import { round, rssMb } from './common';
import { type Outcome, type PlannedRequest, paced } from './pacer';

export type Scenario = 'browse' | 'search' | 'detail' | 'apply' | 'profile';
/** Shares of the mix in percent: mostly reading the catalogue, a few applications. */
export const WEIGHTS: Record<Scenario, number> = {
  browse: 40,
  search: 20,
  detail: 25,
  apply: 5,
  profile: 10,
};
export const SCENARIOS = Object.keys(WEIGHTS) as Scenario[];

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

/** A signed-in talent of the mix: its access token and own talent profile. */
export interface MixTalent {
  accessToken: string;
  profileId: string;
}

/**
 * The mix as one endless sequence; `apply` hands out (talent, casting) pairs that were never used:
 * application n is talent n mod T's to casting ⌊n / T⌋, so talent i has made ⌈(n − i) / T⌉ of the
 * first n (no pair twice, so no 409).
 */
export function mix(talents: MixTalent[], published: { id: string; slug: string }[]) {
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
    for (const scenario of SCENARIOS)
      if ((left[scenario] ?? 0) > 0) {
        cycle.push(scenario);
        left[scenario]! -= 1;
      }
  return () => make[cycle[turn++ % cycle.length]!]();
}

export interface MixRun {
  /** Milliseconds from a request leaving to the end of its answer, per scenario. */
  latencies: Record<Scenario, number[]>;
  /** Answers that were not 2xx, sockets that failed and timeouts, per scenario. */
  errors: Record<Scenario, number>;
  /** The first five failures, e.g. "apply: HTTP 400 {…}". */
  errorSamples: string[];
  /** The server process's resident memory in MB, sampled once a second. */
  rssSamples: number[];
  /** How late each measured request left its planned moment, in ms (see Outcome.lateMs). */
  lateness: number[];
}

/**
 * `rate` requests per second of the mix for `seconds`, evenly spaced (open loop), after `warmUpSeconds`
 * of the same stream whose latencies are not kept (its failures are: an error is an error).
 */
export async function runMix(
  server: { origin: string; pid: number },
  next: () => PlannedRequest,
  rate: number,
  seconds: number,
  warmUpSeconds = 0,
): Promise<MixRun> {
  const run: MixRun = {
    latencies: { browse: [], search: [], detail: [], apply: [], profile: [] },
    errors: { browse: 0, search: 0, detail: 0, apply: 0, profile: 0 },
    errorSamples: [],
    rssSamples: [],
    lateness: [],
  };
  let sampler: NodeJS.Timeout | undefined;
  const sampleRss = () => {
    sampler = setInterval(() => run.rssSamples.push(round(rssMb(server.pid))), 1000);
  };
  const warmedUp = setTimeout(sampleRss, warmUpSeconds * 1000);
  try {
    await paced(
      server.origin,
      rate,
      seconds,
      next,
      (outcome: Outcome, measured: boolean) => {
        const scenario = outcome.scenario as Scenario;
        if (measured) {
          run.latencies[scenario].push(outcome.ms);
          run.lateness.push(outcome.lateMs ?? 0);
        }
        if (outcome.status < 200 || outcome.status >= 300) {
          run.errors[scenario] += 1;
          if (run.errorSamples.length < 5)
            run.errorSamples.push(
              `${scenario}: ${outcome.error ?? `HTTP ${outcome.status} ${outcome.body ?? ''}`.trim()}`,
            );
        }
      },
      warmUpSeconds,
    );
  } finally {
    clearTimeout(warmedUp);
    clearInterval(sampler);
  }
  return run;
}

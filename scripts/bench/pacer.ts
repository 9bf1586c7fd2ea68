// An open-loop load generator: requests leave at evenly spaced moments whatever the answers do, so a
// "fixed rate" means one request every 1/rate s. (autocannon's overallRate lets each connection send its
// share of the second at once and then wait for the next second: bursts at full speed, then silence,
// which measures a queue rather than the server at that rate.) Also a closed loop for capacity.
import http from 'node:http';

export interface PlannedRequest {
  scenario: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Outcome {
  scenario: string;
  /** From the request leaving to the last byte of the answer. */
  ms: number;
  status: number;
  error?: string;
  /** The start of the answer's body when the status is not 2xx, to say why. */
  body?: string;
  /**
   * Open loop only: how long after its planned moment the request left. `ms` counts from leaving, so a
   * load generator that stalls (its own process, or the whole machine) shows here and not in `ms`.
   */
  lateMs?: number;
}

function send(agent: http.Agent, origin: URL, planned: PlannedRequest): Promise<Outcome> {
  return new Promise((done) => {
    const started = performance.now();
    const request = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: planned.method,
        path: planned.path,
        headers: planned.body
          ? { ...planned.headers, 'content-length': Buffer.byteLength(planned.body) }
          : planned.headers,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let body = '';
        if (status >= 200 && status < 300) response.resume();
        else
          response.on('data', (chunk: Buffer) => {
            body = (body + String(chunk)).slice(0, 300);
          });
        response.on('end', () =>
          done({
            scenario: planned.scenario,
            ms: performance.now() - started,
            status,
            ...(body ? { body } : {}),
          }),
        );
        response.on('error', (error) =>
          done({
            scenario: planned.scenario,
            ms: performance.now() - started,
            status: 0,
            error: error.message,
          }),
        );
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error('timeout after 10 s')));
    request.on('error', (error) =>
      done({ scenario: planned.scenario, ms: performance.now() - started, status: 0, error: error.message }),
    );
    request.end(planned.body);
  });
}

/**
 * `rate` requests per second for `seconds`, evenly spaced; every outcome goes to `record`. With
 * `warmUpSeconds`, the same stream starts that much earlier and the requests that leave in it reach
 * `record` with `measured` false: the measured part then starts on warm connections at the rate, not with one TCP connection
 * opened per request while the first answers are still on their way.
 */
export async function paced(
  origin: string,
  rate: number,
  seconds: number,
  next: () => PlannedRequest,
  record: (outcome: Outcome, measured: boolean) => void,
  warmUpSeconds = 0,
): Promise<void> {
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const unrecorded = Math.round(rate * warmUpSeconds);
  const total = unrecorded + Math.round(rate * seconds);
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  const started = performance.now();
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
      while (sent < due) {
        sent += 1;
        const measured = sent > unrecorded;
        const lateMs = performance.now() - (started + (sent / rate) * 1000);
        const pending = send(agent, url, next()).then((outcome) => record({ ...outcome, lateMs }, measured));
        inFlight.add(pending);
        void pending.finally(() => inFlight.delete(pending));
      }
      if (sent >= total) {
        clearInterval(timer);
        done();
      }
    }, 1);
  });
  await Promise.all(inFlight);
  agent.destroy();
}

/** As many requests as `workers` connections carry, one after another each, for `seconds`: req/s. */
export async function closedLoop(
  origin: string,
  workers: number,
  seconds: number,
  next: () => PlannedRequest,
): Promise<{ rps: number; errors: number }> {
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let completed = 0;
  let errors = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const outcome = await send(agent, url, next());
      completed += 1;
      if (outcome.status < 200 || outcome.status >= 300) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  agent.destroy();
  return { rps: completed / ((performance.now() - started) / 1000), errors };
}

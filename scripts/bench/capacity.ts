// The mix's capacity for the load run (issue item 6): the highest evenly spaced rate the server keeps up
// with, found in steps. The timed run sends its requests at evenly spaced moments, one at a time; a closed
// loop (16 connections, each sending as soon as its last answer arrives) keeps work queued and lets the
// server answer several requests per wake-up, so it reads more than the server sustains at evenly spaced
// moments, and by a margin that moves with the machine (decision 0007, point 2). The closed-loop
// readings are still taken: the steps start from them, and the report shows them.
import { percentile, round } from './common';
import { closedLoop, type PlannedRequest, paced } from './pacer';

const CLOSED_LOOP_RUNS = 3;
const CLOSED_LOOP_SECONDS = 5;
const CLOSED_LOOP_CONNECTIONS = 16;
/** Each step: this long unmeasured at the step's rate (warm connections), then the measured seconds. */
const STEP_WARM_UP_SECONDS = 1;
export const STEP_SECONDS = 4;
/**
 * The steps, in percent of the median closed-loop reading (one of three can read a quarter low on this
 * machine). The last step only bounds a run whose server never falls behind.
 */
export const FIRST_STEP_PERCENT = 50;
export const STEP_PERCENT = 5;
const LAST_STEP_PERCENT = 200;
/**
 * A step is kept up with when it has no errors and at least this share of the requests sent in its
 * measured seconds are answered within them: what is left unanswered at the end is the queue, and 1 %
 * of 4 s is 40 ms of arrivals.
 */
export const ANSWERED_IN_TIME = 0.99;

export interface CapacityStep {
  rps: number;
  sent: number;
  /** Answered before the step's measured seconds ended. */
  answeredInTime: number;
  errors: number;
  p50: number;
  p99: number;
  keptUp: boolean;
}

export interface Capacity {
  /** Req/s of each closed-loop run, the mix as fast as 16 keep-alive connections go. */
  closedLoopReadings: number[];
  /** Every step tried, in order; a step that was not kept up is tried once more before the search stops. */
  steps: CapacityStep[];
  /** The highest step kept up with. */
  rps: number;
}

async function step(origin: string, next: () => PlannedRequest, rps: number): Promise<CapacityStep> {
  const latencies: number[] = [];
  let errors = 0;
  let answeredInTime = 0;
  const started = performance.now();
  const windowEnd = started + (STEP_WARM_UP_SECONDS + STEP_SECONDS) * 1000;
  await paced(
    origin,
    rps,
    STEP_SECONDS,
    next,
    (outcome, measured) => {
      if (outcome.status < 200 || outcome.status >= 300) errors += 1;
      if (!measured) return;
      latencies.push(outcome.ms);
      if (performance.now() <= windowEnd) answeredInTime += 1;
    },
    STEP_WARM_UP_SECONDS,
  );
  const sent = latencies.length;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rps,
    sent,
    answeredInTime,
    errors,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    keptUp: errors === 0 && answeredInTime >= ANSWERED_IN_TIME * sent,
  };
}

export async function measureCapacity(
  origin: string,
  next: () => PlannedRequest,
  log: (line: string) => void,
): Promise<Capacity> {
  const closedLoopReadings: number[] = [];
  for (let run = 0; run < CLOSED_LOOP_RUNS; run++) {
    const measured = await closedLoop(origin, CLOSED_LOOP_CONNECTIONS, CLOSED_LOOP_SECONDS, next);
    if (measured.errors > 0) log(`${measured.errors} errors in a closed-loop run`);
    closedLoopReadings.push(Math.round(measured.rps));
  }
  const base = [...closedLoopReadings].sort((a, b) => a - b)[Math.floor(closedLoopReadings.length / 2)]!;
  const steps: CapacityStep[] = [];
  let capacity = 0;
  for (let percent = FIRST_STEP_PERCENT; percent <= LAST_STEP_PERCENT; percent += STEP_PERCENT) {
    const rps = Math.round((base * percent) / 100);
    // One more try before stopping: a single stall of this machine should not end the search early.
    let result = await step(origin, next, rps);
    steps.push(result);
    if (!result.keptUp) {
      result = await step(origin, next, rps);
      steps.push(result);
    }
    log(
      `step ${rps} req/s: ${result.answeredInTime} of ${result.sent} answered in time, p50 ${result.p50} ms, p99 ${result.p99} ms${result.keptUp ? '' : ', not kept up'}`,
    );
    if (!result.keptUp) break;
    capacity = rps;
  }
  // Not even the first step: what the server answered in it is the best estimate there is.
  if (capacity === 0) capacity = Math.round((steps.at(-1)?.answeredInTime ?? 0) / STEP_SECONDS);
  return { closedLoopReadings, steps, rps: capacity };
}

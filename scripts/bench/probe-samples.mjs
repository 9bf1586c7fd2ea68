// What the probes that run beside the mixed load (disk-flush-probe.mjs, cpu-speed-probe.mjs) share: take
// one sample every 100 ms for the given seconds, then print {count, p50, p99, max, ...extra} in ms as one
// JSON line for scripts/bench/load.ts. Plain JavaScript, so node runs the probes without a TS loader.

/** `sample()` (milliseconds) every 100 ms for `seconds`, sorted. */
export async function sampleEvery100ms(seconds, sample) {
  const times = [];
  const end = Date.now() + Number(seconds) * 1000;
  while (Date.now() < end) {
    times.push(sample());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return times.sort((a, b) => a - b);
}

/** Percentile `p` of sorted `times`. */
export const percentileOf = (times, p) =>
  times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;

export function printSummary(times, decimals, extra) {
  const ms = (value) => Number(value.toFixed(decimals));
  process.stdout.write(
    `${JSON.stringify({
      count: times.length,
      p50: ms(percentileOf(times, 50)),
      p99: ms(percentileOf(times, 99)),
      max: ms(times.at(-1) ?? 0),
      ...extra,
    })}\n`,
  );
}

// Run beside the load benchmark as a process of its own: how much CPU time a fixed piece of work (SHA-256
// of 512 KB) takes on this machine, every 100 ms for the given seconds. CPU time, not wall time: waiting
// for a core while the server and the load generator use both is not counted, so a rise means the cores
// themselves got slower (another tenant of the host, a lower clock), which no setting of ours changes and
// which a fixed request rate turns into a queue. Prints {count, p50, p99, max, slow} in ms as one JSON
// line; `slow` counts the samples that took at least 1.5 times the median.
import { createHash } from 'node:crypto';
import { percentileOf, printSummary, sampleEvery100ms } from './probe-samples.mjs';

const [seconds] = process.argv.slice(2);
const block = Buffer.alloc(512 * 1024, 7);
const work = () => createHash('sha256').update(block).digest();
for (let index = 0; index < 20; index++) work();
const times = await sampleEvery100ms(seconds, () => {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
});
const median = percentileOf(times, 50);
printSummary(times, 2, { slow: times.filter((value) => value >= 1.5 * median).length });

// Run beside the load benchmark as a process of its own: how long this machine's disk takes to make 4 KB
// durable (write + fdatasync, the step every committed application waits for), every 100 ms for the given
// seconds, in the folder of the database. Prints {count, p50, p99, max, over25} in ms as one JSON line.
import { closeSync, fdatasyncSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { printSummary, sampleEvery100ms } from './probe-samples.mjs';

const [folder, seconds] = process.argv.slice(2);
const file = join(folder, 'disk-flush-probe.bin');
const fd = openSync(file, 'w');
const block = Buffer.alloc(4096, 1);
const flush = () => {
  const started = performance.now();
  writeSync(fd, block, 0, block.length, 0);
  fdatasyncSync(fd);
  return performance.now() - started;
};
flush();
const times = await sampleEvery100ms(seconds, flush);
closeSync(fd);
rmSync(file, { force: true });
printSummary(times, 1, { over25: times.filter((value) => value > 25).length });

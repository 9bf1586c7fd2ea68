// Run beside the load benchmark as a process of its own: how long this machine's disk takes to make 4 KB
// durable (write + fdatasync, the step every committed application waits for), every 100 ms for the given
// seconds, in the folder of the database. Prints {count, p50, p99, max, over25} in ms as one JSON line.
import { closeSync, fdatasyncSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const [folder, seconds] = process.argv.slice(2);
const file = join(folder, 'disk-flush-probe.bin');
const fd = openSync(file, 'w');
const block = Buffer.alloc(4096, 1);
writeSync(fd, block, 0, block.length, 0);
fdatasyncSync(fd);
const times = [];
const end = Date.now() + Number(seconds) * 1000;
while (Date.now() < end) {
  const started = performance.now();
  writeSync(fd, block, 0, block.length, 0);
  fdatasyncSync(fd);
  times.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
closeSync(fd);
rmSync(file, { force: true });
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
const ms = (value) => Number(value.toFixed(1));
process.stdout.write(
  `${JSON.stringify({
    count: times.length,
    p50: ms(at(50)),
    p99: ms(at(99)),
    max: ms(times.at(-1) ?? 0),
    over25: times.filter((value) => value > 25).length,
  })}\n`,
);

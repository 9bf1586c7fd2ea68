// Loaded into the measured server by the load benchmark only (`node --expose-gc --import …`; the product
// never loads it). On SIGUSR2 it runs a full garbage collection and appends what memory is left to the file
// named by BENCH_HEAP_PROBE_FILE, one JSON line: the load run compares the start and the end of its
// fixed-rate phase. Resident memory sampled mid-run cannot tell a leak from garbage V8 has not collected
// yet: with a collection every ~50 s, "last 10 s against first 10 s" read +15 % or −15 % for the same build.
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_HEAP_PROBE_FILE;
if (file && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc();
    const { heapUsed, rss } = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ heapUsed, rss })}\n`);
  });
}

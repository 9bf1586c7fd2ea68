import { setFlagsFromString } from 'node:v8';

/**
 * Imported first by the server process. V8's allocation-site pretenuring watches which allocation sites
 * survive young-generation collections and then allocates their objects straight into the old
 * generation. Under a burst of traffic (requests queued for a few milliseconds) it marks the
 * per-request sites (rows, DTOs, response strings) long-lived and never takes that back, so every
 * later request fills the old generation: measured under the benchmark's mixed load, ~0.7 MB per
 * scavenge, a full mark-compact every 2–4 s, and a 40–100 ms stall of the whole 2-core machine with
 * each one (decision 0007, point 13). Without it ~10 KB per scavenge survive and the old generation stays flat.
 * The flag is read at every collection, so setting it at startup, before any request, is enough.
 */
setFlagsFromString('--no-allocation-site-pretenuring');

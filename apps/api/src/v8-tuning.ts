import { setFlagsFromString } from 'node:v8';

/**
 * Imported first by the server process. V8's allocation-site pretenuring watches which allocation sites
 * survive young-generation collections and then allocates their objects straight into the old
 * generation. Under a burst of traffic (requests queued for a few milliseconds) it marks the
 * per-request sites (rows, DTOs, response strings) long-lived and never takes that back, so every
 * later request fills the old generation, and the frequent full mark-compacts stall the whole 2-core
 * machine (decision 0007, point 13, has the measurements). Without it the old generation stays flat.
 * The flag is read at every collection, so setting it at startup, before any request, is enough.
 */
setFlagsFromString('--no-allocation-site-pretenuring');

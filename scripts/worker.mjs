// `npm run worker`: a process that only runs jobs (apps/api/src/worker.ts), built when stale.
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
await import('../apps/api/dist/worker.js');

// `npm run cli -- <command> …`: the operator CLI (apps/api/src/cli.ts), built when stale.
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
await import('../apps/api/dist/cli.js');

// `npm start`: build what is stale, then run the server in this very process so that
// SIGTERM from the shell or a process manager reaches its graceful shutdown directly.
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
await import('../apps/api/dist/server.js');

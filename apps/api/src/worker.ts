import './v8-tuning';
import { ConfigError, loadConfig } from './config';
import { createContainer } from './container';
import { createLogger } from './logger';

const SHUTDOWN_TIMEOUT_MS = 30_000;

/**
 * `npm run worker`: a process that only runs jobs (e-mails, notices, conversions), so workers scale
 * apart from the API (DESIGN §8). It builds the same services as the server (container.ts), takes
 * jobs, and serves no HTTP; run the API processes with RUN_JOBS=false beside it. PostgreSQL only:
 * SQLite has one process.
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig({ ...process.env, RUN_JOBS: 'true' });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.database.kind !== 'postgres') {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL): with SQLite the server runs the jobs itself, in its one process.',
    );
    process.exit(1);
  }
  const log = createLogger(config, process.stdout);
  const container = await createContainer(config, { log, background: true });
  try {
    await container.start();
  } catch (error) {
    await container.stop().catch(() => {});
    throw error;
  }
  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    log.info({ signal }, 'worker shutting down: finishing the running jobs');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    container.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.info(`Talent Portal worker is running jobs (${config.jobs.concurrency} of each kind at once)`);
}

main().catch((error: unknown) => {
  console.error('Talent Portal worker failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

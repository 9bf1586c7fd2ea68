import './v8-tuning';
import type { FastifyInstance } from 'fastify';
import {
  type Config,
  ConfigError,
  DEMO_ADMIN_EMAIL,
  DEMO_CLIENT_EMAIL,
  DEMO_TALENT_EMAIL,
  DEMO_TALENT_PASSWORD,
  loadConfig,
} from './config';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  holdDataDir(config);

  // Loaded only once the folder is ours: a refused second start exits without loading the app.
  const { buildApp } = await import('./app');
  const { seedDemoData } = await import('./modules/demo/demo-seed');
  const { DEMO_GUARDIAN_EMAIL } = await import('./modules/demo/demo-applicants');
  const app = await buildApp(config);
  handleSignals(app);
  // After the migrations (buildApp ran them), before the first request. An empty database only.
  const seed = await seedDemoData(app.container.demo, config);
  if (seed.seeded) {
    app.log.info({ castings: seed.castings, applications: seed.applications }, 'seeded the demo data');
    // The demo child's portrait is written with the others: it goes private like any child's file.
    await app.secureChildMedia();
    console.info(`Demo account: ${DEMO_TALENT_EMAIL} / ${DEMO_TALENT_PASSWORD}`);
    console.info(
      `Guardian demo account (a child's accepted application): ${DEMO_GUARDIAN_EMAIL} / ${DEMO_TALENT_PASSWORD}`,
    );
    console.info(`Studio demo accounts: ${DEMO_CLIENT_EMAIL}, ${DEMO_ADMIN_EMAIL} / ${DEMO_TALENT_PASSWORD}`);
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Plain text on a line of its own, outside the JSON log, so people and scripts find the URL.
  console.info(`Talent Portal is running at http://localhost:${port}`);
}

/**
 * With SQLite, one server per DATA_DIR: a second one would release the first one's running jobs and
 * clean its scratch files at start (issue 30). Refused before anything is touched. PostgreSQL servers
 * share the database by design (scale-out, DESIGN §8), so they take no lock.
 */
function holdDataDir(config: Config): void {
  if (config.database.kind !== 'sqlite') return;
  try {
    const release = lockDataDir(config.dataDir);
    process.once('exit', release);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * First signal: stop accepting connections, let in-flight requests finish, close the database
 * (the db plugin's onClose), exit 0. A second signal, or a shutdown that hangs, forces the exit.
 */
function handleSignals(app: FastifyInstance): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

main().catch((error: unknown) => {
  console.error('Talent Portal failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

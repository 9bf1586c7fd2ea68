import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDatabase;
  }
}

/** Migrates before the first request and closes the database last, after in-flight requests finish. */
export const dbPlugin = fp(async (app: FastifyInstance, { db }: { db: AppDatabase }) => {
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  await migrateToLatest(db);
});

import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database';

export class HealthRepository {
  constructor(private readonly db: AppDatabase) {}

  /** A real round trip, so a lost database connection shows up as unhealthy. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}

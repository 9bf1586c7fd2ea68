import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import { CATALOGUE_VERSION } from './castings-sql';

/**
 * Search on SQLite: FTS5. castings_fts holds PUBLISHED castings only, keyed by a stable rowid in creation
 * order (migration 0003), so `order by rowid desc` is newest first and lets FTS5 walk the matches
 * backwards and stop after the page instead of ranking them all. Each word is a quoted prefix
 * (`"word"*`); the words hold only letters and digits, so no FTS5 syntax can reach MATCH, and the
 * expression is bound as a parameter all the same.
 */
export function sqliteSearch(db: AppDatabase, words: readonly string[]) {
  const match = words.map((word) => `"${word}"*`).join(' ');
  return {
    /** What the search's total is kept under. */
    key: match,
    /** One page of matching casting ids, newest first, each with the catalogue version it was read at. */
    async page(limit: number, offset: number) {
      const { rows } = await sql<{ casting_id: string; catalogue_version: number }>`
        select casting_id, ${CATALOGUE_VERSION} as catalogue_version
        from castings_fts
        where castings_fts match ${match}
        order by rowid desc
        limit ${limit} offset ${offset}`.execute(db);
      return rows;
    },
    /** Every match counted, a statement of its own (a window count costs several times the page). */
    async count() {
      const { rows } = await sql<{ total: number; catalogue_version: number }>`
        select count(*) as total, ${CATALOGUE_VERSION} as catalogue_version
        from castings_fts where castings_fts match ${match}`.execute(db);
      return rows[0]!;
    },
  };
}

import { type AliasedRawBuilder, sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import { CATALOGUE_VERSION, castingsMatching, QUALIFIED_COLUMNS } from './castings-sql';

/**
 * Search on PostgreSQL: a tsquery of prefixes (`word:*`, all of them) against search_vector, which is
 * to_tsvector('simple', search_text), stored and indexed (GIN, PUBLISHED only) by migration 0003;
 * 'simple' stays a literal, not a parameter, like the stored expression. The words hold only letters
 * and digits, so no tsquery syntax can reach to_tsquery, and the query is bound as a parameter all the
 * same. Newest first, like the list: castings_status_published_idx (migration 0002) serves that order,
 * or the GIN index finds the matches for a top-N sort.
 */
export function postgresSearch(db: AppDatabase, words: readonly string[]) {
  const tsquery = words.map((word) => `${word}:*`).join(' & ');
  const matches = db
    .selectFrom('castings')
    .where(castingsMatching({ status: 'PUBLISHED' }))
    .where(sql<boolean>`castings.search_vector @@ to_tsquery('simple', ${tsquery})`);
  return {
    /** What the search's total is kept under. */
    key: tsquery,
    /**
     * One page of matches with their columns, the viewer's own applications (`viewerApplications`) and the
     * catalogue version (migration 0008), in one statement.
     */
    page(
      limit: number,
      offset: number,
      viewerApplications: AliasedRawBuilder<unknown, 'viewer_applications'>,
    ) {
      return matches
        .select([...QUALIFIED_COLUMNS, CATALOGUE_VERSION.as('catalogue_version')])
        .select(viewerApplications)
        .orderBy('castings.published_at', 'desc')
        .orderBy('castings.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    /**
     * Every match counted, a statement of its own: a window count would make the backward index walk
     * read every match before the limit.
     */
    count() {
      return matches
        .select((eb) => [eb.fn.countAll<string>().as('total'), CATALOGUE_VERSION.as('catalogue_version')])
        .executeTakeFirstOrThrow();
    },
  };
}

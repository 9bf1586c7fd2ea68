import { foldForSearch } from '@talent/contract/castings';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { addIndex, ownedBy } from '../migration-helpers';

/**
 * Issue 32 (helper G1), decision 0024: the directory's `q` by a word index. A contains-match on the
 * folded name and the skills' names scanned every listed profile (seconds on 50,000). Each folded word
 * of a profile's names, special skills and instrument, sport, dance and riding names is a row here,
 * searched by prefix with a B-tree range on (word, profile_id): the same SQL on both databases.
 * PostgreSQL compares `word` byte by byte (collation "C"), as SQLite does, so the range's upper bound
 * (the word followed by U+FFFF) holds under any database locale. The profiles module writes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('talent_search_words')
    .addColumn('profile_id', 'text', ownedBy('talent_profiles.id'))
    .addColumn('word', 'text', (col) => {
      const required = col.notNull();
      return postgres ? required.modifyEnd(sql`collate "C"`) : required;
    })
    .addPrimaryKeyConstraint('talent_search_words_pk', ['profile_id', 'word'])
    .execute();
  await addIndex(db, 'talent_search_words_word_idx', 'talent_search_words', ['word', 'profile_id']);

  // The words of the profiles that exist, split as the profiles repository splits them (kept here as it
  // was on the day: a migration never changes with the code).
  const texts = await sql<{ id: string; text: string | null }>`
    select id, first_name as text from talent_profiles
    union all select id, last_name from talent_profiles
    union all select id, special_skills from talent_profiles
    union all select talent_profile_id, instrument from instruments
    union all select talent_profile_id, sport from sports
    union all select talent_profile_id, genre from dances
    union all select talent_profile_id, activity from riding_skills`.execute(db);
  const rows = new Map<string, { profile_id: string; word: string }>();
  for (const { id, text } of texts.rows) {
    for (const word of foldForSearch(text ?? '').split(/[^\p{L}\p{N}]+/u)) {
      if (word) rows.set(`${id} ${word}`, { profile_id: id, word });
    }
  }
  const all = [...rows.values()];
  for (let start = 0; start < all.length; start += 500) {
    await sql`insert into talent_search_words (profile_id, word) values ${sql.join(
      all.slice(start, start + 500).map((row) => sql`(${row.profile_id}, ${row.word})`),
    )}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('talent_search_words').execute();
}

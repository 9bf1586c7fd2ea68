import { type Kysely, sql } from 'kysely';

/**
 * DESIGN §10: whether a photo or video is private (its files in the private storage, handed out only
 * as signed, expiring URLs) is a fact of the file, decided at upload: a child profile's, or one whose
 * owner was under 18 that day. It stays so after the 18th birthday. Rows of child profiles are private
 * from here; the startup sweep (ChildMediaService.secureChildMedia) marks those of owners under 18 today.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['photos', 'videos']) {
    await db.schema
      .alterTable(table)
      .addColumn('private', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update ${sql.table(table)} set private = 1 where talent_profile_id in (select id from talent_profiles where child_id is not null)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['videos', 'photos']) await db.schema.alterTable(table).dropColumn('private').execute();
}

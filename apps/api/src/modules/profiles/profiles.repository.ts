import { foldForSearch } from '@talent/contract/castings';
import type { LanguageLevel, MarkType, SkillLevel } from '@talent/contract/skills';
import {
  type Insertable,
  PostgresAdapter,
  type RawBuilder,
  type Selectable,
  sql,
  type Transaction,
} from 'kysely';
import { type AppDatabase, insertInChunks, settleAfterBulkInsert } from '../../db/database';
import type {
  DancesTable,
  Database,
  DistinctiveMarksTable,
  InstrumentsTable,
  LanguagesTable,
  RidingSkillsTable,
  SportsTable,
  TalentProfileChanges,
  TalentProfileRow,
  TalentProfilesTable,
} from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';

export interface ProfileSkillRows {
  instruments: Selectable<InstrumentsTable>[];
  sports: Selectable<SportsTable>[];
  dances: Selectable<DancesTable>[];
  ridingSkills: Selectable<RidingSkillsTable>[];
  languages: Selectable<LanguagesTable>[];
  distinctiveMarks: Selectable<DistinctiveMarksTable>[];
}

/** A profile without any skill; a new object each time, so it can be filled. */
export function emptySkills(): ProfileSkillRows {
  return { instruments: [], sports: [], dances: [], ridingSkills: [], languages: [], distinctiveMarks: [] };
}

/** A row of the skills' union: the shared columns, named after what each table keeps in them. */
interface SkillUnionRow {
  kind: 'instrument' | 'sport' | 'dance' | 'riding' | 'language' | 'mark';
  id: string;
  talent_profile_id: string;
  created_at: string;
  name: string;
  level: string | null;
  detail: string | null;
  location: string | null;
}

/** A profile row with everything a profile read shows: its skills and how many photos and videos it has. */
export interface WholeProfile {
  row: TalentProfileRow;
  skills: ProfileSkillRows;
  counts: { photos: number; videos: number };
}

/**
 * The six skill tables of one profile (UNION ALL over the columns they share, every column is text):
 * `profileId` is the outer query's `talent_profiles.id`, or a bound id.
 */
const skillUnion = (profileId: RawBuilder<unknown> | string) => sql`
  select 'instrument' as kind, id, talent_profile_id, created_at, instrument as name, level, courses as detail, null as location
    from instruments where talent_profile_id = ${profileId}
  union all
  select 'sport', id, talent_profile_id, created_at, sport, level, courses, null
    from sports where talent_profile_id = ${profileId}
  union all
  select 'dance', id, talent_profile_id, created_at, genre, level, courses, null
    from dances where talent_profile_id = ${profileId}
  union all
  select 'riding', id, talent_profile_id, created_at, activity, level, null, null
    from riding_skills where talent_profile_id = ${profileId}
  union all
  select 'language', id, talent_profile_id, created_at, language, level, null, null
    from languages where talent_profile_id = ${profileId}
  union all
  select 'mark', id, talent_profile_id, created_at, type, null, description, location
    from distinctive_marks where talent_profile_id = ${profileId}`;

/** Each kind in the order added (id breaks ties), as every profile read has always listed them. */
const skillOrder = (a: SkillUnionRow, b: SkillUnionRow) =>
  a.kind.localeCompare(b.kind) || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

function skillsOf(rows: readonly SkillUnionRow[]): ProfileSkillRows {
  const skills = emptySkills();
  for (const row of [...rows].sort(skillOrder)) {
    const base = { id: row.id, talent_profile_id: row.talent_profile_id, created_at: row.created_at };
    // Only the skills service writes these columns, each from its own contract schema.
    const level = row.level as SkillLevel;
    if (row.kind === 'instrument')
      skills.instruments.push({ ...base, instrument: row.name, level, courses: row.detail });
    else if (row.kind === 'sport')
      skills.sports.push({ ...base, sport: row.name, level, courses: row.detail });
    else if (row.kind === 'dance')
      skills.dances.push({ ...base, genre: row.name, level, courses: row.detail });
    else if (row.kind === 'riding') skills.ridingSkills.push({ ...base, activity: row.name, level });
    else if (row.kind === 'language')
      skills.languages.push({ ...base, language: row.name, level: row.level as LanguageLevel });
    else
      skills.distinctiveMarks.push({
        ...base,
        type: row.name as MarkType,
        location: row.location ?? '',
        description: row.detail,
      });
  }
  return skills;
}

/** Whose profile: a user's own (`childId` null) or their child's. */
export interface ProfileOwner {
  userId: string;
  childId: string | null;
}

export type ProfileCandidateRow = Pick<
  TalentProfileRow,
  'id' | 'user_id' | 'child_id' | 'first_name' | 'gender' | 'date_of_birth' | 'categories'
>;

/** The directory's stored name (migration 0020): folded here, where every name is written. */
const foldedName = (row: { first_name: string; last_name: string }) =>
  foldForSearch(`${row.first_name} ${row.last_name}`);

/**
 * A new row as stored: its folded name, and unlisted when it is a child's (DESIGN §11: an adult is in
 * the directory until they turn it off, a child only once its guardian turns it on).
 */
const asStored = (row: Insertable<TalentProfilesTable>): Insertable<TalentProfilesTable> => ({
  discoverable: row.child_id ? 0 : 1,
  ...row,
  folded_name: foldedName(row),
  // A new row has no video yet (its media come after it).
  directory_rank: row.profile_photo_url ? 2 : 0,
});

/**
 * The directory's stored rank (decision 0024, migration 0024): 2 for a profile photo, 1 for a READY
 * video, read from the profile's row and videos as they now stand.
 */
const rankNow = sql<number>`(case when talent_profiles.profile_photo_url is not null then 2 else 0 end)
  + (case when exists (select 1 from videos v where v.talent_profile_id = talent_profiles.id
      and v.processing_status = 'READY') then 1 else 0 end)`;

/** Writes the rank again: after a change of the profile photo, or of a video (videosChanged). */
async function refreshRank(trx: Transaction<Database>, where: { id: string } | ProfileOwner): Promise<void> {
  const query = trx.updateTable('talent_profiles').set({ directory_rank: rankNow });
  await ('id' in where
    ? query.where('id', '=', where.id)
    : query
        .where('user_id', '=', where.userId)
        .where('child_id', where.childId === null ? 'is' : '=', where.childId)
  ).execute();
}

/**
 * The folded words a profile is found by in the directory (decision 0024, migration 0023): of its names,
 * its special skills (a JSON list: its punctuation splits like any other) and its skills' names.
 */
export function searchWordsOf(texts: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of foldForSearch(text ?? '').split(/[^\p{L}\p{N}]+/u)) if (word) words.add(word);
  }
  return [...words];
}

/** The searched skill names of one profile (languages and marks are not searched by `q`). */
const skillNames = (profileId: string) => sql<{ name: string }>`
  select instrument as name from instruments where talent_profile_id = ${profileId}
  union all select sport from sports where talent_profile_id = ${profileId}
  union all select genre from dances where talent_profile_id = ${profileId}
  union all select activity from riding_skills where talent_profile_id = ${profileId}`;

/** Search words added in bulk; one a profile already has is kept once. */
async function addSearchWords(
  trx: AppDatabase,
  rows: readonly { profile_id: string; word: string }[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .insertInto('talent_search_words')
      .values(rows.slice(start, start + 500))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** The profile's search words written again from its names and skills as they now stand. */
async function rewriteSearchWords(trx: Transaction<Database>, profileId: string): Promise<void> {
  const row = await trx
    .selectFrom('talent_profiles')
    .select(['first_name', 'last_name', 'special_skills'])
    .where('id', '=', profileId)
    .executeTakeFirst();
  await trx.deleteFrom('talent_search_words').where('profile_id', '=', profileId).execute();
  if (!row) return;
  const skills = (await skillNames(profileId).execute(trx)).rows.map((skill) => skill.name);
  const words = searchWordsOf([row.first_name, row.last_name, row.special_skills, ...skills]);
  await addSearchWords(
    trx,
    words.map((word) => ({ profile_id: profileId, word })),
  );
}

/**
 * A change of either name writes the folded name again, from the names as they now stand; of a name
 * or the special skills, the search words.
 */
async function refreshSearchable(
  trx: Transaction<Database>,
  changes: TalentProfileChanges,
  where: { id: string } | ProfileOwner,
): Promise<void> {
  const named = changes.first_name !== undefined || changes.last_name !== undefined;
  if (!named && changes.special_skills === undefined) return;
  let query = trx.selectFrom('talent_profiles').select(['id', 'first_name', 'last_name']);
  query =
    'id' in where
      ? query.where('id', '=', where.id)
      : query
          .where('user_id', '=', where.userId)
          .where('child_id', where.childId === null ? 'is' : '=', where.childId);
  const row = await query.executeTakeFirst();
  if (!row) return;
  if (named) {
    await trx
      .updateTable('talent_profiles')
      .set({ folded_name: foldedName(row) })
      .where('id', '=', row.id)
      .execute();
  }
  await rewriteSearchWords(trx, row.id);
}

export class ProfilesRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: AppDatabase) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /** The user's own talent profile (not one of their children's). */
  findOwnProfile(userId: string): Promise<TalentProfileRow | undefined> {
    return this.db
      .selectFrom('talent_profiles')
      .selectAll()
      .where('user_id', '=', userId)
      .where('child_id', 'is', null)
      .executeTakeFirst();
  }

  findById(id: string): Promise<TalentProfileRow | undefined> {
    return this.db.selectFrom('talent_profiles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** findOwnProfile with its skills and media counts. */
  findOwnWhole(userId: string): Promise<WholeProfile | undefined> {
    return this.findWhole((query) => query.where('user_id', '=', userId).where('child_id', 'is', null));
  }

  /** findById with its skills and media counts. */
  findWholeById(id: string): Promise<WholeProfile | undefined> {
    return this.findWhole((query) => query.where('id', '=', id));
  }

  /**
   * A profile with its photo and video counts and, on PostgreSQL, its skills (a JSON array of the six
   * tables' union) in one statement. It was three queries, two of them at once: on PostgreSQL each round
   * trip wakes a backend, and under the mixed load the profile read had the worst tail of all reads
   * (decision 0007, point 8). SQLite reads its skills with a second, in-process query.
   */
  private async findWhole(
    where: (
      query: ReturnType<ProfilesRepository['wholeQuery']>,
    ) => ReturnType<ProfilesRepository['wholeQuery']>,
  ): Promise<WholeProfile | undefined> {
    const found = await where(this.wholeQuery()).executeTakeFirst();
    if (!found) return undefined;
    const { skills_json: skillsJson, photos_count: photos, videos_count: videos, ...row } = found;
    // PostgreSQL's driver parses json. SQLite reads in the process, where a second query costs no round
    // trip: its skills come from the union on its own, as before (decision 0007, point 8).
    const skills = this.postgres
      ? (skillsJson as SkillUnionRow[])
      : (await sql<SkillUnionRow>`${skillUnion(row.id)}`.execute(this.db)).rows;
    return {
      row,
      skills: skillsOf(skills ?? []),
      counts: { photos: Number(photos), videos: Number(videos) },
    };
  }

  private wholeQuery() {
    const union = skillUnion(sql.ref('talent_profiles.id'));
    const skills = this.postgres
      ? sql<unknown>`(select coalesce(json_agg(s), '[]'::json) from (${union}) s)`
      : sql<unknown>`null`;
    return this.db
      .selectFrom('talent_profiles')
      .selectAll('talent_profiles')
      .select((eb) => [
        skills.as('skills_json'),
        eb
          .selectFrom('photos')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('photos.talent_profile_id', '=', 'talent_profiles.id')
          .as('photos_count'),
        eb
          .selectFrom('videos')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('videos.talent_profile_id', '=', 'talent_profiles.id')
          .as('videos_count'),
      ]);
  }

  /**
   * Changes a profile; `account` (the auth module's part, for a user's own profile: the account's
   * copies of names, phone, gender and birth date) commits with it.
   */
  async update(
    profileId: string,
    changes: TalentProfileChanges,
    now: string,
    account: TransactionPart | null,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('talent_profiles')
        .set({ ...changes, updated_at: now })
        .where('id', '=', profileId)
        .execute();
      await refreshSearchable(trx, changes, { id: profileId });
      if (changes.profile_photo_url !== undefined) await refreshRank(trx, { id: profileId });
      await account?.write(trx);
    });
  }

  // The writes below run inside another module's transaction (ProfileRecordsService).

  /** Rows made elsewhere (the demo seed), in bulk, inside the caller's transaction `trx`. */
  async insertRows(trx: AppDatabase, rows: readonly Insertable<TalentProfilesTable>[]): Promise<void> {
    // Grouped by the columns they fill: a multi-row insert would write null (not the column default)
    // where one row has no value, and 50,000 one by one (the directory benchmark) take minutes on PostgreSQL.
    const shapes = new Map<string, Insertable<TalentProfilesTable>[]>();
    for (const row of rows.map(asStored)) {
      const shape = Object.keys(row).sort().join();
      const group = shapes.get(shape);
      if (group) group.push(row);
      else shapes.set(shape, [row]);
    }
    for (const group of shapes.values()) await insertInChunks(trx, 'talent_profiles', group);
    await addSearchWords(
      trx,
      rows.flatMap((row) =>
        searchWordsOf([row.first_name, row.last_name, row.special_skills]).map((word) => ({
          profile_id: row.id,
          word,
        })),
      ),
    );
  }

  /** Seeded skills' names (the demo seed, inside its transaction `trx`): words of profiles seeded with them. */
  async addSkillWords(
    trx: AppDatabase,
    skills: readonly { profileId: string; name: string }[],
  ): Promise<void> {
    await addSearchWords(
      trx,
      skills.flatMap(({ profileId, name }) =>
        searchWordsOf([name]).map((word) => ({ profile_id: profileId, word })),
      ),
    );
  }

  /** A skill of the profile was added, changed or removed (inside the skill's transaction `trx`). */
  skillsChanged(trx: Transaction<Database>, profileId: string): Promise<void> {
    return rewriteSearchWords(trx, profileId);
  }

  /** A video of the profile was added, converted, restarted or removed (inside that write's `trx`). */
  videosChanged(trx: Transaction<Database>, profileId: string): Promise<void> {
    return refreshRank(trx, { id: profileId });
  }

  /** After a bulk insert of rows made elsewhere (settleAfterBulkInsert). */
  settleAfterBulkInsert(): Promise<void> {
    return settleAfterBulkInsert(this.db, 'talent_profiles');
  }

  async insert(trx: Transaction<Database>, row: Insertable<TalentProfilesTable>): Promise<void> {
    const stored = asStored(row);
    await trx.insertInto('talent_profiles').values(stored).execute();
    await rewriteSearchWords(trx, stored.id);
  }

  /** The user's own profile (`childId` null) or the profile of their child. */
  async updateOf(
    trx: Transaction<Database>,
    owner: ProfileOwner,
    changes: TalentProfileChanges,
    now: string,
  ): Promise<void> {
    await trx
      .updateTable('talent_profiles')
      .set({ ...changes, updated_at: now })
      .where('user_id', '=', owner.userId)
      .where('child_id', owner.childId === null ? 'is' : '=', owner.childId)
      .execute();
    await refreshSearchable(trx, changes, owner);
    if (changes.profile_photo_url !== undefined) await refreshRank(trx, owner);
  }

  async deleteOf(trx: Transaction<Database>, owner: ProfileOwner): Promise<void> {
    await trx
      .deleteFrom('talent_profiles')
      .where('user_id', '=', owner.userId)
      .where('child_id', owner.childId === null ? 'is' : '=', owner.childId)
      .execute();
  }

  /** Every profile of the user: their own and each child's. */
  async deleteAllOf(trx: Transaction<Database>, userId: string): Promise<void> {
    await trx.deleteFrom('talent_profiles').where('user_id', '=', userId).execute();
  }

  /** Clears the profile photo when it is one of `urls` (a photo being deleted). */
  async clearPhotoIfOneOf(
    trx: Transaction<Database>,
    profileId: string,
    urls: readonly string[],
    now: string,
  ): Promise<void> {
    await trx
      .updateTable('talent_profiles')
      .set({ profile_photo_url: null, updated_at: now })
      .where('id', '=', profileId)
      .where('profile_photo_url', 'in', urls)
      .execute();
    await refreshRank(trx, { id: profileId });
  }

  /** Moves the profile photo URL from `from` to `to`, unless it changed meanwhile. */
  async movePhotoUrl(profileId: string, from: string, to: string): Promise<void> {
    await this.db
      .updateTable('talent_profiles')
      .set({ profile_photo_url: to })
      .where('id', '=', profileId)
      .where('profile_photo_url', '=', from)
      .execute();
  }

  /** Profiles living in `city`, with what a new casting is matched against (the match digest). */
  livingIn(city: string): Promise<ProfileCandidateRow[]> {
    return this.db
      .selectFrom('talent_profiles')
      .select(['id', 'user_id', 'child_id', 'first_name', 'gender', 'date_of_birth', 'categories'])
      .where('residence_city', '=', city)
      .execute();
  }
}

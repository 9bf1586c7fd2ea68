import type { DirectorySort } from '@talent/contract/directory';
import type { LanguageLevel } from '@talent/contract/skills';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import { foldedText } from '../../db/folded-text';
import type { Database } from '../../db/schema';
import { VersionedLru } from '../../lib/versioned-lru';

/** The search's filters as the service resolved them: birth-date bounds, folded words, level lists. */
export interface DirectoryFilters {
  /** An own profile is listed only when born on or before this day (18 today). */
  adultBornBy: string;
  /** Every word must start a word of the names or of a skill's name (talent_search_words). */
  words: string[];
  gender?: 'MALE' | 'FEMALE';
  bornBy?: string;
  bornAfter?: string;
  heightMin?: number;
  heightMax?: number;
  city?: string;
  category?: string;
  /** Folded: matched against the folded colour. */
  eyeColor?: string;
  hairColor?: string;
  language?: { name: string; levels: readonly LanguageLevel[] };
  /** Folded words of a skill's name, or one of the profile's two flags. */
  skill?: { words: string[] } | { flag: 'can_sing' | 'has_driver_license' };
  hasVideo?: boolean;
}

export interface DirectoryRow {
  id: string;
  child_id: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  residence_city: string | null;
  height: number | null;
  categories: string;
  profile_photo_url: string | null;
  has_video: number | string | boolean;
}

type Eb = ExpressionBuilder<Database & { p: Database['talent_profiles'] }, 'p'>;

/** A video a viewer can play: converted (READY); one still processing or failed does not count. */
const hasVideo = sql<boolean>`exists (select 1 from videos v where v.talent_profile_id = p.id and v.processing_status = 'READY')`;

/** A folded `pattern` (a LIKE pattern of letters, digits and %) in the name of one of the profile's skills. */
function inSkills(pattern: string): RawBuilder<boolean> {
  const named = (table: string, column: string) =>
    sql`exists (select 1 from ${sql.table(table)} s where s.talent_profile_id = p.id and ${foldedText(
      sql.ref(`s.${column}`),
    )} like ${pattern})`;
  return sql<boolean>`(${named('instruments', 'instrument')} or ${named('sports', 'sport')} or ${named(
    'dances',
    'genre',
  )} or ${named('riding_skills', 'activity')} or ${foldedText(sql.ref('p.special_skills'))} like ${pattern})`;
}

/**
 * Who is in the directory (DESIGN §11, decision 0024): a listed profile that is an adult's own (by its
 * birth date, so a minor's own account never is), or a child's whose guardian listed it and has
 * guardian mode on (a child is out of sight while it is off, as in the applicant view).
 */
function listed(eb: Eb, adultBornBy: string) {
  return eb.and([
    eb('p.discoverable', '=', 1),
    eb.or([
      eb.and([eb('p.child_id', 'is', null), eb('p.date_of_birth', '<=', adultBornBy)]),
      eb.and([
        eb('p.child_id', 'is not', null),
        eb.exists(
          eb
            .selectFrom('users as g')
            .select('g.id')
            .whereRef('g.id', '=', 'p.user_id')
            .where('g.is_guardian_mode_enabled', '=', 1),
        ),
      ]),
    ]),
  ]);
}

function conditions(eb: Eb, f: DirectoryFilters) {
  const all: Expression<SqlBool>[] = [listed(eb, f.adultBornBy)];
  // Each word starts a word of the profile's names or skills (decision 0024): a B-tree range on the
  // profiles module's word index, the same SQL on both databases (`word` compares bytewise on both).
  for (const word of f.words) {
    all.push(
      eb(
        'p.id',
        'in',
        eb
          .selectFrom('talent_search_words as w')
          .select('w.profile_id')
          .where('w.word', '>=', word)
          .where('w.word', '<', `${word}\uffff`),
      ),
    );
  }
  if (f.gender) all.push(eb('p.gender', '=', f.gender));
  if (f.bornBy) all.push(eb('p.date_of_birth', '<=', f.bornBy));
  if (f.bornAfter) all.push(eb('p.date_of_birth', '>', f.bornAfter));
  if (f.heightMin !== undefined) all.push(eb('p.height', '>=', f.heightMin));
  if (f.heightMax !== undefined) all.push(eb('p.height', '<=', f.heightMax));
  if (f.city) all.push(eb('p.residence_city', '=', f.city));
  // categories is a JSON array of enum names: a quoted name matches one element exactly.
  if (f.category) all.push(eb('p.categories', 'like', `%"${f.category}"%`));
  if (f.eyeColor) all.push(eb(foldedText(sql.ref<string>('p.eye_color')), '=', f.eyeColor));
  if (f.hairColor) all.push(eb(foldedText(sql.ref<string>('p.hair_color')), '=', f.hairColor));
  if (f.language) {
    const { name, levels } = f.language;
    all.push(
      eb.exists(
        eb
          .selectFrom('languages as l')
          .select('l.id')
          .whereRef('l.talent_profile_id', '=', 'p.id')
          .where((inner) => inner(foldedText(sql.ref<string>('l.language')), '=', name))
          .where('l.level', 'in', levels),
      ),
    );
  }
  if (f.skill && 'flag' in f.skill) all.push(eb(`p.${f.skill.flag}`, '=', 1));
  else if (f.skill) all.push(inSkills(`%${f.skill.words.join('%')}%`));
  if (f.hasVideo !== undefined) all.push(f.hasVideo ? hasVideo : sql<boolean>`not ${hasVideo}`);
  return eb.and(all);
}

/**
 * Relevance (decision 0024), never payment: a name that holds every searched word first (4), then the
 * profile's stored rank (2 for a profile photo, 1 for a READY video: `directory_rank`, migration 0024).
 */
function relevance(words: readonly string[]): RawBuilder<number> {
  if (words.length === 0) return sql<number>`p.directory_rank`;
  const nameMatch = sql`case when ${sql.join(
    words.map((word) => sql`p.folded_name like ${`%${word}%`}`),
    sql` and `,
  )} then 4 else 0 end`;
  return sql<number>`(${nameMatch} + p.directory_rank)`;
}

/** A page of a search as kept (its ids in order, and the total of the answers). */
interface KeptPage {
  ids: string[];
  total: number;
}

/** The talent directory's reads (DESIGN §11) and the views of its profiles (profile_views, this module's). */
export class DirectoryRepository {
  constructor(
    private readonly db: AppDatabase,
    /** Pages by search, at the directory version they were read at (migration 0025, decision 0024). */
    private readonly pages = new VersionedLru<KeptPage>(),
  ) {}

  private filtered(filters: DirectoryFilters) {
    return this.db.selectFrom('talent_profiles as p').where((eb) => conditions(eb, filters));
  }

  async search(
    filters: DirectoryFilters,
    sort: DirectorySort,
    limit: number,
    offset: number,
  ): Promise<{ rows: DirectoryRow[]; total: number }> {
    // Read before any part of the page: a page kept under it was read at this version or later, so
    // it is never served once a write moved the version, in this process or another.
    const version = await this.version();
    const key = JSON.stringify([filters, sort, limit, offset]);
    let kept = this.pages.get(key, version);
    if (kept === undefined) {
      kept = await this.readPage(filters, sort, limit, offset);
      this.pages.set(key, version, kept);
    }
    if (kept.ids.length === 0) return { rows: [], total: kept.total };
    const rows = await this.db
      .selectFrom('talent_profiles as p')
      .where('p.id', 'in', kept.ids)
      .select([
        'p.id',
        'p.child_id',
        'p.first_name',
        'p.last_name',
        'p.date_of_birth',
        'p.residence_city',
        'p.height',
        'p.categories',
        'p.profile_photo_url',
        hasVideo.as('has_video'),
      ])
      .execute();
    const at = new Map(kept.ids.map((id, index) => [id, index]));
    rows.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
    return { rows, total: kept.total };
  }

  private async version(): Promise<string> {
    const { rows } = await sql<{ version: string | number }>`
      select version from directory_version where id = 1`.execute(this.db);
    return String(rows[0]?.version);
  }

  /** The page's ids, ordered and cut from what the filters read, and the total of the answers. */
  private async readPage(
    filters: DirectoryFilters,
    sort: DirectorySort,
    limit: number,
    offset: number,
  ): Promise<KeptPage> {
    let page = this.filtered(filters).select('p.id');
    if (sort === 'name') page = page.orderBy('p.folded_name');
    else if (sort === 'recent') page = page.orderBy('p.updated_at', 'desc');
    else page = page.orderBy(relevance(filters.words), 'desc').orderBy('p.updated_at', 'desc');
    const [ids, counted] = await Promise.all([
      page.orderBy('p.id').limit(limit).offset(offset).execute(),
      this.filtered(filters)
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { ids: ids.map((row) => row.id), total: Number(counted.total) };
  }

  /** The profile's id when it is in the directory today. */
  async findListed(profileId: string, adultBornBy: string): Promise<string | undefined> {
    const row = await this.filtered({ adultBornBy, words: [] })
      .select('p.id')
      .where('p.id', '=', profileId)
      .executeTakeFirst();
    return row?.id;
  }

  async recordView(row: { id: string; profile_id: string; viewer_user_id: string; viewed_at: string }) {
    await this.db.insertInto('profile_views').values(row).execute();
  }

  /** Each view of the profile since `since`: when and by whom (the service counts them by week). */
  viewsSince(
    profileId: string,
    since: string,
  ): Promise<Array<{ viewer_user_id: string; viewed_at: string }>> {
    return this.db
      .selectFrom('profile_views')
      .select(['viewer_user_id', 'viewed_at'])
      .where('profile_id', '=', profileId)
      .where('viewed_at', '>=', since)
      .orderBy('viewed_at', 'desc')
      .execute();
  }
}

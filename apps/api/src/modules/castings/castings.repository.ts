import type { ApplicationStatus } from '@talent/contract/applications';
import type { CastingOwnApplication, CastingStatus } from '@talent/contract/castings';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { type AppDatabase, insertInChunks, isPostgres, settleAfterBulkInsert } from '../../db/database';
import type { CastingsTable } from '../../db/schema';
import { VersionedLru } from '../../lib/versioned-lru';
import type { PendingJobs } from '../jobs/job-queue';
import {
  CASTING_COLUMNS,
  CATALOGUE_VERSION,
  type CastingFilters,
  type CastingRow,
  castingsMatching,
  QUALIFIED_COLUMNS,
} from './castings-sql';
import { postgresSearch } from './search-postgres';
import { sqliteSearch } from './search-sqlite';

export type NewCastingRow = Insertable<CastingsTable>;
export type CastingChanges = Updateable<Omit<CastingsTable, 'id' | 'owner_user_id' | 'slug' | 'created_at'>>;

/** A casting as a talent reads it: with their own applications to it, read in the same query. */
export type ViewedCastingRow = CastingRow & { viewer_applications: CastingOwnApplication[] };
/** A row of a query that selected `viewerApplications` (SQLite's rows may come without it). */
type RawViewedRow = CastingRow & { viewer_applications?: unknown };

/** The list's filters: published castings only. */
export type PublishedFilters = Omit<CastingFilters, 'status'>;

export interface CastingPage {
  rows: ViewedCastingRow[];
  total: number;
  /**
   * A catalogue version read no later than any part of the page (its rows and its total): while the
   * database still stands at it, the page is still what the database would answer. Undefined when the
   * reads give no such version (the only version read came after the page, which may be older).
   */
  version?: string;
}

/** The catalogue version and the viewer's own applications to some castings, read in one statement. */
export interface ViewerApplicationsAt {
  version: string;
  byCasting: Map<string, CastingOwnApplication[]>;
}

/** A search of one dialect (search-sqlite.ts, search-postgres.ts), as its total is kept. */
interface CountedSearch {
  key: string;
  count: () => Promise<{ total: string | number; catalogue_version: string | number }>;
}

/** Postgres parses count(*) and sum() results (bigint) as text. */
const toNumber = (value: unknown) => Number(value ?? 0);

/** Applications (oldest first) by the casting they were made to. */
function byCasting(
  applications: readonly { id: string; casting_id: string; talent_profile_id: string; status: string }[],
): Map<string, CastingOwnApplication[]> {
  const grouped = new Map<string, CastingOwnApplication[]>();
  for (const application of applications) {
    const list = grouped.get(application.casting_id) ?? [];
    list.push({
      id: application.id,
      talentProfileId: application.talent_profile_id,
      status: application.status,
    });
    grouped.set(application.casting_id, list);
  }
  return grouped;
}

/** A row whose viewer_applications PostgreSQL's driver has parsed from json. */
function viewed(row: RawViewedRow): ViewedCastingRow {
  const { viewer_applications: parsed, ...casting } = row;
  return { ...casting, viewer_applications: (parsed ?? []) as CastingOwnApplication[] };
}

/**
 * The castings table. Which castings a read takes comes from one filter builder (castings-sql.ts);
 * full-text search has a file per dialect (search-sqlite.ts: FTS5, search-postgres.ts: tsvector; see
 * migrations 0002 and 0003). On PostgreSQL some reads fold a second query into the first to save a
 * round trip (decision 0007, point 8). Everything else is portable Kysely.
 */
export class CastingsRepository {
  private readonly postgres: boolean;

  constructor(
    private readonly db: AppDatabase,
    private readonly catalogueTotals = new VersionedLru<number>(),
  ) {
    this.postgres = isPostgres(db);
  }

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repository: CastingsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new CastingsRepository(trx, this.catalogueTotals)));
  }

  // One casting, or a few by id.

  findById(id: string): Promise<CastingRow | undefined> {
    return this.db.selectFrom('castings').select(CASTING_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  findBySlug(slug: string): Promise<CastingRow | undefined> {
    return this.db.selectFrom('castings').select(CASTING_COLUMNS).where('slug', '=', slug).executeTakeFirst();
  }

  /** A casting by id or slug with the viewer's own applications to it (the talent side's detail). */
  async findForViewer(
    key: { id: string } | { slug: string },
    viewerUserId: string,
  ): Promise<ViewedCastingRow | undefined> {
    const query = this.db
      .selectFrom('castings')
      .select(QUALIFIED_COLUMNS)
      .select(this.viewerApplications(viewerUserId));
    const row = await ('id' in key
      ? query.where('castings.id', '=', key.id)
      : query.where('castings.slug', '=', key.slug)
    ).executeTakeFirst();
    return row && (await this.withViewer([row], viewerUserId))[0];
  }

  async findByIds(ids: readonly string[]): Promise<CastingRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('castings')
      .select(CASTING_COLUMNS)
      .where('id', 'in', [...ids])
      .execute();
  }

  // The studio.

  /** A staff member's castings (every casting for `ownerUserId` undefined), last changed first. */
  async listForStudio(
    ownerUserId: string | undefined,
    status: CastingStatus | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: CastingRow[]; total: number }> {
    let rows = this.db.selectFrom('castings').select(CASTING_COLUMNS);
    let count = this.db.selectFrom('castings').select((eb) => eb.fn.countAll<string>().as('total'));
    if (ownerUserId !== undefined) {
      rows = rows.where('owner_user_id', '=', ownerUserId);
      count = count.where('owner_user_id', '=', ownerUserId);
    }
    if (status !== undefined) {
      rows = rows.where('status', '=', status);
      count = count.where('status', '=', status);
    }
    const [found, counted] = await Promise.all([
      rows.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { rows: found, total: Number(counted.total) };
  }

  /**
   * Applications of each casting per status, and how many arrived after `viewerUserId` last opened
   * the casting's applicants (all of them when never).
   */
  async applicationCounts(
    castingIds: readonly string[],
    viewerUserId: string | null,
  ): Promise<Array<{ casting_id: string; status: ApplicationStatus; total: number; fresh: number }>> {
    if (castingIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('applications as a')
      .leftJoin('casting_visits as v', (join) =>
        join.onRef('v.casting_id', '=', 'a.casting_id').on('v.user_id', '=', viewerUserId ?? ''),
      )
      .select((eb) => [
        'a.casting_id',
        'a.status',
        eb.fn.countAll<string>().as('total'),
        eb.fn
          .sum<string>(
            eb
              .case()
              .when(eb.or([eb('v.visited_at', 'is', null), eb('a.applied_at', '>', eb.ref('v.visited_at'))]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('fresh'),
      ])
      .where('a.casting_id', 'in', [...castingIds])
      .groupBy(['a.casting_id', 'a.status'])
      .execute();
    return rows.map((row) => ({
      casting_id: row.casting_id,
      status: row.status,
      total: Number(row.total),
      fresh: Number(row.fresh ?? 0),
    }));
  }

  // The list.

  /** From the trigger-kept counts: constant time whatever the size of the catalogue. */
  async countByStatus(
    status: CastingStatus,
    filters: Pick<CastingFilters, 'location' | 'projectType'> = {},
  ): Promise<number> {
    return toNumber((await this.countByStatusQuery(status, filters).executeTakeFirst())?.total);
  }

  private countByStatusQuery(
    status: CastingStatus,
    filters: Pick<CastingFilters, 'location' | 'projectType'>,
  ) {
    const { location, projectType } = filters;
    return this.db
      .selectFrom('casting_counts')
      .select((eb) => eb.fn.sum<string | number>('total').as('total'))
      .where(castingsMatching({ status, location, projectType }, { table: 'casting_counts' }));
  }

  /**
   * PUBLISHED castings, newest published first (id breaks ties), and their total. Index-driven, no
   * per-request full scans (checked with EXPLAIN QUERY PLAN at 100,000 castings; see migration 0003):
   * - totals come from casting_counts (status, location, project type) in constant time; a remuneration
   *   bound counts its range on (status, remuneration_amount); castings the caller applied to are
   *   subtracted by a count that starts from the caller's few applications;
   * - a page walks the index of its filter in list order and stops after pageSize rows, checking a
   *   remuneration bound inside the index. When a bound matches so few castings that the walk would
   *   pass many entries per row, sorting the matches found through the remuneration index is cheaper:
   *   the totals, known first, decide.
   */
  async listPublished(
    filters: PublishedFilters,
    page: number,
    pageSize: number,
    viewerUserId: string,
  ): Promise<CastingPage> {
    const { minRemuneration: min, maxRemuneration: max } = filters;
    const offset = (page - 1) * pageSize;
    // One statement saves PostgreSQL a round trip; SQLite reads in the process and would only count twice.
    if (
      this.postgres &&
      min === undefined &&
      max === undefined &&
      filters.excludeAppliedByUserId === undefined
    ) {
      return this.listByCategory(filters, offset, pageSize, viewerUserId);
    }
    const byRemuneration = min !== undefined || max !== undefined;
    // The version comes with the categorical count: a remuneration range's kept total needs no statement
    // of its own to be looked up.
    const counted = await this.countByStatusQuery('PUBLISHED', filters)
      .select(CATALOGUE_VERSION.as('catalogue_version'))
      .executeTakeFirstOrThrow();
    const categorical = toNumber(counted.total);
    const matching = byRemuneration
      ? await this.countRemunerationRange(filters, String(counted.catalogue_version))
      : categorical;
    // Every other read of the page comes after this statement's, so the page is at this version or later.
    const version = String(counted.catalogue_version);
    let total = matching;
    if (filters.excludeAppliedByUserId !== undefined) {
      total = Math.max(0, total - (await this.countApplied(filters, filters.excludeAppliedByUserId)));
    }
    // A page past the end would otherwise walk the whole index to find nothing.
    if (offset >= total) return { rows: [], total, version };

    const walked = byRemuneration ? ((offset + pageSize) * categorical) / Math.max(1, matching) : 0;
    const rows = await this.pageQuery(filters, viewerUserId, walked <= matching * 4 ? 'row' : 'index')
      .limit(pageSize)
      .offset(offset)
      .execute();
    return { rows: await this.withViewer(rows, viewerUserId), total, version };
  }

  /**
   * PostgreSQL, the list filtered by location and project type only (most of the talent side's browsing):
   * the page and its total (a scalar subquery of casting_counts) in one statement, one round trip. A later page
   * is read only while its offset is below that total, which the database checks once before walking
   * the index (a second evaluation of the subquery), so a page past the end costs no walk; it, and an
   * empty list, count on their own. The catalogue version comes with the rows; an empty page has none, so
   * its count reads the version, which vouches for the empty page only if that page is past the end at
   * the count's version too (a casting published in between may have filled it).
   */
  private async listByCategory(
    filters: Pick<CastingFilters, 'location' | 'projectType'>,
    offset: number,
    pageSize: number,
    viewerUserId: string,
  ): Promise<CastingPage> {
    const total = this.countByStatusQuery('PUBLISHED', filters);
    let query = this.pageQuery(filters, viewerUserId)
      .select(total.as('total'))
      .select(CATALOGUE_VERSION.as('catalogue_version'));
    if (offset > 0) query = query.where(sql<boolean>`${offset} < (${total})`);
    const rows = await query.limit(pageSize).offset(offset).execute();
    if (rows.length === 0) {
      const counted = await total.select(CATALOGUE_VERSION.as('catalogue_version')).executeTakeFirstOrThrow();
      const known = toNumber(counted.total);
      return {
        rows: [],
        total: known,
        version: offset >= known ? String(counted.catalogue_version) : undefined,
      };
    }
    return {
      rows: await this.withViewer(
        rows.map(({ total: _total, catalogue_version: _version, ...row }) => row),
        viewerUserId,
      ),
      total: toNumber(rows[0]!.total),
      version: String(rows[0]!.catalogue_version),
    };
  }

  /**
   * Published castings matching `filters` in list order, with the viewer's own applications. A
   * remuneration bound is checked on the rows the category's index walk reaches ('row'), or found
   * through the remuneration index ('index').
   */
  private pageQuery(filters: PublishedFilters, viewerUserId: string, remuneration: 'index' | 'row' = 'row') {
    return this.db
      .selectFrom('castings')
      .select(QUALIFIED_COLUMNS)
      .select(this.viewerApplications(viewerUserId))
      .where(castingsMatching({ ...filters, status: 'PUBLISHED' }, { remuneration }))
      .orderBy('castings.published_at', 'desc')
      .orderBy('castings.id', 'desc');
  }

  /**
   * Published castings in a remuneration range (and the other filters). With a location or project
   * type, their index holds the remuneration too, so the count stays inside it; otherwise it is a range
   * of the remuneration index. Either way the count visits every casting in the range, so it grows with
   * the catalogue: it is kept by filters and catalogue version like a search's total. `version` is the
   * one the caller's statement read, and a count reads it again in its own statement, so that a change
   * committed in between cannot be stored under the old version.
   */
  private async countRemunerationRange(filters: PublishedFilters, version: string): Promise<number> {
    const { location, projectType, minRemuneration, maxRemuneration } = filters;
    // JSON keeps any two filter sets apart, and no search key (words ending in * or :*) ends in ].
    const key = JSON.stringify([
      'remuneration',
      location ?? null,
      projectType ?? null,
      minRemuneration ?? null,
      maxRemuneration ?? null,
    ]);
    const known = this.catalogueTotals.get(key, version);
    if (known !== undefined) return known;

    const categorical = location !== undefined || projectType !== undefined;
    const counted = await this.db
      .selectFrom('castings')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('total'),
        CATALOGUE_VERSION.as('catalogue_version'),
      ])
      .where(
        castingsMatching(
          { status: 'PUBLISHED', location, projectType, minRemuneration, maxRemuneration },
          { remuneration: categorical ? 'row' : 'index' },
        ),
      )
      .executeTakeFirstOrThrow();
    const total = toNumber(counted.total);
    this.catalogueTotals.set(key, String(counted.catalogue_version), total);
    return total;
  }

  /**
   * How many castings matching the filters the user applied to. CROSS JOIN fixes the order on SQLite
   * (the user's profiles, their applications, then each casting by id), which its planner would
   * otherwise start from the castings; PostgreSQL plans it as the same inner join.
   */
  private async countApplied(filters: PublishedFilters, userId: string): Promise<number> {
    const { location, projectType, minRemuneration, maxRemuneration } = filters;
    const row = await this.db
      .selectFrom('talent_profiles')
      .crossJoin('applications')
      .crossJoin('castings')
      .select((eb) => eb.fn.count<string | number>('castings.id').distinct().as('total'))
      .where('talent_profiles.user_id', '=', userId)
      .whereRef('applications.talent_profile_id', '=', 'talent_profiles.id')
      .whereRef('castings.id', '=', 'applications.casting_id')
      .where(
        castingsMatching({ status: 'PUBLISHED', location, projectType, minRemuneration, maxRemuneration }),
      )
      .executeTakeFirst();
    return toNumber(row?.total);
  }

  // Search.

  /**
   * PUBLISHED castings matching every word as a prefix, accent-insensitive, newest first (decision
   * 0006: no relevance ranking). `words` are already folded and hold only letters and digits (see the
   * service), so no query-syntax character can reach FTS5 or to_tsquery; they are bound as parameters
   * all the same. The page stops after `pageSize` matches in order; only the total counts them all. The
   * version is the one the page's own statement read, which came first (decision 0021).
   */
  async searchPublished(
    words: readonly string[],
    page: number,
    pageSize: number,
    viewerUserId: string,
  ): Promise<CastingPage> {
    if (words.length === 0) return { rows: [], total: 0 };
    const offset = (page - 1) * pageSize;
    if (this.postgres) {
      const search = postgresSearch(this.db, words);
      const hits = await search.page(pageSize, offset, this.viewerApplications(viewerUserId));
      const rows = hits.map(({ catalogue_version: _version, ...row }) => viewed(row));
      return { rows, ...(await this.searchTotal(search, hits, pageSize, offset)) };
    }
    const search = sqliteSearch(this.db, words);
    const hits = await search.page(pageSize, offset);
    const rows = await this.inOrder(
      hits.map((hit) => hit.casting_id),
      viewerUserId,
    );
    return { rows, ...(await this.searchTotal(search, hits, pageSize, offset)) };
  }

  /**
   * The total of a search whose page is `hits`, and the catalogue version that vouches for both. A short
   * first page already tells the total. Otherwise counting every match is most of a search's cost and
   * grows with the catalogue, and the answer holds until a casting changes: it is kept by query and the
   * catalogue version the page was read at. The count reads the version in its own statement, so a
   * change committed in between cannot be stored under the old version (decision 0007).
   *
   * The page's version is earlier than the count's or equal to it; while the database still stands at
   * the page's, the two are equal. An empty page has no version of its own: past the end at the count's
   * version, the count's vouches for it; a first page that matched nothing is not vouched for.
   */
  private async searchTotal(
    search: CountedSearch,
    hits: readonly { catalogue_version: string | number }[],
    limit: number,
    offset: number,
  ): Promise<{ total: number; version?: string }> {
    const version = hits[0] ? String(hits[0].catalogue_version) : undefined;
    if (offset === 0 && hits.length < limit) return { total: hits.length, version };
    const known = version !== undefined ? this.catalogueTotals.get(search.key, version) : undefined;
    if (known !== undefined) return { total: known, version };
    const counted = await search.count();
    const total = toNumber(counted.total);
    this.catalogueTotals.set(search.key, String(counted.catalogue_version), total);
    if (version !== undefined) return { total, version };
    return { total, version: offset >= total ? String(counted.catalogue_version) : undefined };
  }

  /** The castings of these ids, in this order. */
  private async inOrder(ids: readonly string[], viewerUserId: string): Promise<ViewedCastingRow[]> {
    // Only SQLite's search reads its page by ids: the viewer's applications come from withViewer.
    const found = await this.withViewer(await this.findByIds(ids), viewerUserId);
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is ViewedCastingRow => row !== undefined);
  }

  // The viewer's own applications.

  /**
   * The viewer's own applications to `castings.id` (of any of their talent profiles, oldest first), as a
   * JSON array column of the casting's own query on PostgreSQL, where a second query was one more round
   * trip to a backend for most of the talent side's reads (decision 0007, point 8). SQLite reads in the process,
   * so a second query costs no round trip there, and the same subquery per row made its mixed load
   * stall (decision 0007, point 8): the column is null and `withViewer` reads the applications after the page.
   */
  private viewerApplications(viewerUserId: string) {
    if (!this.postgres) return sql<unknown>`null`.as('viewer_applications');
    return sql<unknown>`(select coalesce(json_agg(json_build_object('id', a.id, 'talentProfileId', a.talent_profile_id, 'status', a.status) order by a.applied_at, a.id), '[]'::json)
      from applications a join talent_profiles tp on tp.id = a.talent_profile_id
      where a.casting_id = castings.id and tp.user_id = ${viewerUserId})`.as('viewer_applications');
  }

  /** Rows read with `viewerApplications`, with the viewer's own applications filled in. */
  private async withViewer(rows: readonly RawViewedRow[], viewerUserId: string): Promise<ViewedCastingRow[]> {
    if (this.postgres) return rows.map(viewed);
    const ids = rows.map((row) => row.id);
    const own =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('applications')
            .innerJoin('talent_profiles', 'talent_profiles.id', 'applications.talent_profile_id')
            .select([
              'applications.id',
              'applications.casting_id',
              'applications.talent_profile_id',
              'applications.status',
            ])
            .where('talent_profiles.user_id', '=', viewerUserId)
            .where('applications.casting_id', 'in', ids)
            .orderBy('applications.applied_at')
            .orderBy('applications.id')
            .execute();
    const grouped = byCasting(own);
    return rows.map(({ viewer_applications: _none, ...row }) => ({
      ...row,
      viewer_applications: grouped.get(row.id) ?? [],
    }));
  }

  /**
   * The catalogue version now, and the viewer's own applications to `castingIds`, in one statement on
   * both databases: a page kept in memory is checked against the database and given its caller's part
   * in a single round trip (decision 0013). The version row left-joins the applications, so it comes
   * back even when the viewer has none.
   */
  async viewerApplicationsAt(
    viewerUserId: string,
    castingIds: readonly string[],
  ): Promise<ViewerApplicationsAt> {
    if (castingIds.length === 0) {
      const { rows } = await sql<{ version: string | number }>`
        select version from catalogue_version where id = 1`.execute(this.db);
      return { version: String(rows[0]!.version), byCasting: new Map() };
    }
    const { rows } = await sql<{
      version: string | number;
      id: string | null;
      casting_id: string;
      talent_profile_id: string;
      status: string;
    }>`
      select v.version, own.id, own.casting_id, own.talent_profile_id, own.status
      from catalogue_version v
      left join (
        select a.id, a.casting_id, a.talent_profile_id, a.status, a.applied_at
        from applications a join talent_profiles tp on tp.id = a.talent_profile_id
        where tp.user_id = ${viewerUserId} and a.casting_id in (${sql.join([...castingIds])})
      ) own on 1 = 1
      where v.id = 1
      order by own.applied_at, own.id`.execute(this.db);
    return {
      version: String(rows[0]!.version),
      byCasting: byCasting(rows.filter((row): row is typeof row & { id: string } => row.id !== null)),
    };
  }

  // Writes (staff side, CLI import).

  /** `base` itself when free, else the first free `base-2`, `base-3`… */
  async freeSlug(base: string): Promise<string> {
    const batch = 50;
    for (let start = 1; ; start += batch) {
      const candidates = Array.from({ length: batch }, (_, index) =>
        start + index === 1 ? base : `${base}-${start + index}`,
      );
      const taken = new Set(
        (await this.db.selectFrom('castings').select('slug').where('slug', 'in', candidates).execute()).map(
          (row) => row.slug,
        ),
      );
      const free = candidates.find((candidate) => !taken.has(candidate));
      if (free) return free;
    }
  }

  async insert(row: NewCastingRow): Promise<void> {
    await this.db.insertInto('castings').values(row).execute();
  }

  insertMany(rows: readonly NewCastingRow[]): Promise<void> {
    return this.insertRows(this.db, rows);
  }

  /** Rows made elsewhere (the demo seed), in bulk, inside the caller's transaction `trx`. */
  insertRows(trx: AppDatabase, rows: readonly Insertable<CastingsTable>[]): Promise<void> {
    return insertInChunks(trx, 'castings', rows);
  }

  /**
   * After a bulk insert (import, synthetic seed), outside any transaction. Just after 10,000 castings
   * were loaded, PostgreSQL chose a scan of every published casting for a 12-row page until autovacuum
   * came by; once vacuumed, remuneration counts stay inside their index.
   */
  settleAfterBulkInsert(): Promise<void> {
    return settleAfterBulkInsert(this.db, 'castings');
  }

  /** False when the casting is no longer in `expectedStatus` (another change came first). */
  /** `jobs` (the notices of a casting that ends) are written in the same transaction (decision 0019). */
  async update(
    id: string,
    changes: CastingChanges,
    expectedStatus: CastingStatus,
    jobs?: PendingJobs,
  ): Promise<boolean> {
    const write = async (db: AppDatabase) => {
      const result = await db
        .updateTable('castings')
        .set(changes)
        .where('id', '=', id)
        .where('status', '=', expectedStatus)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    };
    if (!jobs) return write(this.db);
    return this.db.transaction().execute(async (trx) => {
      if (!(await write(trx))) return false;
      await jobs.write(trx);
      return true;
    });
  }

  async publishedIdsOf(ownerUserId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('castings')
      .select('id')
      .where('owner_user_id', '=', ownerUserId)
      .where('status', '=', 'PUBLISHED')
      .execute();
    return rows.map((row) => row.id);
  }

  async countAll(): Promise<number> {
    const row = await this.db
      .selectFrom('castings')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirst();
    return toNumber(row?.total);
  }

  /** PUBLISHED castings first published in [from, to): what the alert and match jobs announce. */
  publishedBetween(from: string, to: string): Promise<Selectable<CastingsTable>[]> {
    return this.db
      .selectFrom('castings')
      .selectAll()
      .where('status', '=', 'PUBLISHED')
      .where('published_at', '>=', from)
      .where('published_at', '<', to)
      .orderBy('published_at')
      .limit(500)
      .execute();
  }
}

import type { CastingListFilters, CastingStatus } from '@talent/contract/castings';
import { type Expression, expressionBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import type { CastingsTable, Database } from '../../db/schema';

/** Everything but search_text, which only the search query reads. */
export type CastingRow = Omit<Selectable<CastingsTable>, 'search_text'>;

export const CASTING_COLUMNS = [
  'id',
  'owner_user_id',
  'slug',
  'title',
  'status',
  'project_type',
  'short_description',
  'description',
  'location',
  'casting_date',
  'shooting_date',
  'age_ranges',
  'gender',
  'duration',
  'remuneration_amount',
  'remuneration_currency',
  'remuneration_type',
  'diffusion_type',
  'minor_daily_start',
  'minor_daily_end',
  'minor_days',
  'cover_thumbnail_url',
  'cover_display_url',
  'published_at',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof CastingRow>;

export const QUALIFIED_COLUMNS = CASTING_COLUMNS.map((column) => `castings.${column}` as const);

/**
 * The catalogue version (migrations 0008 and 0009), read inside the statement that counts, so that a count
 * is stored under the version of the very snapshot it saw.
 */
export const CATALOGUE_VERSION = sql<string | number>`(select version from catalogue_version where id = 1)`;

/** Which castings a query reads: the contract's list filters, a status, and the caller's own exclusions. */
export interface CastingFilters extends CastingListFilters {
  status: CastingStatus;
  /** Leaves out castings any talent profile of this user applied to. */
  excludeAppliedByUserId?: string;
}

export interface FilterOptions {
  /**
   * Where the columns are: the castings themselves, or casting_counts (castings per status, location
   * and project type, kept by triggers), which has no remuneration and no applications.
   */
  table?: 'castings' | 'casting_counts';
  /**
   * How a remuneration bound is checked: 'index' lets the planner find the range through the
   * remuneration index; 'row' checks it on each row that another index reached, the unary plus keeping
   * the planner off the remuneration index (valid SQL on both databases).
   */
  remuneration?: 'index' | 'row';
}

/**
 * The one place the catalogue's filters become SQL: every read of castings by filters (a list's page,
 * its totals, a search) takes its condition from here, so they cannot disagree about which castings
 * match. Works on any query that has `castings` (or `casting_counts`) in scope.
 */
export function castingsMatching(filters: CastingFilters, options: FilterOptions = {}): Expression<SqlBool> {
  const table = options.table ?? 'castings';
  const eb = expressionBuilder<Database, 'castings'>();
  const column = (name: 'status' | 'project_type' | 'location' | 'remuneration_amount' | 'id') =>
    sql.ref(`${table}.${name}`);
  const amount =
    options.remuneration === 'row'
      ? sql<number>`+${column('remuneration_amount')}`
      : column('remuneration_amount');
  const conditions: Expression<SqlBool>[] = [eb(column('status'), '=', filters.status)];
  if (filters.projectType !== undefined)
    conditions.push(eb(column('project_type'), '=', filters.projectType));
  if (filters.location !== undefined) conditions.push(eb(column('location'), '=', filters.location));
  if (filters.minRemuneration !== undefined) conditions.push(eb(amount, '>=', filters.minRemuneration));
  if (filters.maxRemuneration !== undefined) conditions.push(eb(amount, '<=', filters.maxRemuneration));
  if (filters.excludeAppliedByUserId !== undefined) {
    conditions.push(eb(column('id'), 'not in', castingsAppliedBy(filters.excludeAppliedByUserId)));
  }
  return eb.and(conditions);
}

/** Ids of the castings any talent profile of `userId` applied to. */
function castingsAppliedBy(userId: string) {
  return expressionBuilder<Database, never>()
    .selectFrom('applications')
    .innerJoin('talent_profiles', 'talent_profiles.id', 'applications.talent_profile_id')
    .select('applications.casting_id')
    .where('talent_profiles.user_id', '=', userId);
}

import type { ApplicationStatus } from '@talent/contract/applications';
import type { Gender } from '@talent/contract/auth';
import type { ApplicantListQuery } from '@talent/contract/studio';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import { foldedText, foldText } from '../../db/folded-text';
import type { Database } from '../../db/schema';

/** One applicant of a casting as the studio lists it, with the account holder (the guardian for a child). */
export interface ApplicantRow {
  id: string;
  casting_id: string;
  status: ApplicationStatus;
  applied_at: string;
  message: string | null;
  profile_id: string;
  child_id: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  gender: Gender | null;
  residence_city: string | null;
  height: number | null;
  categories: string;
  profile_photo_url: string | null;
  account_first_name: string;
  account_last_name: string;
  account_email: string;
  account_phone: string | null;
  /** The account holder's guardian mode (1 on): a child's files are shown only while it is on. */
  account_guardian_mode: number;
}

/** Birth-date bounds for an age range on `today`: born on or before `bornBy`, after `bornAfter`. */
export interface AgeBounds {
  bornBy?: string;
  bornAfter?: string;
  /** Born on or before it: an adult today, whose surname a name search may match. */
  adultBornBy?: string;
}

export type ApplicantFilters = Omit<
  ApplicantListQuery,
  'page' | 'pageSize' | 'sort' | 'order' | 'ageMin' | 'ageMax'
> &
  AgeBounds;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The studio's reads of a casting's applicants (DESIGN §7); status moves stay in ApplicationsRepository. */
export class ApplicantsRepository {
  constructor(private readonly db: AppDatabase) {}

  private applicants() {
    return this.db
      .selectFrom('applications as a')
      .innerJoin('talent_profiles as tp', 'tp.id', 'a.talent_profile_id')
      .innerJoin('users as u', 'u.id', 'tp.user_id')
      .select([
        'a.id',
        'a.casting_id',
        'a.status',
        'a.applied_at',
        'a.message',
        'tp.id as profile_id',
        'tp.child_id',
        'tp.first_name',
        'tp.last_name',
        'tp.date_of_birth',
        'tp.gender',
        'tp.residence_city',
        'tp.height',
        'tp.categories',
        'tp.profile_photo_url',
        'u.first_name as account_first_name',
        'u.last_name as account_last_name',
        'u.email as account_email',
        'u.phone as account_phone',
        'u.is_guardian_mode_enabled as account_guardian_mode',
      ]);
  }

  private filtered(castingId: string, filters: ApplicantFilters) {
    return this.withFilters(this.applicants().where('a.casting_id', '=', castingId), filters);
  }

  /**
   * How many applications the filters let through. Without a filter on the talent it counts the
   * casting's applications from the index alone, without reading a single profile.
   */
  private async count(castingId: string, filters: ApplicantFilters): Promise<number> {
    const { status, ...talentFilters } = filters;
    const onTalent = Object.values(talentFilters).some((value) => value !== undefined && value !== '');
    const total = (eb: ExpressionBuilder<Database, 'applications'>) => eb.fn.countAll<string>().as('total');
    let applications = this.db.selectFrom('applications').where('casting_id', '=', castingId);
    if (status) applications = applications.where('status', '=', status);
    if (!onTalent) return Number((await applications.select(total).executeTakeFirstOrThrow()).total);
    const counted = await this.withFilters(
      this.db
        .selectFrom('applications as a')
        .innerJoin('talent_profiles as tp', 'tp.id', 'a.talent_profile_id')
        .where('a.casting_id', '=', castingId),
      filters,
    )
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(counted.total);
  }

  private withFilters<
    Q extends SelectQueryBuilder<
      Database & { a: Database['applications']; tp: Database['talent_profiles'] },
      'a' | 'tp',
      object
    >,
  >(base: Q, filters: ApplicantFilters): Q {
    let query = base;
    if (filters.status) query = query.where('a.status', '=', filters.status) as Q;
    if (filters.gender) query = query.where('tp.gender', '=', filters.gender) as Q;
    if (filters.bornBy) query = query.where('tp.date_of_birth', '<=', filters.bornBy) as Q;
    if (filters.bornAfter) query = query.where('tp.date_of_birth', '>', filters.bornAfter) as Q;
    if (filters.heightMin !== undefined) query = query.where('tp.height', '>=', filters.heightMin) as Q;
    if (filters.heightMax !== undefined) query = query.where('tp.height', '<=', filters.heightMax) as Q;
    if (filters.city) query = query.where('tp.residence_city', '=', filters.city) as Q;
    // categories is a JSON array of enum names: a quoted name matches one element exactly.
    if (filters.category) query = query.where('tp.categories', 'like', `%"${filters.category}"%`) as Q;
    if (filters.q) {
      // The whole name, folded once: "savulescu" finds Săvulescu, and "ana pop" Ana Popescu. A minor's
      // surname is left out, as everywhere in the studio.
      const pattern = `%${escapeLike(foldText(filters.q))}%`;
      const adultBornBy = filters.adultBornBy ?? '0000-01-01';
      query = query.where((eb) =>
        eb(
          foldedText(
            sql<string>`tp.first_name || ' ' || case when tp.child_id is null and (tp.date_of_birth is null or tp.date_of_birth <= ${adultBornBy}) then coalesce(tp.last_name, '') else '' end`,
          ),
          'like',
          pattern,
        ),
      ) as Q;
    }
    return query;
  }

  /** A page of the casting's applicants; `sort` and `order` as the query says, ties by id. */
  async list(
    castingId: string,
    filters: ApplicantFilters,
    sort: ApplicantListQuery['sort'],
    order: ApplicantListQuery['order'],
    limit: number,
    offset: number,
  ): Promise<{ rows: ApplicantRow[]; total: number }> {
    const base = this.filtered(castingId, filters);
    let query = base;
    // By the folded name, so Cătălin comes before Cristina as in a Romanian list (SQLite compares bytes).
    if (sort === 'name')
      query = query
        .orderBy((eb) => foldedText(eb.ref('tp.first_name')), order)
        .orderBy((eb) => foldedText(eb.ref('tp.last_name')), order);
    // An older person has an earlier birth date: age ascending is birth date descending.
    else if (sort === 'age') query = query.orderBy('tp.date_of_birth', order === 'asc' ? 'desc' : 'asc');
    else query = query.orderBy('a.applied_at', order);
    const [rows, total] = await Promise.all([
      query.orderBy('a.id', order).limit(limit).offset(offset).execute(),
      this.count(castingId, filters),
    ]);
    return { rows, total };
  }

  /** The casting's applications per status, whatever the filters. */
  async countsByStatus(castingId: string): Promise<Map<ApplicationStatus, number>> {
    const rows = await this.db
      .selectFrom('applications')
      .select(['status', (eb) => eb.fn.countAll<string>().as('total')])
      .where('casting_id', '=', castingId)
      .groupBy('status')
      .execute();
    return new Map(rows.map((row) => [row.status, Number(row.total)]));
  }

  find(applicationId: string): Promise<ApplicantRow | undefined> {
    return this.applicants().where('a.id', '=', applicationId).executeTakeFirst();
  }

  /** Several by id; whose castings they belong to is the service's to check. */
  findMany(applicationIds: readonly string[]): Promise<ApplicantRow[]> {
    if (applicationIds.length === 0) return Promise.resolve([]);
    return this.applicants()
      .where('a.id', 'in', [...applicationIds])
      .execute();
  }

  /** The moves of one application in order, with who made each (their name; null for the talent's own). */
  historyOf(applicationId: string) {
    return this.db
      .selectFrom('application_status_changes as c')
      .leftJoin('users as u', 'u.id', 'c.changed_by_user_id')
      .select([
        'c.status',
        'c.changed_at',
        'c.message',
        'c.changed_by_user_id',
        'u.first_name',
        'u.last_name',
      ])
      .where('c.application_id', '=', applicationId)
      .orderBy('c.changed_at')
      .execute();
  }

  async noteOf(applicationId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('application_notes')
      .select('text')
      .where('application_id', '=', applicationId)
      .executeTakeFirst();
    return row?.text ?? null;
  }

  /** Writes the note, or removes it when `text` is empty. */
  async setNote(applicationId: string, text: string, userId: string, now: string): Promise<void> {
    if (text === '') {
      await this.db.deleteFrom('application_notes').where('application_id', '=', applicationId).execute();
      return;
    }
    await this.db
      .insertInto('application_notes')
      .values({ application_id: applicationId, text, updated_by: userId, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('application_id').doUpdateSet({ text, updated_by: userId, updated_at: now }),
      )
      .execute();
  }

  /** Remembers that `userId` opened the casting's applicants now. */
  async recordVisit(castingId: string, userId: string, now: string): Promise<void> {
    await this.db
      .insertInto('casting_visits')
      .values({ casting_id: castingId, user_id: userId, visited_at: now })
      .onConflict((conflict) => conflict.columns(['casting_id', 'user_id']).doUpdateSet({ visited_at: now }))
      .execute();
  }
}

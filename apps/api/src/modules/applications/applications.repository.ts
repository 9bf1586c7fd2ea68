import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@talent/contract/applications';
import { type Insertable, PostgresAdapter, type Selectable } from 'kysely';
import { type AppDatabase, insertInChunks, isUniqueViolation } from '../../db/database';
import type { ApplicationStatusChangesTable, ApplicationsTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { type OffsetPage, offsetPage } from '../../lib/offset-page';
import type { PendingJobs } from '../jobs/job-queue';

export type ApplicationRow = Selectable<ApplicationsTable> & {
  talent_first_name: string;
  talent_last_name: string;
  /** The account the talent profile belongs to (the talent, or the guardian of a child). */
  talent_user_id: string;
  /** The child the profile belongs to (guardian mode), null for the talent's own profile. */
  talent_child_id: string | null;
};
export interface ApplicantAgeRow {
  id: string;
  first_name: string;
  child_id: string | null;
  date_of_birth: string | null;
}
export type StatusChangeRow = Selectable<ApplicationStatusChangesTable>;
/** What a bulk move judges each application by: its status, its casting's owner and the child check. */
export interface MoveCandidateRow {
  id: string;
  status: ApplicationStatus;
  casting_id: string;
  applied_at: string;
  casting_owner_user_id: string;
  child_id: string | null;
  date_of_birth: string | null;
}
/** One move of a bulk move: the status the application must still be in. */
export interface MoveFrom {
  applicationId: string;
  from: ApplicationStatus;
}

export interface NewApplication {
  id: string;
  castingId: string;
  talentProfileId: string;
  message: string | null;
  appliedAt: string;
}

export interface OperatorApplicationRow {
  id: string;
  status: ApplicationStatus;
  applied_at: string;
  casting_slug: string;
  talent_email: string;
  talent_first_name: string;
  talent_last_name: string;
}

export class AlreadyAppliedError extends Error {}

const toNumber = (value: unknown) => Number(value ?? 0);

export class ApplicationsRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: AppDatabase) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  private selectApplications() {
    return this.db
      .selectFrom('applications')
      .innerJoin('talent_profiles', 'talent_profiles.id', 'applications.talent_profile_id')
      .selectAll('applications')
      .select([
        'talent_profiles.first_name as talent_first_name',
        'talent_profiles.last_name as talent_last_name',
        'talent_profiles.user_id as talent_user_id',
        'talent_profiles.child_id as talent_child_id',
      ]);
  }

  /**
   * Who applied to a casting in one of `statuses`, with what the child-work check needs (HG 75/2015):
   * whether the profile is a child's, and the birth date. One application when `applicationId` is given.
   */
  applicantAges(
    castingId: string,
    statuses: readonly ApplicationStatus[],
    applicationId?: string,
  ): Promise<ApplicantAgeRow[]> {
    let query = this.db
      .selectFrom('applications')
      .innerJoin('talent_profiles', 'talent_profiles.id', 'applications.talent_profile_id')
      .select([
        'applications.id',
        'talent_profiles.first_name',
        'talent_profiles.child_id',
        'talent_profiles.date_of_birth',
      ])
      .where('applications.casting_id', '=', castingId)
      .where('applications.status', 'in', [...statuses]);
    if (applicationId !== undefined) query = query.where('applications.id', '=', applicationId);
    return query.execute();
  }

  /** Applications made elsewhere (the demo seed) with their histories, in bulk, inside `trx`. */
  async insertRows(
    trx: AppDatabase,
    applications: readonly Insertable<ApplicationsTable>[],
    changes: readonly Insertable<ApplicationStatusChangesTable>[],
  ): Promise<void> {
    await insertInChunks(trx, 'applications', applications);
    await insertInChunks(trx, 'application_status_changes', changes);
  }

  findById(id: string): Promise<ApplicationRow | undefined> {
    return this.selectApplications().where('applications.id', '=', id).executeTakeFirst();
  }

  /** Applications of every talent profile of the user, newest first. */
  listOfUser(userId: string, page: number, pageSize: number): Promise<OffsetPage<ApplicationRow>> {
    return offsetPage(
      this.db
        .selectFrom('applications')
        .innerJoin('talent_profiles', 'talent_profiles.id', 'applications.talent_profile_id')
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .where('talent_profiles.user_id', '=', userId),
      this.selectApplications()
        .where('talent_profiles.user_id', '=', userId)
        .orderBy('applications.applied_at', 'desc')
        .orderBy('applications.id', 'desc'),
      page,
      pageSize,
    );
  }

  /** How many of the user's applications are in each status. */
  async countByStatusOfUser(userId: string): Promise<Map<ApplicationStatus, number>> {
    const rows = await this.db
      .selectFrom('applications')
      .innerJoin('talent_profiles', 'talent_profiles.id', 'applications.talent_profile_id')
      .select(['applications.status as status', (eb) => eb.fn.countAll<string | number>().as('total')])
      .where('talent_profiles.user_id', '=', userId)
      .groupBy('applications.status')
      .execute();
    return new Map(rows.map((row) => [row.status, toNumber(row.total)]));
  }

  async historyOf(applicationIds: readonly string[]): Promise<StatusChangeRow[]> {
    if (applicationIds.length === 0) return [];
    return this.db
      .selectFrom('application_status_changes')
      .selectAll()
      .where('application_id', 'in', [...applicationIds])
      .orderBy('changed_at')
      .execute();
  }

  /**
   * The application and the first entry of its history (PENDING at appliedAt), both or neither, with
   * `invitation` (the invitations module's answer: its invitation, if any, becomes APPLIED) and `jobs`
   * (the studio's digest, when this process has not queued it yet) in the same transaction.
   * The unique (casting, profile) index refuses a second application, also two at the same moment.
   */
  async create(application: NewApplication, invitation: TransactionPart, jobs?: PendingJobs): Promise<void> {
    const { id } = application;
    const row = {
      id,
      casting_id: application.castingId,
      talent_profile_id: application.talentProfileId,
      message: application.message,
      status: 'PENDING' as const,
      applied_at: application.appliedAt,
      updated_at: application.appliedAt,
    };
    const firstChange = {
      id: randomUUID(),
      application_id: id,
      status: 'PENDING' as const,
      changed_at: application.appliedAt,
      changed_by_user_id: null,
    };
    try {
      await this.db.transaction().execute(async (trx) => {
        if (this.postgres) {
          // Both rows in one statement: one round trip fewer on the mix's busiest write.
          await trx
            .with('application', (db) => db.insertInto('applications').values(row).returning('id'))
            .insertInto('application_status_changes')
            .values(firstChange)
            .execute();
        } else {
          // SQLite has no insert inside a WITH; its statements run on the writer thread, not over a network.
          await trx.insertInto('applications').values(row).execute();
          await trx.insertInto('application_status_changes').values(firstChange).execute();
        }
        await invitation.write(trx);
        await jobs?.write(trx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyAppliedError();
      throw error;
    }
  }

  /**
   * Moves the application from `from` to `to` and records the change and its `jobs` (the notices),
   * all or none (decision 0019). Returns false when the status was no longer `from` (another move
   * came first), so no move is based on stale data.
   */
  async changeStatus(
    change: {
      applicationId: string;
      from: ApplicationStatus;
      to: ApplicationStatus;
      changedAt: string;
      changedByUserId: string | null;
      message: string | null;
    },
    jobs?: PendingJobs,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('applications')
        .set({ status: change.to, updated_at: change.changedAt })
        .where('id', '=', change.applicationId)
        .where('status', '=', change.from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('application_status_changes')
        .values({
          id: randomUUID(),
          application_id: change.applicationId,
          status: change.to,
          changed_at: change.changedAt,
          changed_by_user_id: change.changedByUserId,
          message: change.message,
        })
        .execute();
      await jobs?.write(trx);
      return true;
    });
  }

  /** The applications of a bulk move, in one statement (any order; missing ids are left out). */
  moveCandidates(applicationIds: readonly string[]): Promise<MoveCandidateRow[]> {
    if (applicationIds.length === 0) return Promise.resolve([]);
    return this.withProfileAndCasting()
      .select([
        'applications.id',
        'applications.status',
        'applications.casting_id',
        'applications.applied_at',
        'castings.owner_user_id as casting_owner_user_id',
        'talent_profiles.child_id',
        'talent_profiles.date_of_birth',
      ])
      .where('applications.id', 'in', [...applicationIds])
      .execute();
  }

  /**
   * Many moves to one status at one time, in one transaction of a constant number of statements (a
   * bulk move, issue 30 point 16): each application moves only if it is still in its `from` status,
   * each moved one gets its history row, and `jobsOf(moved ids)` (their notices) is written in the
   * same transaction (decision 0019). Answers the ids that moved; the others were moved by someone else first.
   */
  changeStatusMany(
    moves: readonly MoveFrom[],
    change: {
      to: ApplicationStatus;
      changedAt: string;
      changedByUserId: string | null;
      message: string | null;
    },
    jobsOf: (movedIds: string[]) => PendingJobs | undefined,
  ): Promise<string[]> {
    if (moves.length === 0) return Promise.resolve([]);
    const byFrom = new Map<ApplicationStatus, string[]>();
    for (const move of moves) byFrom.set(move.from, [...(byFrom.get(move.from) ?? []), move.applicationId]);
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('applications')
        .set({ status: change.to, updated_at: change.changedAt })
        .where((eb) =>
          eb.or([...byFrom].map(([from, ids]) => eb.and([eb('id', 'in', ids), eb('status', '=', from)]))),
        )
        .returning('id')
        .execute();
      const moved = updated.map((row) => row.id);
      if (moved.length === 0) return moved;
      await trx
        .insertInto('application_status_changes')
        .values(
          moved.map((applicationId) => ({
            id: randomUUID(),
            application_id: applicationId,
            status: change.to,
            changed_at: change.changedAt,
            changed_by_user_id: change.changedByUserId,
            message: change.message,
          })),
        )
        .execute();
      await jobsOf(moved)?.write(trx);
      return moved;
    });
  }

  /** The statuses the applications are in now (after a move found some already moved). */
  async statusesOf(applicationIds: readonly string[]): Promise<Map<string, ApplicationStatus>> {
    if (applicationIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('applications')
      .select(['id', 'status'])
      .where('id', 'in', [...applicationIds])
      .execute();
    return new Map(rows.map((row) => [row.id, row.status]));
  }

  /** For operators: who applied where, newest first, optionally for one casting. */
  listForOperator(castingSlug?: string): Promise<OperatorApplicationRow[]> {
    let query = this.db
      .selectFrom('applications')
      .innerJoin('castings', 'castings.id', 'applications.casting_id')
      .innerJoin('talent_profiles', 'talent_profiles.id', 'applications.talent_profile_id')
      .innerJoin('users', 'users.id', 'talent_profiles.user_id')
      .select([
        'applications.id',
        'applications.status',
        'applications.applied_at',
        'castings.slug as casting_slug',
        'users.email as talent_email',
        'talent_profiles.first_name as talent_first_name',
        'talent_profiles.last_name as talent_last_name',
      ]);
    if (castingSlug !== undefined) query = query.where('castings.slug', '=', castingSlug);
    return query.orderBy('applications.applied_at', 'desc').orderBy('applications.id', 'desc').execute();
  }

  /** The owner of the casting an application belongs to (for the CLIENT check). */
  async castingOwnerOf(applicationId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('applications')
      .innerJoin('castings', 'castings.id', 'applications.casting_id')
      .select('castings.owner_user_id')
      .where('applications.id', '=', applicationId)
      .executeTakeFirst();
    return row?.owner_user_id;
  }

  // For the notice jobs (issue 21): who hears about an application, and about what.

  /** Applications with their talent profile and casting. */
  private withProfileAndCasting() {
    return this.db
      .selectFrom('applications')
      .innerJoin('talent_profiles', 'talent_profiles.id', 'applications.talent_profile_id')
      .innerJoin('castings', 'castings.id', 'applications.casting_id');
  }

  private selectNoticeTargets() {
    return this.withProfileAndCasting().select([
      'applications.id as application_id',
      'applications.status',
      'castings.id as casting_id',
      'castings.title as casting_title',
      'castings.slug as casting_slug',
      'castings.casting_date',
      'talent_profiles.user_id',
      'talent_profiles.child_id',
      'talent_profiles.first_name',
    ]);
  }

  noticeTarget(applicationId: string): Promise<NoticeTargetRow | undefined> {
    return this.selectNoticeTargets().where('applications.id', '=', applicationId).executeTakeFirst();
  }

  /** A casting's applications in these statuses, a page at a time by id (a fan-out to thousands). */
  targetsOfCasting(
    castingId: string,
    statuses: readonly ApplicationStatus[],
    afterId: string,
    limit: number,
  ): Promise<NoticeTargetRow[]> {
    return this.selectNoticeTargets()
      .where('applications.casting_id', '=', castingId)
      .where('applications.status', 'in', statuses)
      .where('applications.id', '>', afterId)
      .orderBy('applications.id')
      .limit(limit)
      .execute();
  }

  /** Applications in these statuses to castings (not cancelled) whose date is within [from, to]. */
  targetsByCastingDate(
    statuses: readonly ApplicationStatus[],
    from: string,
    to: string,
  ): Promise<NoticeTargetRow[]> {
    return this.selectNoticeTargets()
      .where('applications.status', 'in', statuses)
      .where('castings.status', 'in', ['PUBLISHED', 'CLOSED'])
      .where('castings.casting_date', '>=', from)
      .where('castings.casting_date', '<=', to)
      .execute();
  }

  /** Applications made in [from, to) to each casting of each owner: the clients' digest. */
  async appliedBetween(from: string, to: string): Promise<AppliedCountRow[]> {
    const rows = await this.db
      .selectFrom('applications')
      .innerJoin('castings', 'castings.id', 'applications.casting_id')
      .select([
        'castings.owner_user_id',
        'castings.id as casting_id',
        'castings.title',
        (eb) => eb.fn.countAll<string | number>().as('count'),
      ])
      .where('applications.applied_at', '>=', from)
      .where('applications.applied_at', '<', to)
      .groupBy(['castings.owner_user_id', 'castings.id', 'castings.title'])
      .execute();
    return rows.map((row) => ({ ...row, count: toNumber(row.count) }));
  }
}

export interface NoticeTargetRow {
  application_id: string;
  status: ApplicationStatus;
  casting_id: string;
  casting_title: string;
  casting_slug: string;
  casting_date: string | null;
  /** The talent, or the guardian of the child the profile belongs to. */
  user_id: string;
  child_id: string | null;
  first_name: string;
}

export interface AppliedCountRow {
  owner_user_id: string;
  casting_id: string;
  title: string;
  count: number;
}

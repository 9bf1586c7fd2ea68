import type { ApplicationStatus } from '@talent/contract/applications';
import type { ChecklistItem } from '@talent/contract/child-work-checklist';
import type { Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { ChildWorkChecklistsTable } from '../../db/schema';

export type ChecklistRow = Selectable<ChildWorkChecklistsTable>;

type ItemColumn = 'spas_notice_at' | 'documents_at' | 'companion_at' | 'contract_copy_at';

export const ITEM_COLUMN: Record<ChecklistItem, ItemColumn> = {
  spasNotice: 'spas_notice_at',
  documents: 'documents_at',
  companion: 'companion_at',
  contractCopy: 'contract_copy_at',
};

/** Who applied, from the application's talent profile: a guardian's child or the account's own profile. */
export interface ApplicantRow {
  application_id: string;
  status: ApplicationStatus;
  casting_id: string;
  /** The talent, or the guardian of the child the profile belongs to. */
  user_id: string;
  child_id: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  residence_city: string | null;
}

/** One PATCH: only what was sent is written. */
export interface ChecklistChange {
  /** Absent: left as it is. */
  companionName?: string | null;
  items: Partial<Record<ChecklistItem, boolean>>;
}

/** A ticked companion without a name (the change is rolled back). */
export class CompanionUnnamedError extends Error {}

/** A checklist nobody has touched yet: every item open. */
export const emptyChecklistRow = (applicationId: string, now: string): ChecklistRow => ({
  application_id: applicationId,
  companion_name: null,
  spas_notice_at: null,
  documents_at: null,
  companion_at: null,
  contract_copy_at: null,
  updated_at: now,
});

/** The guardian's ticks on an accepted child application (one row, made on the first change). */
export class ChildWorkRepository {
  constructor(private readonly db: AppDatabase) {}

  find(applicationId: string): Promise<ChecklistRow | undefined> {
    return this.db
      .selectFrom('child_work_checklists')
      .selectAll()
      .where('application_id', '=', applicationId)
      .executeTakeFirst();
  }

  /**
   * Writes only the columns sent, so two quick changes to different items both stay: the row is
   * made if missing, then a tick keeps the first time (`coalesce(column, now)`), an untick clears
   * it, and the companion's name changes only when sent. A ticked companion left without a name
   * throws CompanionUnnamedError and nothing is written.
   */
  update(applicationId: string, change: ChecklistChange, now: string): Promise<ChecklistRow> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('child_work_checklists')
        .values(emptyChecklistRow(applicationId, now))
        .onConflict((conflict) => conflict.column('application_id').doNothing())
        .execute();
      await trx
        .updateTable('child_work_checklists')
        .set((eb) => {
          const set: Record<string, unknown> = { updated_at: now };
          if (change.companionName !== undefined) set.companion_name = change.companionName;
          for (const [item, ticked] of Object.entries(change.items) as [ChecklistItem, boolean][]) {
            const column = ITEM_COLUMN[item];
            set[column] = ticked ? eb.fn.coalesce(column, eb.val(now)) : null;
          }
          return set as { updated_at: string };
        })
        .where('application_id', '=', applicationId)
        .execute();
      const row = await trx
        .selectFrom('child_work_checklists')
        .selectAll()
        .where('application_id', '=', applicationId)
        .executeTakeFirstOrThrow();
      // Decision 0018 row 18: a companion is named for the work; a ticked companion without a name says nothing.
      if (row.companion_at !== null && !row.companion_name) throw new CompanionUnnamedError();
      return row;
    });
  }

  /** The checklists of many applications (a page of the reminders' sweep), in one statement. */
  findMany(applicationIds: readonly string[]): Promise<ChecklistRow[]> {
    if (applicationIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('child_work_checklists')
      .selectAll()
      .where('application_id', 'in', [...applicationIds])
      .execute();
  }

  /** The application's talent profile and status; undefined when there is no such application. */
  async applicant(applicationId: string): Promise<ApplicantRow | undefined> {
    return (await this.applicants([applicationId]))[0];
  }

  /** The talent profiles and statuses of many applications, in one statement (missing ones left out). */
  applicants(applicationIds: readonly string[]): Promise<ApplicantRow[]> {
    if (applicationIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('applications')
      .innerJoin('talent_profiles', 'talent_profiles.id', 'applications.talent_profile_id')
      .select([
        'applications.id as application_id',
        'applications.status',
        'applications.casting_id',
        'talent_profiles.user_id',
        'talent_profiles.child_id',
        'talent_profiles.first_name',
        'talent_profiles.last_name',
        'talent_profiles.date_of_birth',
        'talent_profiles.residence_city',
      ])
      .where('applications.id', 'in', [...applicationIds])
      .execute();
  }

  /**
   * A page (by id) of ACCEPTED applications that may be a child's, to castings neither cancelled nor
   * suspended whose shooting date is on or after `from`: a guardian's child, or a profile born after
   * `bornAfter` (a coarse cut; the caller checks the age on the day). The reminders' daily sweep.
   */
  acceptedMinorsFrom(
    from: string,
    bornAfter: string,
    afterId: string,
    limit: number,
  ): Promise<{ application_id: string }[]> {
    return this.db
      .selectFrom('applications')
      .innerJoin('talent_profiles', 'talent_profiles.id', 'applications.talent_profile_id')
      .innerJoin('castings', 'castings.id', 'applications.casting_id')
      .select('applications.id as application_id')
      .where('applications.status', '=', 'ACCEPTED')
      .where('castings.status', 'not in', ['CANCELLED', 'SUSPENDED'])
      .where('castings.shooting_date', '>=', from)
      .where((eb) =>
        eb.or([
          eb('talent_profiles.child_id', 'is not', null),
          eb('talent_profiles.date_of_birth', '>', bornAfter),
        ]),
      )
      .where('applications.id', '>', afterId)
      .orderBy('applications.id')
      .limit(limit)
      .execute();
  }
}

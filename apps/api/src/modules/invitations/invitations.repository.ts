import type { InvitationStatus } from '@talent/contract/invitations';
import type { Insertable, Selectable, Transaction } from 'kysely';
import { type AppDatabase, insertInChunks } from '../../db/database';
import type { Database, InvitationsTable } from '../../db/schema';
import type { PendingJobs } from '../jobs/job-queue';

export type InvitationRow = Selectable<InvitationsTable>;

/** A profile as an invitation needs it: who hears of it, and whether the child rules apply. */
export interface InviteeRow {
  id: string;
  user_id: string;
  child_id: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
}

/** An invitation with its talent's names, for the studio's list. */
export type StudioInvitationRow = InvitationRow &
  Pick<InviteeRow, 'child_id' | 'first_name' | 'last_name' | 'date_of_birth'>;

/** An invitation with its casting and the profile's names: the talent's list and the notice. */
export type TalentInvitationRow = InvitationRow & {
  user_id: string;
  child_id: string | null;
  first_name: string;
  casting_slug: string;
  casting_title: string;
  casting_status: string;
  /** The casting's client account's company; null when no client account owns it (an admin's). */
  company_name: string | null;
};

/** Where an invitation may move from: an answer is final, except that applying after "not for me" counts. */
const OPEN: readonly InvitationStatus[] = ['INVITED', 'VIEWED'];

/** The invitations table (issue 32 point 5): only this module writes it. */
export class InvitationsRepository {
  constructor(private readonly db: AppDatabase) {}

  invitees(profileIds: readonly string[]): Promise<InviteeRow[]> {
    if (profileIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('talent_profiles')
      .select(['id', 'user_id', 'child_id', 'first_name', 'last_name', 'date_of_birth'])
      .where('id', 'in', [...profileIds])
      .execute();
  }

  /** The profiles of `profileIds` already invited to the casting. */
  async alreadyInvited(castingId: string, profileIds: readonly string[]): Promise<Set<string>> {
    if (profileIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('invitations')
      .select('profile_id')
      .where('casting_id', '=', castingId)
      .where('profile_id', 'in', [...profileIds])
      .execute();
    return new Set(rows.map((row) => row.profile_id));
  }

  /** Invitations sent by `userId` since `since` (the daily quota). */
  async countSentSince(userId: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('invited_by_user_id', '=', userId)
      .where('invited_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /**
   * The new invitations and the job that tells their talents, in one transaction (decision 0019); a
   * profile invited meanwhile by another request is skipped by the unique index. Answers the ids
   * written.
   */
  async insertMany(rows: readonly Insertable<InvitationsTable>[], jobs: PendingJobs): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const written = await trx
        .insertInto('invitations')
        .values([...rows])
        .onConflict((conflict) => conflict.columns(['casting_id', 'profile_id']).doNothing())
        .returning('id')
        .execute();
      await jobs.write(trx);
      return written.map((row) => row.id);
    });
  }

  /** Rows made elsewhere (the demo seed), inside the caller's transaction `trx`. */
  insertRows(trx: AppDatabase, rows: readonly Insertable<InvitationsTable>[]): Promise<void> {
    return insertInChunks(trx, 'invitations', rows);
  }

  ofCasting(castingId: string): Promise<StudioInvitationRow[]> {
    return this.db
      .selectFrom('invitations as i')
      .innerJoin('talent_profiles as p', 'p.id', 'i.profile_id')
      .selectAll('i')
      .select(['p.child_id', 'p.first_name', 'p.last_name', 'p.date_of_birth'])
      .where('i.casting_id', '=', castingId)
      .orderBy('i.invited_at', 'desc')
      .orderBy('i.id')
      .execute();
  }

  private withCastings() {
    return this.db
      .selectFrom('invitations as i')
      .innerJoin('talent_profiles as p', 'p.id', 'i.profile_id')
      .innerJoin('castings as c', 'c.id', 'i.casting_id')
      .leftJoin('client_accounts as ca', 'ca.user_id', 'c.owner_user_id')
      .selectAll('i')
      .select([
        'p.user_id',
        'p.child_id',
        'p.first_name',
        'c.slug as casting_slug',
        'c.title as casting_title',
        'c.status as casting_status',
        'ca.company_name',
      ]);
  }

  /** The talent's (and their children's profiles'), newest first, a page at a time. */
  async ofUser(
    userId: string,
    page: number,
    pageSize: number,
  ): Promise<{ rows: TalentInvitationRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.withCastings()
        .where('p.user_id', '=', userId)
        .orderBy('i.invited_at', 'desc')
        .orderBy('i.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.db
        .selectFrom('invitations as i')
        .innerJoin('talent_profiles as p', 'p.id', 'i.profile_id')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('p.user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.total ?? 0) };
  }

  /** One of the user's invitations (their own profile's or a child's), else undefined. */
  findOfUser(userId: string, id: string): Promise<TalentInvitationRow | undefined> {
    return this.withCastings().where('i.id', '=', id).where('p.user_id', '=', userId).executeTakeFirst();
  }

  /** The invitations of `ids` with whom to tell: the notice job's read. */
  withTargets(ids: readonly string[]): Promise<TalentInvitationRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.withCastings()
      .where('i.id', 'in', [...ids])
      .execute();
  }

  /** INVITED → VIEWED; anything else stays as it is. */
  async markViewed(id: string, now: string): Promise<void> {
    await this.db
      .updateTable('invitations')
      .set({ status: 'VIEWED', viewed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'INVITED')
      .execute();
  }

  /** INVITED or VIEWED → DECLINED; false when it was already answered. */
  async decline(id: string, reason: string | null, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('invitations')
      .set({ status: 'DECLINED', decline_reason: reason, responded_at: now })
      .where('id', '=', id)
      .where('status', 'in', [...OPEN])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * The profile applied to the casting: its invitation, if any and not yet APPLIED, says so, inside the
   * application's transaction (InvitationResponses.applied).
   */
  async markApplied(
    trx: Transaction<Database>,
    castingId: string,
    profileId: string,
    now: string,
  ): Promise<void> {
    await trx
      .updateTable('invitations')
      .set({ status: 'APPLIED', responded_at: now })
      .where('casting_id', '=', castingId)
      .where('profile_id', '=', profileId)
      .where('status', '!=', 'APPLIED')
      .execute();
  }
}

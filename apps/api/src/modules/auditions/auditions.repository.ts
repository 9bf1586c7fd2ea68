import type { AuditionStatus } from '@talent/contract/auditions';
import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import { type AppDatabase, insertInChunks, isPostgres } from '../../db/database';
import type { AuditionSessionsTable, AuditionsTable, Database } from '../../db/schema';
import type { PendingJobs } from '../jobs/job-queue';

export type SessionRow = Selectable<AuditionSessionsTable>;
export type AuditionRow = Selectable<AuditionsTable>;

/** Who an application is: what invites, the child rule and the studio's lists need. */
export interface AuditionTalentRow {
  application_id: string;
  casting_id: string;
  application_status: string;
  profile_id: string;
  user_id: string;
  child_id: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
}

export type StudioAuditionRow = AuditionRow & AuditionTalentRow;

/** An audition with everything a talent's list, a notice or a calendar file tells. */
export type AuditionTargetRow = StudioAuditionRow & {
  casting_slug: string;
  casting_title: string;
  /** The user who owns the casting: the client told of answers. */
  casting_owner_user_id: string;
  company_name: string | null;
  /** The account holder (a child's guardian): name and e-mail for the calendar's attendee. */
  account_first_name: string;
  account_last_name: string;
  account_email: string;
};

/** A booked talent on the day page, with the account's contact (a child's guardian's). */
export type DayRow = StudioAuditionRow & {
  profile_photo_url: string | null;
  account_first_name: string;
  account_last_name: string;
  account_email: string;
  account_phone: string | null;
  account_guardian_mode: number;
};

/** Statuses whose slot is a seat taken. */
const SEATED: readonly AuditionStatus[] = ['INVITED', 'CONFIRMED', 'ATTENDED', 'NO_SHOW'];
/** Statuses a cancelled session moves to CANCELLED. */
const LIVE: readonly AuditionStatus[] = ['INVITED', 'CONFIRMED', 'RESCHEDULE_REQUESTED'];

/**
 * The reads and writes of one booking, inside one transaction that holds the session (on PostgreSQL a
 * row lock; SQLite runs one write transaction at a time): seats counted here cannot be taken by
 * another request before this one commits.
 */
export class BookingWrites {
  constructor(private readonly trx: Transaction<Database>) {}

  /** Seats taken per slot start. */
  async seatsTaken(sessionId: string): Promise<Map<string, number>> {
    const rows = await this.trx
      .selectFrom('auditions')
      .select(['slot_start', (eb) => eb.fn.countAll<string | number>().as('taken')])
      .where('session_id', '=', sessionId)
      .where('status', 'in', [...SEATED])
      .where('slot_start', 'is not', null)
      .groupBy('slot_start')
      .execute();
    return new Map(rows.map((row) => [row.slot_start as string, Number(row.taken)]));
  }

  /** The applications of `applicationIds` already invited to the session. */
  async invitedOf(sessionId: string, applicationIds: readonly string[]): Promise<Set<string>> {
    const rows = await this.trx
      .selectFrom('auditions')
      .select('application_id')
      .where('session_id', '=', sessionId)
      .where('application_id', 'in', [...applicationIds])
      .execute();
    return new Set(rows.map((row) => row.application_id));
  }

  async insert(rows: readonly Insertable<AuditionsTable>[]): Promise<void> {
    if (rows.length > 0)
      await this.trx
        .insertInto('auditions')
        .values([...rows])
        .execute();
  }

  /** The audition's new state when it is still in one of `from`; false when it moved meanwhile. */
  async update(
    id: string,
    from: readonly AuditionStatus[],
    changes: Updateable<AuditionsTable>,
  ): Promise<boolean> {
    const result = await this.trx
      .updateTable('auditions')
      .set((eb) => ({ ...changes, sequence: eb('sequence', '+', 1) }))
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The audition of each application that asked for another time: application id → audition id. */
  async rescheduleRequested(
    sessionId: string,
    applicationIds: readonly string[],
  ): Promise<Map<string, string>> {
    const rows = await this.trx
      .selectFrom('auditions')
      .select(['id', 'application_id'])
      .where('session_id', '=', sessionId)
      .where('application_id', 'in', [...applicationIds])
      .where('status', '=', 'RESCHEDULE_REQUESTED')
      .execute();
    return new Map(rows.map((row) => [row.application_id, row.id]));
  }

  /** Those waiting for a slot (INVITED without one), first invited first. */
  waiting(sessionId: string): Promise<StudioAuditionRow[]> {
    return withTalent(this.trx)
      .where('a.session_id', '=', sessionId)
      .where('a.status', '=', 'INVITED')
      .where('a.slot_start', 'is', null)
      .orderBy('a.invited_at')
      .orderBy('a.id')
      .execute();
  }

  /** The session's auditions that hold a slot or may still answer: what a session edit moves. */
  booked(sessionId: string): Promise<StudioAuditionRow[]> {
    return withTalent(this.trx)
      .where('a.session_id', '=', sessionId)
      .where('a.status', 'in', [...LIVE])
      .where('a.slot_start', 'is not', null)
      .execute();
  }

  async updateSession(id: string, changes: Updateable<AuditionSessionsTable>): Promise<void> {
    await this.trx
      .updateTable('audition_sessions')
      .set((eb) => ({ ...changes, sequence: eb('sequence', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** Cancels the session and every audition still live in it; answers their ids. */
  async cancelSession(id: string, now: string): Promise<string[]> {
    await this.updateSession(id, { cancelled_at: now, updated_at: now });
    const rows = await this.trx
      .updateTable('auditions')
      .set((eb) => ({ status: 'CANCELLED' as const, sequence: eb('sequence', '+', 1) }))
      .where('session_id', '=', id)
      .where('status', 'in', [...LIVE])
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }
}

/** Who an application is (AuditionTalentRow), read from `applications as ap` and `talent_profiles as p`. */
const TALENT_COLUMNS = [
  'ap.id as application_id',
  'ap.casting_id',
  'ap.status as application_status',
  'p.id as profile_id',
  'p.user_id',
  'p.child_id',
  'p.first_name',
  'p.last_name',
  'p.date_of_birth',
] as const;

/** Auditions joined with their application's talent. */
function withTalent(db: AppDatabase | Transaction<Database>) {
  return db
    .selectFrom('auditions as a')
    .innerJoin('applications as ap', 'ap.id', 'a.application_id')
    .innerJoin('talent_profiles as p', 'p.id', 'ap.talent_profile_id')
    .selectAll('a')
    .select(TALENT_COLUMNS);
}

/** The audition tables (issue 33): only this module writes them. */
export class AuditionsRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Rows made elsewhere (the demo seed), inside the caller's transaction `trx`. */
  async insertRows(
    trx: AppDatabase,
    sessions: readonly Insertable<AuditionSessionsTable>[],
    auditions: readonly Insertable<AuditionsTable>[],
  ): Promise<void> {
    await insertInChunks(trx, 'audition_sessions', sessions);
    await insertInChunks(trx, 'auditions', auditions);
  }

  /**
   * `work` on the session's bookings in one transaction holding the session, with the jobs it
   * returns written in it (decision 0019).
   */
  async booking<T>(
    sessionId: string,
    work: (writes: BookingWrites) => Promise<{ result: T; jobs?: PendingJobs }>,
  ): Promise<T> {
    const { result, jobs } = await this.db.transaction().execute(async (trx) => {
      if (isPostgres(this.db))
        await trx
          .selectFrom('audition_sessions')
          .select('id')
          .where('id', '=', sessionId)
          .forUpdate()
          .execute();
      const done = await work(new BookingWrites(trx));
      await done.jobs?.write(trx);
      return done;
    });
    jobs?.committed();
    return result;
  }

  async insertSession(row: Insertable<AuditionSessionsTable>): Promise<void> {
    await this.db.insertInto('audition_sessions').values(row).execute();
  }

  session(id: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('audition_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  sessions(ids: readonly string[]): Promise<SessionRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('audition_sessions')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
  }

  sessionsOfCasting(castingId: string): Promise<SessionRow[]> {
    return this.db
      .selectFrom('audition_sessions')
      .selectAll()
      .where('casting_id', '=', castingId)
      .orderBy('starts_at')
      .orderBy('id')
      .execute();
  }

  /** Which of the castings have sides. */
  async castingsWithSides(castingIds: readonly string[]): Promise<Set<string>> {
    if (castingIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('casting_sides')
      .select('casting_id')
      .where('casting_id', 'in', [...castingIds])
      .execute();
    return new Set(rows.map((row) => row.casting_id));
  }

  /** Whether another live session of the casting shares any time with [startsAt, endsAt). */
  async overlaps(castingId: string, startsAt: string, endsAt: string, exceptId?: string): Promise<boolean> {
    let query = this.db
      .selectFrom('audition_sessions')
      .select('id')
      .where('casting_id', '=', castingId)
      .where('cancelled_at', 'is', null)
      .where('starts_at', '<', endsAt)
      .where('ends_at', '>', startsAt);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** The casting's applications of `applicationIds`, with their talent. */
  applicants(castingId: string, applicationIds: readonly string[]): Promise<AuditionTalentRow[]> {
    if (applicationIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('applications as ap')
      .innerJoin('talent_profiles as p', 'p.id', 'ap.talent_profile_id')
      .select(TALENT_COLUMNS)
      .where('ap.casting_id', '=', castingId)
      .where('ap.id', 'in', [...applicationIds])
      .execute();
  }

  /** Every audition of the sessions, with its talent, in slot order (waiting last). */
  ofSessions(sessionIds: readonly string[]): Promise<StudioAuditionRow[]> {
    if (sessionIds.length === 0) return Promise.resolve([]);
    return withTalent(this.db)
      .where('a.session_id', 'in', [...sessionIds])
      .orderBy('a.slot_start')
      .orderBy('a.invited_at')
      .orderBy('a.id')
      .execute();
  }

  /** Seats taken per session and slot start. */
  async seatsOf(sessionIds: readonly string[]): Promise<Map<string, Map<string, number>>> {
    const seats = new Map<string, Map<string, number>>();
    if (sessionIds.length === 0) return seats;
    const rows = await this.db
      .selectFrom('auditions')
      .select(['session_id', 'slot_start', (eb) => eb.fn.countAll<string | number>().as('taken')])
      .where('session_id', 'in', [...sessionIds])
      .where('status', 'in', [...SEATED])
      .where('slot_start', 'is not', null)
      .groupBy(['session_id', 'slot_start'])
      .execute();
    for (const row of rows) {
      const slots = seats.get(row.session_id) ?? new Map<string, number>();
      slots.set(row.slot_start as string, Number(row.taken));
      seats.set(row.session_id, slots);
    }
    return seats;
  }

  private targets() {
    return withTalent(this.db)
      .innerJoin('castings as c', 'c.id', 'ap.casting_id')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .leftJoin('client_accounts as ca', 'ca.user_id', 'c.owner_user_id')
      .select([
        'c.slug as casting_slug',
        'c.title as casting_title',
        'c.owner_user_id as casting_owner_user_id',
        'ca.company_name',
        'u.first_name as account_first_name',
        'u.last_name as account_last_name',
        'u.email as account_email',
      ]);
  }

  /** The user's auditions (their own profile's and their children's), soonest first. */
  ofUser(userId: string): Promise<AuditionTargetRow[]> {
    return this.targets()
      .where('p.user_id', '=', userId)
      .orderBy('a.invited_at', 'desc')
      .orderBy('a.id')
      .execute() as Promise<AuditionTargetRow[]>;
  }

  /** One of the user's auditions, else undefined. */
  findOfUser(userId: string, id: string): Promise<AuditionTargetRow | undefined> {
    return this.targets()
      .where('a.id', '=', id)
      .where('p.user_id', '=', userId)
      .executeTakeFirst() as Promise<AuditionTargetRow | undefined>;
  }

  withTargets(ids: readonly string[]): Promise<AuditionTargetRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.targets()
      .where('a.id', 'in', [...ids])
      .execute() as Promise<AuditionTargetRow[]>;
  }

  /** An audition with its talent (the studio's check-in finds the casting through it). */
  find(id: string): Promise<StudioAuditionRow | undefined> {
    return withTalent(this.db).where('a.id', '=', id).executeTakeFirst();
  }

  /** The session's booked talents with their accounts' contact, in slot order. */
  day(sessionId: string): Promise<DayRow[]> {
    return withTalent(this.db)
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select([
        'p.profile_photo_url',
        'u.first_name as account_first_name',
        'u.last_name as account_last_name',
        'u.email as account_email',
        'u.phone as account_phone',
        'u.is_guardian_mode_enabled as account_guardian_mode',
      ])
      .where('a.session_id', '=', sessionId)
      .where('a.slot_start', 'is not', null)
      .where('a.status', 'in', ['CONFIRMED', 'ATTENDED', 'NO_SHOW', 'INVITED'])
      .orderBy('a.slot_start')
      .orderBy('p.first_name')
      .execute() as Promise<DayRow[]>;
  }

  /**
   * A talent in a slot (CONFIRMED, or INVITED with a slot: one who never answered but came) → ATTENDED |
   * NO_SHOW, or one to the other; false for one waiting, declined, moved or cancelled.
   */
  async checkIn(id: string, status: 'ATTENDED' | 'NO_SHOW', now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('auditions')
      .set({ status, checked_in_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['INVITED', 'CONFIRMED', 'ATTENDED', 'NO_SHOW'])
      .where('slot_start', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** CONFIRMED auditions with a slot in [from, to), in pages by id: the reminder sweep. */
  confirmedBetween(from: string, to: string, afterId: string, limit: number): Promise<AuditionRow[]> {
    return this.db
      .selectFrom('auditions')
      .selectAll()
      .where('status', '=', 'CONFIRMED')
      .where('slot_start', '>=', from)
      .where('slot_start', '<', to)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}

import { randomUUID } from 'node:crypto';
import type { AuditionSessionPayload } from '@talent/contract/audition-sessions';
import {
  AUDITION_MESSAGES,
  type Audition,
  type AuditionCheckInPayload,
  type AuditionDay,
  type AuditionInvitePayload,
  type AuditionInviteResult,
  type AuditionList,
  type AuditionStatus,
  SEAT_HOLDING_STATUSES,
  type StudioAudition,
  type StudioAuditionSession,
} from '@talent/contract/auditions';
import { romanianInstant, romanianToday } from '@talent/contract/dates';
import type { Insertable } from 'kysely';
import type { AuditionSessionsTable, AuditionsTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import type { StaffActor } from '../auth/auth.service';
import type { CastingsService } from '../castings/castings.service';
import type { GuardianService } from '../guardian/guardian.service';
import { allPending, type PendingJobs } from '../jobs/job-queue';
import { isMinorProfile } from '../media/minor-profile';
import { calendarEventOf } from './audition-calendar-event';
import { toAuditionDay } from './audition-day';
import type { AuditionEvents, AuditionNotice, SlotRule } from './audition-ports';
import {
  clockOf,
  slotEndOf,
  slotStartsOf,
  toCastingSides,
  toSessionView,
  toSlots,
  toStudioAudition,
} from './audition-views';
import type {
  AuditionsRepository,
  AuditionTalentRow,
  AuditionTargetRow,
  BookingWrites,
  SessionRow,
  StudioAuditionRow,
} from './auditions.repository';
import { auditionCalendar } from './calendar-file';
import type { SidesRepository } from './sides.repository';

const M = AUDITION_MESSAGES;
const sessionNotFound = () => new HttpError(404, 'AUDITION_SESSION_NOT_FOUND', M.sessionNotFound);
const auditionNotFound = () => new HttpError(404, 'AUDITION_NOT_FOUND', M.notFound);
const slotFull = () => new HttpError(409, 'AUDITION_SLOT_FULL', M.slotFull);

/** Application statuses whose talent may be invited: every one but a rejection. */
const INVITABLE = ['PENDING', 'REVIEWED', 'SHORTLISTED', 'ACCEPTED'];

export interface AuditionsDeps {
  repository: AuditionsRepository;
  /** The casting as its staff see it: 404 for a CLIENT's other castings. */
  castings: Pick<CastingsService, 'getForStaff'>;
  childSlots: SlotRule;
  events: AuditionEvents;
  /** The booked talents' photos on the day page: a child's signed for the viewer (DESIGN §10). */
  photos: {
    profilePhotos(
      profiles: ReadonlyArray<{ id: string; child_id: string | null; photoUrl: string | null }>,
      viewer: string | null,
    ): Promise<Map<string, { url: string; thumbnailUrl: string } | null>>;
  };
  /** The casting's sides (the sides' own repository, in this module). */
  sides: Pick<SidesRepository, 'findOfCasting'>;
  /** Answering for a child needs guardian mode on (decision 0025 (c)), as applying for one does. */
  guardian: Pick<GuardianService, 'assertEnabled'>;
  /** Where calendar files point and come from. */
  calendar: { publicUrl: string; mailFrom: string };
}

const nowIso = () => new Date().toISOString();
const holdsSeat = (row: { status: AuditionStatus; slot_start: string | null }) =>
  row.slot_start !== null && SEAT_HOLDING_STATUSES.includes(row.status);

/**
 * Auditions and callbacks (DESIGN §12, issue 33). A casting's staff make sessions cut into slots and
 * invite applicants; each gets the slot given, or the next free one its hours allow, or waits. The
 * talent (a child's guardian) confirms, declines or asks for another time; a seat freed goes to the
 * first one waiting. Every change a talent must hear of raises the audition's SEQUENCE (its calendar
 * file replaces the one they have) and queues its notice in the same transaction.
 */
export class AuditionsService {
  constructor(private readonly deps: AuditionsDeps) {}

  /** The demo seed's sessions and auditions, written in the seed's one transaction. */
  seedRows(
    sessions: readonly Insertable<AuditionSessionsTable>[],
    auditions: readonly Insertable<AuditionsTable>[],
  ): TransactionPart {
    return { write: (trx) => this.deps.repository.insertRows(trx, sessions, auditions) };
  }

  // ——— the studio ———

  /** The session when `actor` manages its casting, else 404. */
  private async managedSession(actor: StaffActor, sessionId: string): Promise<SessionRow> {
    const session = await this.deps.repository.session(sessionId);
    if (!session) throw sessionNotFound();
    try {
      await this.deps.castings.getForStaff(actor, { id: session.casting_id });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) throw sessionNotFound();
      throw error;
    }
    return session;
  }

  /** The instants of a session payload (the schema has refused a skipped time already). */
  private instantsOf(payload: AuditionSessionPayload): { startsAt: string; endsAt: string } {
    const starts = romanianInstant(payload.date, payload.start);
    const ends = romanianInstant(payload.date, payload.end);
    if (!starts || !ends) throw new HttpError(400, 'VALIDATION_ERROR', M.slotOutside);
    return { startsAt: starts.toISOString(), endsAt: ends.toISOString() };
  }

  private async assertNoOverlap(castingId: string, startsAt: string, endsAt: string, exceptId?: string) {
    if (await this.deps.repository.overlaps(castingId, startsAt, endsAt, exceptId))
      throw new HttpError(409, 'AUDITION_SESSION_OVERLAP', M.sessionOverlaps);
  }

  private sessionColumns(payload: AuditionSessionPayload) {
    const { startsAt, endsAt } = this.instantsOf(payload);
    return {
      round: payload.round,
      kind: payload.kind,
      date: payload.date,
      start_time: payload.start,
      end_time: payload.end,
      starts_at: startsAt,
      ends_at: endsAt,
      slot_minutes: payload.slotMinutes,
      capacity_per_slot: payload.capacityPerSlot,
      place: payload.kind === 'IN_PERSON' ? (payload.place ?? null) : null,
      meeting_url: payload.kind === 'ONLINE' ? (payload.meetingUrl ?? null) : null,
      instructions: payload.instructions ? payload.instructions : null,
    };
  }

  async createSession(
    actor: StaffActor,
    castingId: string,
    payload: AuditionSessionPayload,
  ): Promise<StudioAuditionSession> {
    const casting = await this.deps.castings.getForStaff(actor, { id: castingId });
    const columns = this.sessionColumns(payload);
    if (columns.starts_at <= nowIso())
      throw new HttpError(400, 'AUDITION_SESSION_PAST', M.sessionInPast, { date: M.sessionInPast });
    await this.assertNoOverlap(casting.id, columns.starts_at, columns.ends_at);
    const now = nowIso();
    const id = randomUUID();
    await this.deps.repository.insertSession({
      id,
      casting_id: casting.id,
      ...columns,
      created_at: now,
      updated_at: now,
    });
    return (await this.sessionsOf([(await this.deps.repository.session(id))!]))[0]!;
  }

  /** The casting's sessions, soonest first, each with its slots and auditions. */
  async listSessions(actor: StaffActor, castingId: string) {
    const casting = await this.deps.castings.getForStaff(actor, { id: castingId });
    const [sessions, sides] = await Promise.all([
      this.deps.repository.sessionsOfCasting(casting.id),
      this.deps.sides.findOfCasting(casting.id),
    ]);
    return { data: await this.sessionsOf(sessions), meta: { sides: sides ? toCastingSides(sides) : null } };
  }

  private async sessionsOf(sessions: readonly SessionRow[]): Promise<StudioAuditionSession[]> {
    const ids = sessions.map((session) => session.id);
    const [auditions, seats] = await Promise.all([
      this.deps.repository.ofSessions(ids),
      this.deps.repository.seatsOf(ids),
    ]);
    const today = romanianToday();
    return sessions.map((session) => ({
      ...toSessionView(session),
      slots: toSlots(session, seats.get(session.id)),
      auditions: auditions
        .filter((row) => row.session_id === session.id)
        .map((row) => toStudioAudition(row, today)),
    }));
  }

  /**
   * A session changed. Its booked talents keep their place in the order: each slot moves by as much as
   * the start did, so a change of slot length, or an end that leaves a booked slot out, is refused
   * while anyone is booked (409), as is a capacity below a slot's bookings. Talents whose time, place
   * or link changed are told, with a new calendar file.
   */
  async updateSession(
    actor: StaffActor,
    sessionId: string,
    payload: AuditionSessionPayload,
    language: 'ro' | 'en',
  ): Promise<StudioAuditionSession> {
    const session = await this.managedSession(actor, sessionId);
    if (session.cancelled_at) throw new HttpError(409, 'AUDITION_SESSION_CANCELLED', M.sessionCancelled);
    const columns = this.sessionColumns(payload);
    // A new start must be ahead, as a new session's (a session begun may still have its text changed).
    if (columns.starts_at !== session.starts_at && columns.starts_at <= nowIso())
      throw new HttpError(400, 'AUDITION_SESSION_PAST', M.sessionInPast, { date: M.sessionInPast });
    await this.assertNoOverlap(session.casting_id, columns.starts_at, columns.ends_at, session.id);
    const shift = new Date(columns.starts_at).getTime() - new Date(session.starts_at).getTime();
    const moved = shift !== 0 || columns.ends_at !== session.ends_at;
    const placeChanged =
      columns.kind !== session.kind ||
      columns.place !== session.place ||
      columns.meeting_url !== session.meeting_url;
    await this.deps.repository.booking(session.id, async (writes) => {
      const booked = await writes.booked(session.id);
      const next: SessionRow = { ...session, ...columns };
      const newSlots = new Set(slotStartsOf(next));
      const seats = new Map<string, number>();
      const changes = booked.map((row) => {
        const slot = new Date(new Date(row.slot_start!).getTime() + shift).toISOString();
        if (columns.slot_minutes !== session.slot_minutes || !newSlots.has(slot))
          throw new HttpError(409, 'AUDITION_SESSION_BOOKED', M.sessionBooked);
        if (holdsSeat(row)) seats.set(slot, (seats.get(slot) ?? 0) + 1);
        return { row, slot };
      });
      if ([...seats.values()].some((taken) => taken > columns.capacity_per_slot))
        throw new HttpError(409, 'AUDITION_SESSION_BOOKED', M.capacityBelowBookings);
      const refused = changes.flatMap(({ row, slot }) => {
        const rule = this.slotProblem(row, next, slot, language);
        return rule ? [`${row.first_name}: ${rule}`] : [];
      });
      if (refused.length > 0) throw new HttpError(422, 'MINOR_SCHEDULE_NOT_ALLOWED', refused.join(' '));
      const at = nowIso();
      await writes.updateSession(session.id, { ...columns, updated_at: at });
      if (!moved && !placeChanged) return { result: undefined };
      const notices: AuditionNotice[] = [];
      const reminders: PendingJobs[] = [];
      for (const { row, slot } of changes) {
        await writes.update(row.id, [row.status], { slot_start: slot });
        notices.push({ auditionId: row.id, type: 'AUDITION_CHANGED', key: `changed:${row.id}:${at}` });
        if (row.status === 'CONFIRMED' && slot !== row.slot_start)
          reminders.push(this.deps.events.remind(row.id, slot));
      }
      return {
        result: undefined,
        jobs: allPending(...[notices.length ? this.deps.events.notify(notices) : undefined, ...reminders]),
      };
    });
    return (await this.sessionsOf([(await this.deps.repository.session(session.id))!]))[0]!;
  }

  /** Cancels the session: everyone still invited or booked is told (their calendars drop it). */
  async cancelSession(actor: StaffActor, sessionId: string): Promise<void> {
    const session = await this.managedSession(actor, sessionId);
    if (session.cancelled_at) return;
    await this.deps.repository.booking(session.id, async (writes) => {
      const at = nowIso();
      const ids = await writes.cancelSession(session.id, at);
      const notices = ids.map((id) => ({
        auditionId: id,
        type: 'AUDITION_CANCELLED' as const,
        key: `cancelled:${id}`,
      }));
      return { result: undefined, jobs: notices.length ? this.deps.events.notify(notices) : undefined };
    });
  }

  /** Why a child may not be in this slot (HG 75/2015), or null. */
  private slotProblem(
    talent: { child_id: string | null; date_of_birth: string | null },
    session: Pick<SessionRow, 'date' | 'slot_minutes'>,
    slotStart: string,
    language: 'ro' | 'en',
  ): string | null {
    const end = new Date(new Date(slotStart).getTime() + session.slot_minutes * 60_000).toISOString();
    return this.deps.childSlots.slotRefusal(talent, session.date, clockOf(slotStart), clockOf(end), language);
  }

  /**
   * Invites applicants of the session's casting. With `slotStart`, all into that slot (409 when it has
   * too few seats); without, each into the next free slot its hours allow, in the order given, and
   * those left wait. An applicant who asked for another time is offered the new one; others already
   * invited are skipped. A child whose hours no slot of the session fits is refused (422), all or none.
   */
  async invite(
    actor: StaffActor,
    sessionId: string,
    payload: AuditionInvitePayload,
    language: 'ro' | 'en',
  ): Promise<AuditionInviteResult> {
    const session = await this.managedSession(actor, sessionId);
    this.assertOpen(session);
    const ids = [...new Set(payload.applicationIds)];
    // In the order given: the first chosen gets the first free slot.
    const applicants = (await this.deps.repository.applicants(session.casting_id, ids)).sort(
      (a, b) => ids.indexOf(a.application_id) - ids.indexOf(b.application_id),
    );
    if (applicants.length !== ids.length)
      throw new HttpError(404, 'APPLICATION_NOT_FOUND', 'Application not found');
    if (applicants.some((row) => !INVITABLE.includes(row.application_status)))
      throw new HttpError(409, 'APPLICATION_NOT_INVITABLE', M.applicationNotInvitable);
    const slots = slotStartsOf(session).filter((slot) => slot > nowIso());
    const wanted = payload.slotStart ? new Date(payload.slotStart).toISOString() : null;
    if (wanted && !slots.includes(wanted))
      throw new HttpError(400, 'AUDITION_SLOT_OUTSIDE', M.slotOutside, { slotStart: M.slotOutside });
    const allowed = new Map(
      applicants.map((row) => [
        row.application_id,
        (wanted ? [wanted] : slots).filter((slot) => !this.slotProblem(row, session, slot, language)),
      ]),
    );
    const refused = applicants.flatMap((row) => {
      if ((allowed.get(row.application_id) ?? []).length > 0) return [];
      const rule = this.slotProblem(row, session, wanted ?? slots[0] ?? session.starts_at, language);
      return rule ? [`${row.first_name}: ${rule}`] : [];
    });
    if (refused.length > 0) throw new HttpError(422, 'MINOR_SCHEDULE_NOT_ALLOWED', refused.join(' '));

    return this.deps.repository.booking(session.id, async (writes) => {
      const [seats, already, reoffered] = await Promise.all([
        writes.seatsTaken(session.id),
        writes.invitedOf(session.id, ids),
        writes.rescheduleRequested(session.id, ids),
      ]);
      const free = (slot: string) => (seats.get(slot) ?? 0) < session.capacity_per_slot;
      const take = (slot: string) => seats.set(slot, (seats.get(slot) ?? 0) + 1);
      const base = Date.now();
      const rows: Insertable<AuditionsTable>[] = [];
      const invited: AuditionInviteResult['invited'] = [];
      const notices: AuditionNotice[] = [];
      for (const [index, applicant] of applicants.entries()) {
        const again = reoffered.get(applicant.application_id);
        if (already.has(applicant.application_id) && !again) continue;
        const slot = (allowed.get(applicant.application_id) ?? []).find(free) ?? null;
        if (wanted && slot === null) throw slotFull();
        if (slot) take(slot);
        const at = new Date(base + index).toISOString();
        if (again) {
          await writes.update(again, ['RESCHEDULE_REQUESTED'], {
            status: 'INVITED',
            slot_start: slot,
            note: null,
          });
          notices.push({ auditionId: again, type: 'AUDITION_CHANGED', key: `changed:${again}:${at}` });
          invited.push({ applicationId: applicant.application_id, auditionId: again, slotStart: slot });
          continue;
        }
        const id = randomUUID();
        rows.push({
          id,
          session_id: session.id,
          application_id: applicant.application_id,
          status: 'INVITED',
          slot_start: slot,
          invited_at: at,
        });
        notices.push({ auditionId: id, type: 'AUDITION_INVITE', key: `invite:${id}` });
        invited.push({ applicationId: applicant.application_id, auditionId: id, slotStart: slot });
      }
      await writes.insert(rows);
      const done = new Set(invited.map((entry) => entry.applicationId));
      return {
        result: { invited, alreadyInvited: ids.filter((id) => !done.has(id)) },
        jobs: notices.length ? this.deps.events.notify(notices) : undefined,
      };
    });
  }

  private assertOpen(session: SessionRow) {
    if (session.cancelled_at) throw new HttpError(409, 'AUDITION_SESSION_CANCELLED', M.sessionCancelled);
    if (session.ends_at <= nowIso()) throw new HttpError(409, 'AUDITION_SESSION_PAST', M.sessionStarted);
  }

  /** The day page: the slots in order with who is in each and how to reach them (a minor's guardian). */
  async day(actor: StaffActor, sessionId: string): Promise<AuditionDay> {
    const session = await this.managedSession(actor, sessionId);
    const casting = await this.deps.castings.getForStaff(actor, { id: session.casting_id });
    const rows = await this.deps.repository.day(session.id);
    // A child's photo only while its guardian keeps guardian mode on, as the applicants list shows it.
    const photos = await this.deps.photos.profilePhotos(
      rows.map((row) => ({
        id: row.profile_id,
        child_id: row.child_id,
        photoUrl: row.child_id === null || row.account_guardian_mode === 1 ? row.profile_photo_url : null,
      })),
      actor.userId,
    );
    return toAuditionDay(session, casting, rows, photos);
  }

  /** Arrived or no-show, for a talent booked into a slot (an invited one who came unannounced too). */
  async checkIn(
    actor: StaffActor,
    auditionId: string,
    payload: AuditionCheckInPayload,
  ): Promise<StudioAudition> {
    const row = await this.deps.repository.find(auditionId);
    if (!row) throw auditionNotFound();
    try {
      await this.managedSession(actor, row.session_id);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) throw auditionNotFound();
      throw error;
    }
    if (!(await this.deps.repository.checkIn(row.id, payload.status, nowIso())))
      throw new HttpError(409, 'AUDITION_NOT_BOOKED', M.checkInNotBooked);
    return toStudioAudition((await this.deps.repository.find(row.id))!);
  }

  // ——— the talent (a child's guardian) ———

  async listOwn(userId: string, language: 'ro' | 'en'): Promise<AuditionList> {
    const rows = await this.deps.repository.ofUser(userId);
    return { data: await this.toAuditions(rows, language) };
  }

  private async toAuditions(rows: readonly AuditionTargetRow[], language: 'ro' | 'en'): Promise<Audition[]> {
    const sessionIds = [...new Set(rows.map((row) => row.session_id))];
    const [sessions, seats, sides] = await Promise.all([
      this.deps.repository.sessions(sessionIds),
      this.deps.repository.seatsOf(sessionIds),
      this.deps.repository.castingsWithSides([...new Set(rows.map((row) => row.casting_id))]),
    ]);
    const byId = new Map(sessions.map((session) => [session.id, session]));
    const now = nowIso();
    const auditions = rows.map((row) => {
      const session = byId.get(row.session_id)!;
      const open =
        !session.cancelled_at && ['INVITED', 'RESCHEDULE_REQUESTED', 'CONFIRMED'].includes(row.status);
      const taken = seats.get(session.id);
      const freeSlots = open
        ? slotStartsOf(session)
            .filter((slot) => slot > now && slot !== row.slot_start)
            .filter((slot) => (taken?.get(slot) ?? 0) < session.capacity_per_slot)
            .filter((slot) => !this.slotProblem(row, session, slot, language))
            .map((start) => ({ start, time: clockOf(start) }))
        : [];
      return {
        id: row.id,
        status: row.status,
        slotStart: row.slot_start,
        slotEnd: row.slot_start ? slotEndOf(session, row.slot_start) : null,
        note: row.note,
        invitedAt: row.invited_at,
        childName: row.child_id ? row.first_name : null,
        childId: row.child_id,
        companyName: row.company_name,
        casting: { id: row.casting_id, slug: row.casting_slug, title: row.casting_title },
        session: toSessionView(session),
        freeSlots,
        hasSides: sides.has(row.casting_id),
      };
    });
    // Soonest slot first; those waiting after, then what is over.
    const rank = (audition: Audition) =>
      ['CONFIRMED', 'INVITED', 'RESCHEDULE_REQUESTED'].includes(audition.status) &&
      audition.session.endsAt > now
        ? 0
        : 1;
    return auditions.sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (a.slotStart ?? a.session.startsAt).localeCompare(b.slotStart ?? b.session.startsAt) ||
        a.id.localeCompare(b.id),
    );
  }

  private async own(userId: string, id: string): Promise<AuditionTargetRow> {
    const row = await this.deps.repository.findOfUser(userId, id);
    if (!row) throw auditionNotFound();
    return row;
  }

  private async ownAudition(userId: string, id: string, language: 'ro' | 'en'): Promise<Audition> {
    return (await this.toAuditions([await this.own(userId, id)], language))[0]!;
  }

  /** The user's audition to answer: a child's only with guardian mode on (403). */
  private async ownToAnswer(userId: string, id: string): Promise<AuditionTargetRow> {
    const row = await this.own(userId, id);
    if (row.child_id) await this.deps.guardian.assertEnabled(userId);
    return row;
  }

  /** The session of an audition still to be answered: live, and the slot in question not begun. */
  private async answerable(row: AuditionTargetRow): Promise<SessionRow> {
    const session = (await this.deps.repository.session(row.session_id))!;
    if (session.cancelled_at || row.status === 'CANCELLED')
      throw new HttpError(409, 'AUDITION_SESSION_CANCELLED', M.sessionCancelled);
    if (!['INVITED', 'RESCHEDULE_REQUESTED', 'CONFIRMED'].includes(row.status) || session.ends_at <= nowIso())
      throw new HttpError(409, 'AUDITION_NOT_ANSWERABLE', M.notAnswerable);
    return session;
  }

  /**
   * The seat `slot` frees (when it is ahead) goes to the first one waiting whose hours it fits: given
   * to them, and told. Answers the jobs to write.
   */
  private async offerFreed(
    writes: BookingWrites,
    session: SessionRow,
    slot: string,
    language: 'ro' | 'en',
  ): Promise<PendingJobs | undefined> {
    if (slot <= nowIso()) return undefined;
    const next = (await writes.waiting(session.id)).find(
      (row) => !this.slotProblem(row, session, slot, language),
    );
    if (!next) return undefined;
    await writes.update(next.id, ['INVITED'], { slot_start: slot });
    return this.deps.events.notify([
      { auditionId: next.id, type: 'AUDITION_CHANGED', key: `offered:${next.id}:${slot}` },
    ]);
  }

  /** Confirms the slot given, or the free one chosen (which frees the one held before). */
  async confirm(
    userId: string,
    id: string,
    slotStart: string | undefined,
    language: 'ro' | 'en',
  ): Promise<Audition> {
    const row = await this.ownToAnswer(userId, id);
    const session = await this.answerable(row);
    const target = slotStart ? new Date(slotStart).toISOString() : row.slot_start;
    if (!target) throw new HttpError(409, 'AUDITION_NO_SLOT', M.noFreeSlot);
    if (!slotStartsOf(session).includes(target) || target <= nowIso())
      throw new HttpError(400, 'AUDITION_SLOT_OUTSIDE', M.slotOutside, { slotStart: M.slotOutside });
    const rule = this.slotProblem(row, session, target, language);
    if (rule) throw new HttpError(422, 'MINOR_SCHEDULE_NOT_ALLOWED', `${row.first_name}: ${rule}`);
    await this.deps.repository.booking(session.id, async (writes) => {
      const keeps = holdsSeat(row) && row.slot_start === target;
      if (!keeps && ((await writes.seatsTaken(session.id)).get(target) ?? 0) >= session.capacity_per_slot)
        throw slotFull();
      const at = nowIso();
      if (
        !(await writes.update(row.id, [row.status], {
          status: 'CONFIRMED',
          slot_start: target,
          responded_at: at,
        }))
      )
        throw new HttpError(409, 'AUDITION_NOT_ANSWERABLE', M.notAnswerable);
      const freed = holdsSeat(row) && row.slot_start !== target ? row.slot_start : null;
      return {
        result: undefined,
        jobs: allPending(
          ...[
            this.deps.events.notify([
              { auditionId: row.id, type: 'AUDITION_CONFIRMED', key: `confirmed:${row.id}:${at}` },
              { auditionId: row.id, type: 'AUDITION_RESPONSE', key: `response:${row.id}:${at}` },
            ]),
            this.deps.events.remind(row.id, target),
            freed ? await this.offerFreed(writes, session, freed, language) : undefined,
          ],
        ),
      };
    });
    return this.ownAudition(userId, id, language);
  }

  /** "I cannot come" (DECLINED) or "another time, please" (RESCHEDULE_REQUESTED): the seat is freed. */
  async answer(
    userId: string,
    id: string,
    status: 'DECLINED' | 'RESCHEDULE_REQUESTED',
    note: string | undefined,
    language: 'ro' | 'en',
  ): Promise<Audition> {
    const row = await this.ownToAnswer(userId, id);
    const session = await this.answerable(row);
    if (status === 'RESCHEDULE_REQUESTED' && row.status === 'RESCHEDULE_REQUESTED')
      throw new HttpError(409, 'AUDITION_NOT_ANSWERABLE', M.notAnswerable);
    await this.deps.repository.booking(session.id, async (writes) => {
      const at = nowIso();
      if (
        !(await writes.update(row.id, [row.status], { status, note: note ? note : null, responded_at: at }))
      )
        throw new HttpError(409, 'AUDITION_NOT_ANSWERABLE', M.notAnswerable);
      return {
        result: undefined,
        jobs: allPending(
          ...[
            this.deps.events.notify([
              { auditionId: row.id, type: 'AUDITION_RESPONSE', key: `response:${row.id}:${at}` },
            ]),
            holdsSeat(row) ? await this.offerFreed(writes, session, row.slot_start!, language) : undefined,
          ],
        ),
      };
    });
    return this.ownAudition(userId, id, language);
  }

  // ——— calendar files, notices, reminders, and what other parts read ———

  /** The talent's calendar file of their audition (404 for another's; 409 while it has no slot). */
  async calendarFile(userId: string, id: string): Promise<string> {
    const row = await this.own(userId, id);
    const session = (await this.deps.repository.session(row.session_id))!;
    const event = calendarEventOf(row, session, row.account_email, this.deps.calendar);
    if (!event) throw new HttpError(409, 'AUDITION_NO_SLOT', M.noSlotYet);
    return auditionCalendar(event);
  }

  /** The calendar file an audition's e-mail to `recipientEmail` carries; null while it has no slot. */
  async calendarFor(
    auditionId: string,
    recipientEmail: string,
  ): Promise<{ method: 'REQUEST' | 'CANCEL'; content: string } | null> {
    const [row] = await this.deps.repository.withTargets([auditionId]);
    if (!row) return null;
    const session = (await this.deps.repository.session(row.session_id))!;
    const event = calendarEventOf(row, session, recipientEmail, this.deps.calendar);
    return event ? { method: event.method, content: auditionCalendar(event) } : null;
  }

  /** The notice job's read: the auditions with whom to tell and their sessions. */
  async noticeTargets(ids: readonly string[]): Promise<{ row: AuditionTargetRow; session: SessionRow }[]> {
    const rows = await this.deps.repository.withTargets(ids);
    const sessions = new Map(
      (await this.deps.repository.sessions([...new Set(rows.map((row) => row.session_id))])).map((s) => [
        s.id,
        s,
      ]),
    );
    return rows.map((row) => ({ row, session: sessions.get(row.session_id)! }));
  }

  /** A child's profile or a talent under 18 today: the client is told its first name only. */
  isMinor(row: StudioAuditionRow): boolean {
    return isMinorProfile(row);
  }

  /** The reminder sweep's page: CONFIRMED auditions with a slot in [from, to). */
  confirmedBetween(from: string, to: string, afterId: string, limit: number) {
    return this.deps.repository.confirmedBetween(from, to, afterId, limit);
  }

  /** Who downloads the sides of an audition: null when it is not this user's (or their child's). */
  async sidesAudience(
    userId: string,
    auditionId: string,
  ): Promise<{ auditionId: string; castingId: string; status: AuditionStatus; stampName: string } | null> {
    const row = await this.deps.repository.findOfUser(userId, auditionId);
    if (!row) return null;
    const stampName = row.child_id
      ? `${row.first_name} · tutore: ${row.account_first_name} ${row.account_last_name}`
      : `${row.first_name} ${row.last_name}`;
    return { auditionId: row.id, castingId: row.casting_id, status: row.status, stampName };
  }
}

export type { AuditionTalentRow, StudioAuditionRow };

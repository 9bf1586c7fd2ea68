import { sessionSlots } from '@talent/contract/audition-sessions';
import type {
  AuditionSessionView,
  AuditionSlot,
  CastingSides,
  StudioAudition,
} from '@talent/contract/auditions';
import { romanianToday, romanianWallClock } from '@talent/contract/dates';
import { isMinorProfile } from '../media/minor-profile';
import type { SessionRow, StudioAuditionRow } from './auditions.repository';
import type { CastingSidesRow } from './sides.repository';

/** The session's slots as instants (ISO), counted in elapsed time from its start. */
export const slotStartsOf = (session: SessionRow): string[] =>
  sessionSlots(new Date(session.starts_at), new Date(session.ends_at), session.slot_minutes).map((slot) =>
    slot.toISOString(),
  );

/** A slot's end: its start plus the session's slot length. */
export const slotEndOf = (session: SessionRow, slotStart: string): string =>
  new Date(new Date(slotStart).getTime() + session.slot_minutes * 60_000).toISOString();

/** A slot's Bucharest clock time, HH:MM. */
export const clockOf = (instant: string): string => romanianWallClock(new Date(instant)).time;

export function toSessionView(row: SessionRow): AuditionSessionView {
  return {
    id: row.id,
    castingId: row.casting_id,
    round: row.round,
    kind: row.kind,
    date: row.date,
    start: row.start_time,
    end: row.end_time,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    slotMinutes: row.slot_minutes,
    capacityPerSlot: row.capacity_per_slot,
    place: row.place,
    meetingUrl: row.meeting_url,
    instructions: row.instructions,
    cancelledAt: row.cancelled_at,
  };
}

export function toSlots(session: SessionRow, seats: Map<string, number> | undefined): AuditionSlot[] {
  return slotStartsOf(session).map((start) => ({
    start,
    time: clockOf(start),
    capacity: session.capacity_per_slot,
    taken: seats?.get(start) ?? 0,
  }));
}

export function toStudioAudition(row: StudioAuditionRow, today = romanianToday()): StudioAudition {
  const isMinor = isMinorProfile({ ...row, id: row.profile_id }, today);
  return {
    id: row.id,
    applicationId: row.application_id,
    profileId: row.profile_id,
    firstName: row.first_name,
    lastName: isMinor ? null : row.last_name,
    isMinor,
    status: row.status,
    slotStart: row.slot_start,
    note: row.note,
    invitedAt: row.invited_at,
    respondedAt: row.responded_at,
    checkedInAt: row.checked_in_at,
  };
}

/** A casting's sides as its staff see them (the sides routes and the sessions list's `meta.sides`). */
export const toCastingSides = (row: CastingSidesRow): CastingSides => ({
  fileName: row.file_name,
  pages: row.pages,
  uploadedAt: row.uploaded_at,
});

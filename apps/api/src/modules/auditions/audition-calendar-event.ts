import { slotEndOf } from './audition-views';
import type { AuditionTargetRow, SessionRow } from './auditions.repository';
import type { AuditionEvent } from './calendar-file';

/** The e-mail address in a MAIL_FROM such as `Talent Portal <no-reply@example.ro>`. */
const addressOf = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from.trim();

/**
 * An audition as a calendar event for `recipient` (decision 0026): a stable UID, SEQUENCE the sum of
 * the audition's and its session's counters, CANCEL once it or its session is cancelled or declined;
 * null while it has no slot.
 */
export function calendarEventOf(
  row: AuditionTargetRow,
  session: SessionRow,
  recipient: string,
  calendar: { publicUrl: string; mailFrom: string },
): AuditionEvent | null {
  if (!row.slot_start) return null;
  const ended = row.status === 'CANCELLED' || row.status === 'DECLINED' || session.cancelled_at !== null;
  const base = calendar.publicUrl.replace(/\/$/, '');
  const round = session.round === 'CALLBACK' ? 'Callback' : 'Audiție';
  const who = row.child_id ? ` (${row.first_name})` : '';
  return {
    uid: `audition-${row.id}@${new URL(base).hostname}`,
    sequence: row.sequence + session.sequence,
    method: ended ? 'CANCEL' : 'REQUEST',
    stamp: new Date(),
    start: new Date(row.slot_start),
    end: new Date(slotEndOf(session, row.slot_start)),
    summary: `${round}: ${row.casting_title}${who}`,
    location: session.kind === 'ONLINE' ? 'Online' : session.place,
    url: session.kind === 'ONLINE' ? session.meeting_url : `${base}/auditions#audition-${row.id}`,
    description: session.instructions,
    organizer: { name: row.company_name ?? 'Talent Portal', email: addressOf(calendar.mailFrom) },
    attendee: { name: `${row.account_first_name} ${row.account_last_name}`, email: recipient },
  };
}

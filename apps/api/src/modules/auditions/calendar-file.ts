import { romanianWallClock } from '@talent/contract/dates';

/** One audition as a calendar event (DESIGN §12): what `calendar.ics` and the e-mails carry. */
export interface AuditionEvent {
  /** Stable for the audition's whole life: a calendar replaces the event it already has. */
  uid: string;
  /** Raised on every change of time, place or link, and on cancel: the newer one wins. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** When the file is made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  /** The address (in person); an online audition gives `url` instead. */
  location?: string | null;
  url?: string | null;
  description?: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** Europe/Bucharest's rules since 1997 (EU summer time): the VTIMEZONE a TZID needs (RFC 5545 §3.6.5). */
const BUCHAREST = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Bucharest',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19700329T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19701025T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A TEXT value (RFC 5545 §3.3.11): backslash first, then ; and , and line breaks. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value (CN): quoted, and a DQUOTE it cannot hold dropped (§3.2). */
const parameter = (value: string) => `"${value.replace(/"/g, '')}"`;

const utc = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** A Bucharest local time, as DTSTART;TZID=Europe/Bucharest wants it. */
function local(instant: Date): string {
  const { date, time } = romanianWallClock(instant);
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/**
 * A content line folded at 75 octets (§3.1): CRLF and one space before each continuation, never
 * inside a character (ă, ș, ț are two octets in UTF-8).
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The audition as an iCalendar file (RFC 5545, an iTIP REQUEST or CANCEL of RFC 5546), CRLF lines. */
export function auditionCalendar(event: AuditionEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Talent Portal//Auditions//RO',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...BUCHAREST,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART;TZID=Europe/Bucharest:${local(event.start)}`,
    `DTEND;TZID=Europe/Bucharest:${local(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${parameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${parameter(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${event.attendee.email}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

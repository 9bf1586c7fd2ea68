// The audition's calendar file (issue 33, DESIGN §12), read back with a real iCalendar parser.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type AuditionEvent, auditionCalendar } from './calendar-file';

const event = (changes: Partial<AuditionEvent> = {}): AuditionEvent => ({
  uid: 'audition-7f3c2a9e-1b4d-4c8e-9a61-2d5b7e0f4c13@talent.example.ro',
  sequence: 1,
  method: 'REQUEST',
  stamp: new Date('2026-03-20T09:15:00Z'),
  start: new Date('2026-03-29T07:00:00Z'),
  end: new Date('2026-03-29T07:15:00Z'),
  summary: 'Audiție: „Vara, la mare”; rolul Ana',
  location: 'Studioul 3, Str. Ion Câmpineanu 11, București',
  description:
    'Vino cu 10 minute mai devreme.\nAdu textul (sides) tipărit; ține minte: fără machiaj, te rugăm, și fără bijuterii.',
  organizer: { name: 'Casting Studio SRL', email: 'no-reply@talent.example.ro' },
  attendee: { name: 'Ionescu, Maria', email: 'maria.ionescu@example.com' },
  ...changes,
});

function parsed(ics: string) {
  const root = ICAL.Component.fromString(ics);
  const vevent = root.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { root, vevent, event: new ICAL.Event(vevent) };
}

describe('auditionCalendar', () => {
  it('is a REQUEST a calendar reads at the right Bucharest time, on the spring change day', () => {
    const { root, event: read } = parsed(auditionCalendar(event()));
    expect(root.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(read.uid).toBe(event().uid);
    expect(read.sequence).toBe(1);
    expect(read.startDate.zone?.tzid).toBe('Europe/Bucharest');
    expect(read.startDate.toJSDate().toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(read.endDate.toJSDate().toISOString()).toBe('2026-03-29T07:15:00.000Z');
    // The texts come back whole: commas, semicolons and the line break escaped, diacritics kept.
    expect(read.summary).toBe(event().summary);
    expect(read.location).toBe(event().location);
    expect(read.description).toBe(event().description);
    expect(read.attendees[0]?.getParameter('cn')).toBe('Ionescu, Maria');
    expect(read.attendees[0]?.getFirstValue()).toBe('mailto:maria.ionescu@example.com');
  });

  it('is right on the autumn change day and in winter', () => {
    const autumn = parsed(
      auditionCalendar(
        event({ start: new Date('2026-10-25T08:00:00Z'), end: new Date('2026-10-25T08:30:00Z') }),
      ),
    );
    expect(autumn.event.startDate.toJSDate().toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(autumn.event.startDate.hour).toBe(10);
    const winter = parsed(
      auditionCalendar(
        event({ start: new Date('2026-12-10T16:30:00Z'), end: new Date('2026-12-10T17:00:00Z') }),
      ),
    );
    expect(winter.event.startDate.hour).toBe(18);
    expect(winter.event.endDate.toJSDate().toISOString()).toBe('2026-12-10T17:00:00.000Z');
  });

  it('has CRLF lines of at most 75 octets, folded between characters', () => {
    const ics = auditionCalendar(event({ url: `https://talent.example.ro/auditions/${'x'.repeat(120)}` }));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(/[^\r]\n/.test(ics)).toBe(false);
    const lines = ics.split('\r\n');
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(ics).not.toContain('\uFFFD');
    expect(parsed(ics).vevent.getFirstPropertyValue('url')).toBe(
      `https://talent.example.ro/auditions/${'x'.repeat(120)}`,
    );
  });

  it('cancels with the same UID, a higher SEQUENCE and STATUS:CANCELLED', () => {
    const { root, vevent, event: read } = parsed(auditionCalendar(event({ method: 'CANCEL', sequence: 2 })));
    expect(root.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(read.uid).toBe(event().uid);
    expect(read.sequence).toBe(2);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

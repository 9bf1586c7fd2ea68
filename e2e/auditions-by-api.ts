// Audition sessions and invitations made through the API, for the browser tests whose subject is what
// the talent sees (the studio's screens have a spec of their own: tests/auditions.spec.ts).
import type { APIRequestContext } from '@playwright/test';
import { bearer, expect } from './fixtures';

/** A day some days ahead on a Bucharest calendar (YYYY-MM-DD), as a session takes it. */
export function romanianDayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

/**
 * An in-person audition on `date`, 10:00–10:30 Romania time in 15-minute slots for one talent each,
 * and the applications invited to it in order (each takes the next free slot); answers its id.
 */
export async function auditionByApi(
  request: APIRequestContext,
  token: string,
  { castingId, date, applicationIds }: { castingId: string; date: string; applicationIds: string[] },
) {
  const made = await request.post(`/api/studio/castings/${castingId}/audition-sessions`, {
    headers: bearer(token),
    data: {
      round: 'AUDITION',
      kind: 'IN_PERSON',
      date,
      start: '10:00',
      end: '10:30',
      slotMinutes: 15,
      capacityPerSlot: 1,
      place: 'Studioul 3, Str. Ion Câmpineanu 11, București',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const sessionId = ((await made.json()) as { data: { id: string } }).data.id;
  const invited = await request.post(`/api/studio/audition-sessions/${sessionId}/invitations`, {
    headers: bearer(token),
    data: { applicationIds },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return sessionId;
}

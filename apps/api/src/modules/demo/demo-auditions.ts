import { randomUUID } from 'node:crypto';
import type { AuditionStatus } from '@talent/contract/auditions';
import { addDays, romanianInstant, romanianToday } from '@talent/contract/dates';
import type { Insertable } from 'kysely';
import type {
  ApplicationsTable,
  AuditionSessionsTable,
  AuditionsTable,
  NotificationsTable,
  TalentProfilesTable,
} from '../../db/schema';

/** Who is where in the demo casting's session: three confirmed, one to answer, one declined, one asking to move. */
const STORY: ReadonlyArray<{ status: AuditionStatus; slot: number | null; note?: string }> = [
  { status: 'CONFIRMED', slot: 0 },
  { status: 'CONFIRMED', slot: 1 },
  { status: 'CONFIRMED', slot: 2 },
  { status: 'INVITED', slot: 3 },
  { status: 'DECLINED', slot: 4, note: 'Sunt la filmări în Cluj toată săptămâna, îmi pare rău.' },
  { status: 'RESCHEDULE_REQUESTED', slot: 5, note: 'Pot veni după ora 14:00, oricând.' },
  { status: 'INVITED', slot: null },
];

const SLOT_MS = 15 * 60_000;

export interface DemoAuditions {
  sessions: Insertable<AuditionSessionsTable>[];
  auditions: Insertable<AuditionsTable>[];
  /** The demo talent's bell: the callback invitation. */
  notices: Insertable<NotificationsTable>[];
}

/**
 * The demo's auditions (issue 33 point 8), tomorrow on a Romanian clock: on the demo casting (the
 * catalogue's first, with every status of applicant) a session of 15-minute slots with adults in every
 * state, and a callback for the demo talent's shortlisted application, to answer on first sign-in.
 */
export function demoAuditions(
  now: Date,
  demoCastingId: string,
  applications: readonly Insertable<ApplicationsTable>[],
  profiles: readonly Insertable<TalentProfilesTable>[],
  demoTalent: { profileId: string; userId: string; castingTitle: (castingId: string) => string },
): DemoAuditions {
  const nowIso = now.toISOString();
  const tomorrow = addDays(romanianToday(now), 1)!;
  const adults = new Set(
    profiles.filter((profile) => profile.child_id === null).map((profile) => profile.id),
  );
  const session = (castingId: string, round: 'AUDITION' | 'CALLBACK', start: string, end: string) => ({
    id: randomUUID(),
    casting_id: castingId,
    round,
    kind: 'IN_PERSON' as const,
    date: tomorrow,
    start_time: start,
    end_time: end,
    starts_at: romanianInstant(tomorrow, start)!.toISOString(),
    ends_at: romanianInstant(tomorrow, end)!.toISOString(),
    slot_minutes: 15,
    capacity_per_slot: 1,
    place: 'Studioul 2, Str. Ion Câmpineanu 11, București',
    meeting_url: null,
    instructions:
      round === 'AUDITION'
        ? 'Vino cu 10 minute mai devreme, în haine simple, fără machiaj. Vei citi o scenă scurtă.'
        : 'Callback cu regizorul: aceeași scenă, cu partenerul de joc.',
    created_at: nowIso,
    updated_at: nowIso,
  });
  const audition = session(demoCastingId, 'AUDITION', '10:00', '12:00');
  const slotAt = (start: string, index: number) =>
    new Date(Date.parse(start) + index * SLOT_MS).toISOString();

  const invited = applications.filter(
    (application) =>
      application.casting_id === demoCastingId &&
      application.status !== 'REJECTED' &&
      adults.has(application.talent_profile_id),
  );
  const auditions: Insertable<AuditionsTable>[] = STORY.flatMap((entry, index) => {
    const application = invited[index];
    if (!application) return [];
    return [
      {
        id: randomUUID(),
        session_id: audition.id,
        application_id: application.id,
        status: entry.status,
        slot_start: entry.slot === null ? null : slotAt(audition.starts_at, entry.slot),
        note: entry.note ?? null,
        invited_at: new Date(now.getTime() - (STORY.length - index) * 60_000).toISOString(),
        responded_at: entry.status === 'INVITED' ? null : nowIso,
      },
    ];
  });

  const sessions = [audition];
  const notices: Insertable<NotificationsTable>[] = [];
  const shortlisted = applications.find(
    (application) =>
      application.talent_profile_id === demoTalent.profileId && application.status === 'SHORTLISTED',
  );
  if (shortlisted) {
    const callback = session(shortlisted.casting_id, 'CALLBACK', '14:00', '15:00');
    sessions.push(callback);
    const id = randomUUID();
    const slotStart = slotAt(callback.starts_at, 1);
    auditions.push({
      id,
      session_id: callback.id,
      application_id: shortlisted.id,
      status: 'INVITED',
      slot_start: slotStart,
      invited_at: nowIso,
    });
    notices.push({
      id: randomUUID(),
      user_id: demoTalent.userId,
      type: 'AUDITION_INVITE',
      params: JSON.stringify({
        auditionId: id,
        castingTitle: demoTalent.castingTitle(shortlisted.casting_id),
        childName: null,
        round: 'CALLBACK',
        slotStart,
        place: callback.place,
        online: false,
      }),
      link: `/auditions#audition-${id}`,
      dedupe_key: `audition:invite:${id}`,
      created_at: nowIso,
      read_at: null,
    });
  }
  return { sessions, auditions, notices };
}

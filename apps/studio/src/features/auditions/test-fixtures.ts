import type {
  StudioAudition,
  StudioAuditionSession,
  StudioAuditionSessionList,
} from '@talent/contract/auditions';
import type { Applicant, ApplicantPage, StudioCasting } from '@talent/contract/studio';

// Test data of the auditions screens (imported by their tests only).

export const CASTING_ID = 'casting-1';

/** An audition as the studio lists it: an adult invited into the first slot unless told. */
export function testAudition(index: number, overrides: Partial<StudioAudition> = {}): StudioAudition {
  return {
    id: `audition-${index}`,
    applicationId: `app-${index}`,
    profileId: `profile-${index}`,
    firstName: `Ana${index}`,
    lastName: `Zamfir${index}`,
    isMinor: false,
    status: 'INVITED',
    slotStart: '2037-12-01T08:00:00.000Z',
    note: null,
    invitedAt: '2026-11-20T10:00:00.000Z',
    respondedAt: null,
    checkedInAt: null,
    ...overrides,
  };
}

/**
 * An in-person audition on 1 December 2037 (winter: Romania is UTC+2) from 10:00 to 10:45, three
 * slots of 15 minutes for two talents each, nobody booked unless told.
 */
export function testSession(overrides: Partial<StudioAuditionSession> = {}): StudioAuditionSession {
  const auditions = overrides.auditions ?? [];
  const slots = ['08:00', '08:15', '08:30'].map((utc, index) => {
    const start = `2037-12-01T${utc}:00.000Z`;
    return {
      start,
      time: ['10:00', '10:15', '10:30'][index] ?? '',
      capacity: 2,
      taken: auditions.filter(
        (audition) =>
          audition.slotStart === start &&
          ['INVITED', 'CONFIRMED', 'ATTENDED', 'NO_SHOW'].includes(audition.status),
      ).length,
    };
  });
  return {
    id: 'session-1',
    castingId: CASTING_ID,
    round: 'AUDITION',
    kind: 'IN_PERSON',
    date: '2037-12-01',
    start: '10:00',
    end: '10:45',
    startsAt: '2037-12-01T08:00:00.000Z',
    endsAt: '2037-12-01T08:45:00.000Z',
    slotMinutes: 15,
    capacityPerSlot: 2,
    place: 'Studioul 3, Str. Ion Câmpineanu 11, București',
    meetingUrl: null,
    instructions: 'Vino cu 10 minute mai devreme.',
    cancelledAt: null,
    slots,
    auditions,
    ...overrides,
  };
}

export function sessionList(
  data: StudioAuditionSession[],
  sides: StudioAuditionSessionList['meta']['sides'] = null,
): StudioAuditionSessionList {
  return { data, meta: { sides } };
}

/** GET /studio/castings/{id} as the route reads it: only the title heads the page. */
export const castingAnswer = (title = 'Casting 1') => ({
  body: { data: { id: CASTING_ID, title } as StudioCasting },
});

/** The applicants list's answer with these adults (only what the list and its bulk bar read). */
export function applicantList(count: number): ApplicantPage {
  const data = Array.from({ length: count }, (_, index) => {
    const at = index + 1;
    return {
      id: `app-${at}`,
      status: 'SHORTLISTED',
      appliedAt: '2026-11-02T10:00:00.000Z',
      isMinor: false,
      talent: { profileId: `profile-${at}`, firstName: `Ana${at}`, lastName: `Zamfir${at}`, categories: [] },
      guardian: null,
    } as unknown as Applicant;
  });
  return {
    data,
    meta: {
      page: 1,
      pageSize: 24,
      total: count,
      totalPages: 1,
      counts: { PENDING: 0, REVIEWED: 0, SHORTLISTED: count, ACCEPTED: 0, REJECTED: 0 },
    },
  };
}

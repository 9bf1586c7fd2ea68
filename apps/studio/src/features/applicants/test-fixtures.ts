import type { Video } from '@talent/contract/media';
import type { SelfTapeRequest } from '@talent/contract/self-tapes';
import type { Applicant, ApplicantDetail, ApplicantPage } from '@talent/contract/studio';
import { testVideo } from '@talent/ui/test/media-fixtures';
import { testProfile } from '@/test/talent-fixtures';

// Test data of the applicants screens (imported by their tests only).

export const CASTING_ID = 'casting-1';

export function testApplicant(index: number, overrides: Partial<Applicant> = {}): Applicant {
  return {
    id: `app-${index}`,
    status: 'PENDING',
    appliedAt: '2025-05-02T10:00:00.000Z',
    isMinor: false,
    talent: {
      profileId: `profile-${index}`,
      firstName: `Ana${index}`,
      lastName: `Zamfir${index}`,
      age: 20 + index,
      gender: 'FEMALE',
      city: 'Cluj-Napoca',
      heightCm: 165,
      categories: ['ACTOR', 'MODEL'],
      photoUrl: null,
      photoThumbnailUrl: null,
    },
    guardian: null,
    ...overrides,
  };
}

export function testMinor(index: number): Applicant {
  const applicant = testApplicant(index);
  return {
    ...applicant,
    isMinor: true,
    talent: { ...applicant.talent, firstName: 'Luca', lastName: null, age: 9 },
    guardian: { name: 'Gabriela Secretescu', email: 'gabriela@example.com', phone: '+40721000000' },
  };
}

export function applicantPage(data: Applicant[], meta: Partial<ApplicantPage['meta']> = {}): ApplicantPage {
  const pageSize = meta.pageSize ?? 24;
  const total = meta.total ?? data.length;
  return {
    data,
    meta: {
      page: meta.page ?? 1,
      pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      counts: meta.counts ?? { PENDING: 3, REVIEWED: 2, SHORTLISTED: 1, ACCEPTED: 0, REJECTED: 4 },
    },
  };
}

export function testDetail(overrides: Partial<ApplicantDetail> = {}): ApplicantDetail {
  const profile = testProfile();
  return {
    id: 'app-2',
    castingId: CASTING_ID,
    status: 'REVIEWED',
    appliedAt: '2025-05-02T10:00:00.000Z',
    message: 'I would love to play this part.',
    statusHistory: [
      { status: 'PENDING', changedAt: '2025-05-02T10:00:00.000Z', message: null, changedBy: null },
      {
        status: 'REVIEWED',
        changedAt: '2025-05-03T10:00:00.000Z',
        message: null,
        changedBy: 'Dana Director',
      },
    ],
    note: null,
    ...profile,
    talent: {
      ...profile.talent,
      phone: null,
      phone2: null,
      facebookUrl: null,
      instagramUrl: null,
      tiktokUrl: null,
      otherSocialMedia: null,
    },
    guardian: null,
    ...overrides,
  };
}

export const testCastingBody = { data: { id: CASTING_ID, title: 'Summer commercial' } };

const DAY_MS = 86_400_000;
/** An instant `days` from now (negative: in the past), as the API writes it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A submitted self-tape's video: converted and untitled, as the server sends it (the page names it). */
export const testTapeVideo = (overrides: Partial<Video> = {}): Video =>
  testVideo('tape', { title: null, ...overrides });

/** An OPEN request of app-2 by default, due in three days. */
export function testSelfTape(overrides: Partial<SelfTapeRequest> = {}): SelfTapeRequest {
  return {
    id: 'tape-1',
    applicationId: 'app-2',
    instructions: 'Read the monologue on page 3.\nOne take, landscape.',
    deadline: daysFromNow(3),
    createdAt: daysFromNow(-1),
    state: 'OPEN',
    submittedAt: null,
    video: null,
    ...overrides,
  };
}

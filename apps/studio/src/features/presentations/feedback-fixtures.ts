import type {
  ApplicantFeedback,
  Presentation,
  PresentationFeedback,
  PresentationViewer,
  PresentationVote,
  ViewerPlay,
  ViewerVote,
} from '@talent/contract/presentations';
import type { Applicant, ApplicantDetail, ApplicantPage } from '@talent/contract/studio';
import type { stubApi } from '@talent/ui/test/api-stub';
import { testProfile } from '@/test/talent-fixtures';

// Test data of the feedback screens (imported by their tests only).

export const CASTING_ID = 'casting-1';
export const PRESENTATION_ID = 'pres-1';
export const CASTING_FEEDBACK = `GET /studio/castings/${CASTING_ID}/presentation-feedback`;
export const PRESENTATION_FEEDBACK = `GET /studio/presentations/${PRESENTATION_ID}/feedback`;

/** Two producers who opened the link: Dana first, then Mihai. */
export const DANA: PresentationViewer = {
  id: 'viewer-1',
  name: 'Dana Producer',
  firstSeenAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-20T09:30:00.000Z',
};
export const MIHAI: PresentationViewer = {
  id: 'viewer-2',
  name: 'Mihai Regizor',
  firstSeenAt: '2026-11-21T12:00:00.000Z',
  lastSeenAt: '2026-11-21T12:20:00.000Z',
};

export function testPresentation(overrides: Partial<Presentation> = {}): Presentation {
  return {
    id: PRESENTATION_ID,
    castingId: CASTING_ID,
    title: 'Picks for the agency',
    talentCount: 2,
    expiresAt: '2037-12-01T21:59:59.999Z',
    revokedAt: null,
    state: 'ACTIVE',
    hasPassword: true,
    showNotes: false,
    viewerCount: 2,
    createdAt: '2026-11-19T10:00:00.000Z',
    ...overrides,
  };
}

export function testVote(
  viewer: PresentationViewer,
  vote: PresentationVote,
  overrides: Partial<ViewerVote> = {},
): ViewerVote {
  return {
    presentationId: PRESENTATION_ID,
    presentationTitle: 'Picks for the agency',
    viewerId: viewer.id,
    viewerName: viewer.name,
    vote,
    comment: null,
    votedAt: '2026-11-20T09:15:00.000Z',
    ...overrides,
  };
}

export function testPlay(viewer: PresentationViewer, overrides: Partial<ViewerPlay> = {}): ViewerPlay {
  return {
    presentationId: PRESENTATION_ID,
    viewerId: viewer.id,
    viewerName: viewer.name,
    videoId: 'video-1',
    videoTitle: 'Showreel',
    plays: 3,
    seconds: 125,
    lastPlayedAt: '2026-11-20T09:10:00.000Z',
    ...overrides,
  };
}

export const feedbackOf = (
  applicationId: string,
  votes: ViewerVote[],
  plays: ViewerPlay[] = [],
): ApplicantFeedback => ({ applicationId, votes, plays });

/** GET /studio/castings/{id}/presentation-feedback's answer. */
export const castingFeedbackAnswer = (feedback: ApplicantFeedback[]) => ({ body: { data: feedback } });

/** GET /studio/presentations/{id}/feedback's answer. */
export const presentationFeedbackAnswer = (feedback: Partial<PresentationFeedback> = {}) => ({
  body: {
    data: { presentation: testPresentation(), viewers: [DANA, MIHAI], talents: [], ...feedback },
  },
});

/** The casting as the applicants screens read it: only its title. */
export const castingAnswer = { body: { data: { id: CASTING_ID, title: 'Summer commercial' } } };

type Routes = Parameters<typeof stubApi>[0];

/** The casting, its three applicants and its feedback as `feedback` answers it, plus `more`. */
export const castingRoutes = (feedback: Routes[string], more: Routes = {}): Routes => ({
  [`GET /studio/castings/${CASTING_ID}`]: () => castingAnswer,
  [`GET /studio/castings/${CASTING_ID}/applications`]: () => ({ body: applicantList(3) }),
  [CASTING_FEEDBACK]: feedback,
  ...more,
});

/** The applicants list's answer with these adults (only what the list shows of them). */
export function applicantList(count: number): ApplicantPage {
  const data = Array.from(
    { length: count },
    (_, index): Applicant => ({
      id: `app-${index + 1}`,
      status: 'SHORTLISTED',
      appliedAt: '2026-11-02T10:00:00.000Z',
      isMinor: false,
      talent: {
        profileId: `profile-${index + 1}`,
        firstName: `Ioana${index + 1}`,
        lastName: 'Pop',
        age: 30,
        gender: 'FEMALE',
        city: 'Iași',
        heightCm: 170,
        categories: ['ACTOR'],
        photoUrl: null,
        photoThumbnailUrl: null,
      },
      guardian: null,
    }),
  );
  const counts = { PENDING: 0, REVIEWED: 0, SHORTLISTED: count, ACCEPTED: 0, REJECTED: 0 };
  return { data, meta: { page: 1, pageSize: 24, total: count, totalPages: 1, counts } };
}

/** One applicant of the casting, opened (app-1: the shared test profile; its contact details unread here). */
export function applicantDetail(): ApplicantDetail {
  return {
    ...testProfile(),
    id: 'app-1',
    castingId: CASTING_ID,
    status: 'SHORTLISTED',
    appliedAt: '2026-11-02T10:00:00.000Z',
    message: null,
    statusHistory: [],
    note: null,
    guardian: null,
  } as unknown as ApplicantDetail;
}

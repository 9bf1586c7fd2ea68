import type { Photo } from '@talent/contract/media';
import type { PresentedTalent, PublicPresentation } from '@talent/contract/presentations';
import { testVideo } from '@talent/ui/test/media-fixtures';

export const TOKEN = 'dG9rZW4tb2YtMTI4LWJpdHM';
export const VIEWER_TOKEN = 'viewer-token-1';

export function testPhoto(id: string): Photo {
  return {
    id,
    thumbnailUrl: `/media/${id}-thumb.jpg`,
    displayUrl: `/media/${id}-display.jpg`,
    originalUrl: `/media/${id}.jpg`,
    caption: null,
    order: 0,
  };
}

export function presentedTalent(
  applicationId: string,
  overrides: Partial<PresentedTalent> = {},
): PresentedTalent {
  return {
    applicationId,
    firstName: `Talent ${applicationId}`,
    age: 28,
    city: 'Cluj-Napoca',
    heightCm: 172,
    categories: ['ACTOR', 'MODEL'],
    photos: [testPhoto(`${applicationId}-p1`)],
    videos: [],
    selfTapes: [],
    note: null,
    myVote: null,
    ...overrides,
  };
}

/** Four talents, as the producer sees them: the first with a video, a self-tape and a note. */
export function testPresentation(overrides: Partial<PublicPresentation> = {}): PublicPresentation {
  return {
    title: 'Spot Lidl — roles',
    expiresAt: '2026-12-13T10:00:00.000Z',
    viewerName: 'Ana Producer',
    talents: [
      presentedTalent('app-1', {
        firstName: 'Ioana',
        videos: [testVideo('vid-1', { title: 'Showreel' })],
        selfTapes: [testVideo('tape-1', { title: null })],
        note: 'Strong callback',
      }),
      presentedTalent('app-2', { firstName: 'Mihai', age: null, heightCm: null, categories: [] }),
      presentedTalent('app-3', { firstName: 'Elena', myVote: { vote: 'MAYBE', comment: 'Seen before' } }),
      presentedTalent('app-4', { firstName: 'Radu' }),
    ],
    ...overrides,
  };
}

export const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  body: { statusCode: status, code, message, ...(fields ? { fields } : {}) },
});

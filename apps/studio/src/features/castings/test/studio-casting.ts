import type { StudioCasting } from '@talent/contract/studio';

/** A casting as GET /studio/castings answers it; a DRAFT with no applications unless told. */
export function studioCasting(index: number, overrides: Partial<StudioCasting> = {}): StudioCasting {
  return {
    id: `casting-${index}`,
    slug: `casting-${index}`,
    title: `Casting ${index}`,
    status: 'DRAFT',
    projectType: 'COMMERCIAL',
    shortDescription: 'A short description',
    description: 'The whole description',
    location: 'Cluj-Napoca',
    castingDate: '2026-06-15',
    shootingDate: null,
    ageRanges: [{ min: 20, max: 35 }],
    gender: null,
    duration: null,
    remuneration: { amount: 500, currency: 'RON', type: 'per_day' },
    diffusionType: null,
    minorSchedule: null,
    coverPhoto: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    applicationCounts: { PENDING: 0, REVIEWED: 0, SHORTLISTED: 0, ACCEPTED: 0, REJECTED: 0 },
    applicationsTotal: 0,
    newApplications: 0,
    ...overrides,
  };
}

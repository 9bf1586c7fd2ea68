// Free of zod (see genders.ts): the studio's review pages move statuses without the schemas.
export const APPLICATION_STATUSES = ['PENDING', 'REVIEWED', 'SHORTLISTED', 'ACCEPTED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** ACCEPTED and REJECTED are decisions already told to the talent: final. */
export const APPLICATION_STATUS_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  PENDING: ['REVIEWED', 'SHORTLISTED', 'ACCEPTED', 'REJECTED'],
  REVIEWED: ['SHORTLISTED', 'ACCEPTED', 'REJECTED'],
  SHORTLISTED: ['ACCEPTED', 'REJECTED'],
  ACCEPTED: [],
  REJECTED: [],
};

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_STATUS_TRANSITIONS[from].includes(to);
}

/** Counted as "active" on the dashboard (DESIGN §4). */
export const ACTIVE_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'PENDING',
  'REVIEWED',
  'SHORTLISTED',
];

// Free of zod (see genders.ts): the studio's castings list moves statuses without the schemas.
export const CASTING_STATUSES = ['PUBLISHED', 'DRAFT', 'CLOSED', 'CANCELLED', 'SUSPENDED'] as const;
export type CastingStatus = (typeof CASTING_STATUSES)[number];

/**
 * Which status a casting may move to from each status. CLOSED and CANCELLED are final: talents who
 * applied were told the casting ended, reopening it would mislead them.
 */
export const CASTING_STATUS_TRANSITIONS: Record<CastingStatus, readonly CastingStatus[]> = {
  DRAFT: ['PUBLISHED', 'CANCELLED'],
  PUBLISHED: ['SUSPENDED', 'CLOSED', 'CANCELLED'],
  SUSPENDED: ['PUBLISHED', 'CLOSED', 'CANCELLED'],
  CLOSED: [],
  CANCELLED: [],
};

export function canMoveCasting(from: CastingStatus, to: CastingStatus): boolean {
  return CASTING_STATUS_TRANSITIONS[from].includes(to);
}

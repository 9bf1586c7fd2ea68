import type { ApplicationStatus } from '@talent/contract/application-statuses';

/** The moves a casting director makes by hand (REVIEWED happens by opening an applicant). */
export type MoveTarget = Extract<ApplicationStatus, 'SHORTLISTED' | 'ACCEPTED' | 'REJECTED'>;
export const MOVE_TARGETS: readonly MoveTarget[] = ['SHORTLISTED', 'ACCEPTED', 'REJECTED'];

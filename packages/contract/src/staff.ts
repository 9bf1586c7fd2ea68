/**
 * What the operator (staff) side of the API shares: CLIENT and ADMIN accounts sign in at
 * /api/staff/auth/login and manage castings and applications; talents are refused there, just as
 * staff are refused by the talent portal.
 */
export const STAFF_ROLES = ['CLIENT', 'ADMIN'] as const;

export const ONLY_STAFF_MESSAGE =
  'Only casting staff accounts (CLIENT or ADMIN) can use this. Talents sign in to the Talent Portal.';

export const ONLY_ADMIN_MESSAGE = 'Only administrators can do this.';

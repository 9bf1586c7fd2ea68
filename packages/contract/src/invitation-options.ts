// Free of zod: the studio's invite dialog and invitations list show these before any rule is fetched
// (DESIGN §5).

export const INVITATION_STATUSES = ['INVITED', 'VIEWED', 'APPLIED', 'DECLINED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Talents one request may invite, and invitations one client may send in 24 hours. */
export const INVITATIONS_PER_REQUEST_MAX = 100;
export const INVITATIONS_PER_DAY_MAX = 200;
export const INVITATION_MESSAGE_MAX = 1000;
export const DECLINE_REASON_MAX = 500;

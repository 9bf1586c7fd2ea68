// Free of zod (see genders.ts): the studio's pages translate these without the schemas.
/**
 * Casting clients (casting directors, producers, agencies): a CLIENT account belongs to a company and
 * may publish castings only once an ADMIN has verified that company (DESIGN §7).
 */
// SUSPENDED: an administrator's moderation (DESIGN §14): the account cannot sign in, its castings are suspended.
export const CLIENT_STATUSES = ['UNVERIFIED', 'VERIFIED', 'REJECTED', 'SUSPENDED'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const COMPANY_NAME_MAX = 200;
export const DECISION_REASON_MAX = 1000;

export const CLIENT_MESSAGES = {
  companyNameRequired: 'Company name is required',
  companyCodeRequired: 'Company code (CUI) is required',
  companyCodeInvalid: 'This is not a valid CUI: check the digits',
  companyNameTooLong: `Company name must be at most ${COMPANY_NAME_MAX} characters`,
  reasonRequired: 'A reason is required when rejecting',
  reasonTooLong: `The reason must be at most ${DECISION_REASON_MAX} characters`,
  decisionInvalid: 'The decision must be VERIFIED or REJECTED',
  notVerified:
    'Your company has not been verified yet, so castings cannot be published. You can save drafts; an administrator will review your account.',
  rejected:
    'Your company account was not approved, so castings cannot be published. Contact us if you think this is a mistake.',
  notVerifiedForTalent:
    'Your company has not been verified yet, so you cannot search, list or invite talents. An administrator will review your account.',
  rejectedForTalent:
    'Your company account was not approved, so you cannot search, list or invite talents. Contact us if you think this is a mistake.',
  clientNotFound: 'Client not found',
  alreadyDecided: 'This client has already been verified',
} as const;

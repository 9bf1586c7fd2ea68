// Free of zod (see genders.ts): the studio's applicant filters read it without the schemas.
export const TALENT_CATEGORIES = [
  'ACTOR',
  'ACTING_STUDENT',
  'MODEL',
  'DANCER',
  'EXTRA',
  'SPECIAL_EXTRA',
  'ARTISTIC_NUDE',
  'HOSTESS',
] as const;
export type TalentCategory = (typeof TALENT_CATEGORIES)[number];

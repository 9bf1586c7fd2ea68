// Free of zod, like every *-messages.ts: pages that only list or read these load no schema code.
export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

/** A spoken language's levels (spec §3), without zod: the studio's directory filter lists them. */
export const LANGUAGE_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'NATIVE'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

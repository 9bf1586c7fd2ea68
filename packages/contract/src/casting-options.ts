// Free of zod (see genders.ts): the casting form lists its choices without the schemas.
export const PROJECT_TYPES = [
  'FEATURE_FILM',
  'SHORT_FILM',
  'TV_SERIES',
  'COMMERCIAL',
  'MUSIC_VIDEO',
  'THEATRE',
  'FASHION_SHOW',
  'PHOTO_SHOOT',
  'EVENT',
  'OTHER',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const REMUNERATION_TYPES = ['per_day', 'per_hour', 'per_project'] as const;
export type RemunerationType = (typeof REMUNERATION_TYPES)[number];
export const CURRENCY = 'RON';

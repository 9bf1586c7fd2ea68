// Free of zod (see genders.ts).
export const APPLICATION_MESSAGE_MAX = 2000;

export const APPLICATION_MESSAGES = {
  castingRequired: 'Casting is required',
  profileRequired: 'Talent profile is required',
  messageTooLong: `Message must be at most ${APPLICATION_MESSAGE_MAX} characters`,
  alreadyApplied: 'You have already applied to this casting',
  notPublished: 'This casting is not accepting applications',
  castingDatePassed: 'The casting date has passed, so this casting no longer takes applications',
  noProfile: 'Nu ai un profil de talent. Te rugăm să completezi profilul.',
  notFound: 'Aplicația nu a fost găsită',
  castingNotFound: 'Casting not found',
  transitionNotAllowed: 'This status change is not allowed',
} as const;

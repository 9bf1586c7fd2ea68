// Free of zod (see genders.ts): the studio's review pages show these without the schemas.
import { APPLICATION_MESSAGE_MAX } from './application-messages';

export const STUDIO_MESSAGES = {
  ageOrder: 'The minimum age cannot be greater than the maximum age',
  heightOrder: 'The minimum height cannot be greater than the maximum height',
  bulkEmpty: 'Choose at least one applicant',
  bulkTooMany: 'At most 100 applicants can be moved at once',
  noteTooLong: 'The note must be at most 5000 characters',
  messageTooLong: `Message must be at most ${APPLICATION_MESSAGE_MAX} characters`,
} as const;

export const NOTE_MAX = 5000;
export const BULK_MAX = 100;

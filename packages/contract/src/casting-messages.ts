// Free of zod (see genders.ts): the studio's pages translate these without the schemas.
export const CASTING_MESSAGES = {
  titleRequired: 'Title is required',
  shortDescriptionRequired: 'Short description is required',
  descriptionRequired: 'Description is required',
  locationInvalid: 'Choose a location from the list',
  dateInvalid: 'Date must be in YYYY-MM-DD format',
  ageRangeInvalid: 'Age range must have a minimum from 0 to 120 not above its maximum',
  remunerationInvalid: 'Remuneration must be a number of 0 or more',
  remunerationOrder: 'Minimum remuneration cannot be greater than maximum remuneration',
  searchRequired: 'Enter something to search for',
  textTooLong: 'This text is too long',
  onlyPublishedListed: 'Only published castings can be listed',
  onlyAdminSuspends:
    'Only an administrator can suspend a casting or lift a suspension. You can still close or cancel it.',
} as const;

/**
 * Every validation message of the profile form and the skill items (spec §5), keyed so the web
 * app can translate it. Kept apart from the schemas (no zod here) so a screen can register the keys
 * cheaply; the schemas use the texts themselves, so the server answers with the same wording.
 */
export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneFormat: 'Phone must be in valid international format (e.g., +40721234567)',
  genderInvalid: 'Please select a gender',
  heightRange: 'Height must be a whole number from 100 to 250 cm',
  weightRange: 'Weight must be a whole number from 30 to 200 kg',
  bustRange: 'Bust must be a whole number from 50 to 150 cm',
  waistRange: 'Waist must be a whole number from 40 to 150 cm',
  hipsRange: 'Hips must be a whole number from 50 to 150 cm',
  licenseYearRange: 'Licence year must be from 1950 to the current year',
  licenseCategoryRequired: 'Licence category is required',
  dateInvalid: 'Invalid date format',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  urlInvalid: 'Enter a valid link starting with http:// or https://',
  categoryInvalid: 'Choose a category from the list',
  singingLevelInvalid: 'Choose a singing level',
  levelRequired: 'Level is required',
  yesNoInvalid: 'Choose yes or no',
  textTooLong: 'This text is too long',
  tooManyItems: 'Too many items',
  specialSkillRequired: 'Special skill is required',
  instrumentRequired: 'Instrument is required',
  sportRequired: 'Sport is required',
  danceGenreRequired: 'Dance genre is required',
  ridingActivityRequired: 'Riding activity is required',
  languageRequired: 'Language is required',
  markTypeRequired: 'Mark type is required',
  markLocationRequired: 'Mark location is required',
  profilePhotoFromPhotos: 'The profile photo is chosen from your photos',
  onboardingCompletedInvalid: 'onboardingCompleted can only be true',
  talentProfileIdInvalid: 'Invalid talent profile id',
} as const;

export type ProfileMessageKey = keyof typeof PROFILE_MESSAGES;

const keyByText = new Map<string, ProfileMessageKey>(
  Object.entries(PROFILE_MESSAGES).map(([key, text]) => [text, key as ProfileMessageKey]),
);

/** The key of a profile or skill message (the reverse of PROFILE_MESSAGES), for translation. */
export function profileMessageKey(text: string): ProfileMessageKey | undefined {
  return keyByText.get(text);
}

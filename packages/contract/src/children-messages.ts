/**
 * Texts of guardian mode and the children endpoints. The Add child rules are the specification's
 * Romanian (§5) word for word; the others follow the language the specification gives them in.
 * Kept apart from the schemas (no zod here) so a screen can register the keys cheaply; the schemas
 * and the server use the texts themselves, so the web app can translate whatever the server says.
 */
export const CHILD_MESSAGES = {
  firstNameRequired: 'Prenumele este obligatoriu',
  lastNameRequired: 'Numele este obligatoriu',
  dateOfBirthRequired: 'Data nașterii este obligatorie',
  mustBeUnder18: 'Copilul trebuie să aibă sub 18 ani',
  dateOfBirthFuture: 'Data nașterii nu poate fi în viitor',
  /** Not in the specification: a date that is not a calendar day (2024-02-30, "abc"). */
  dateOfBirthInvalid: 'Data nașterii nu este validă',
  /** Not in the specification: gender other than MALE (Băiat) or FEMALE (Fată). */
  genderInvalid: 'Alege Băiat sau Fată',
  nameTooLong: 'Numele poate avea cel mult 100 de caractere',
  /** 404 for a child that does not exist or is not the caller's. */
  notFound: 'Copilul nu a fost găsit',
  /** 409 when the guardian already has MAX_CHILDREN_PER_GUARDIAN children. */
  tooManyChildren: 'Poți adăuga cel mult 20 de copii.',
  /** Child profile: gender, date of birth and names are changed in the child's details (spec §2). */
  fieldCannotChange: 'This field cannot be changed',
  discoverableInvalid: 'discoverable must be true or false',
  /** Child profile: occupation, secondary phone and acting university do not exist for a child (§6). */
  fieldNotForChildren: "This field is not available for a child's profile",
  /** Child profile: the ARTISTIC_NUDE category is refused for a child (§6). */
  artisticNudeNotForChildren: 'The ARTISTIC_NUDE category is not available for children',
} as const;

export type ChildMessageKey = keyof typeof CHILD_MESSAGES;

export const GUARDIAN_MESSAGES = {
  /** Enabling guardian mode needs the account holder to be 18 or older by date of birth (DESIGN §4). */
  adultRequired: 'You must be at least 18 years old to enable guardian mode',
  /** 403 from every children endpoint (and applying for a child) while guardian mode is off. */
  modeRequired: 'Guardian mode is not enabled',
} as const;

export type GuardianMessageKey = keyof typeof GUARDIAN_MESSAGES;

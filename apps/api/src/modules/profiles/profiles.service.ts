import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { API_MESSAGES } from '@talent/contract/api-messages';
import { changesFixedBirthDate, REGISTRATION_MAX_AGE, REGISTRATION_MIN_AGE } from '@talent/contract/auth';
import {
  CHILD_FORBIDDEN_CATEGORIES,
  CHILD_PROFILE_HIDDEN_FIELDS,
  CHILD_PROFILE_LOCKED_FIELDS,
  type ChildProfileUpdate,
} from '@talent/contract/children';
import { ageOn, todayIsoDate } from '@talent/contract/dates';
import {
  type ProfileUpdate,
  profileCompletion,
  stripMaleMeasurements,
  TALENT_CATEGORIES,
  type TalentCategory,
  type TalentProfile,
} from '@talent/contract/profile';
import { PROFILE_MESSAGES } from '@talent/contract/profile-messages';
import { VALIDATION_MESSAGES } from '@talent/contract/validation-messages';
import type { TalentProfileChanges, TalentProfileRow } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import { copiesAmong, type ProfileCopies } from './profile-records.service';
import { emptySkills, type ProfileSkillRows, type ProfilesRepository } from './profiles.repository';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function jsonList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const isCategory = (value: string): value is TalentCategory =>
  (TALENT_CATEGORIES as readonly string[]).includes(value);

export const NO_SKILLS: ProfileSkillRows = emptySkills();

/** Rows never reach the wire: the profile, its skill lists and its score in the contract's shape. */
export function toTalentProfileDto(
  row: TalentProfileRow,
  skills: ProfileSkillRows = NO_SKILLS,
  counts: MediaCounts = { photos: 0, videos: 0 },
): TalentProfile {
  const dateOfBirth = row.date_of_birth;
  const profile: Omit<TalentProfile, 'completionScore' | 'completion'> = {
    id: row.id,
    userId: row.user_id,
    childId: row.child_id,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    phone2: row.phone2,
    gender: row.gender,
    // Stored as the calendar day; sent as that day at midnight UTC (DESIGN §4).
    dateOfBirth: dateOfBirth && ISO_DAY.test(dateOfBirth) ? `${dateOfBirth}T00:00:00.000Z` : dateOfBirth,
    residenceCity: row.residence_city,
    countryOfOrigin: row.country_of_origin,
    currentOccupation: row.current_occupation,
    facebookUrl: row.facebook_url,
    instagramUrl: row.instagram_url,
    tiktokUrl: row.tiktok_url,
    otherSocialMedia: row.other_social_media,
    bio: row.bio,
    hairColor: row.hair_color,
    hairLength: row.hair_length,
    eyeColor: row.eye_color,
    ethnicity: row.ethnicity,
    height: row.height,
    weight: row.weight,
    bust: row.bust,
    waist: row.waist,
    hips: row.hips,
    shoeSize: row.shoe_size,
    pantsSize: row.pants_size,
    shirtSize: row.shirt_size,
    canSing: row.can_sing === 1,
    singingLevel: row.singing_level,
    singingCourses: row.singing_courses,
    hasDriverLicense: row.has_driver_license === 1,
    licenseCategories: jsonList(row.license_categories),
    licenseSince: row.license_since,
    nativeLanguage: row.native_language,
    categories: jsonList(row.categories).filter(isCategory),
    actingUniversity: row.acting_university,
    danceTraining: row.dance_training,
    specialSkills: jsonList(row.special_skills),
    profilePhotoUrl: row.profile_photo_url,
    photosCount: counts.photos,
    videosCount: counts.videos,
    instruments: skills.instruments.map(({ id, instrument, level, courses }) => ({
      id,
      instrument,
      level,
      courses,
    })),
    sports: skills.sports.map(({ id, sport, level, courses }) => ({ id, sport, level, courses })),
    dances: skills.dances.map(({ id, genre, level, courses }) => ({ id, genre, level, courses })),
    ridingSkills: skills.ridingSkills.map(({ id, activity, level }) => ({ id, activity, level })),
    languages: skills.languages.map(({ id, language, level }) => ({ id, language, level })),
    distinctiveMarks: skills.distinctiveMarks.map(({ id, type, location, description }) => ({
      id,
      type,
      location,
      description,
    })),
    onboardingCompletedAt: row.onboarding_completed_at,
    discoverable: row.discoverable === 1,
  };
  // Computed on every read, so it is never stale (DESIGN §4).
  const completion = profileCompletion(profile);
  return { ...profile, completionScore: completion.score, completion };
}

/** The payload's fields as columns; only the fields present change. */
function toChanges(update: ProfileUpdate, now: string, row: TalentProfileRow): TalentProfileChanges {
  const changes: TalentProfileChanges = {};
  const set = <K extends keyof TalentProfileChanges>(
    column: K,
    value: TalentProfileChanges[K] | undefined,
  ) => {
    if (value !== undefined) changes[column] = value;
  };
  const json = (list: string[] | undefined) => (list === undefined ? undefined : JSON.stringify(list));
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
  set('first_name', update.firstName);
  set('last_name', update.lastName);
  set('phone', update.phone);
  set('phone2', update.phone2);
  set('gender', update.gender);
  set(
    'date_of_birth',
    update.dateOfBirth === undefined ? undefined : (update.dateOfBirth?.slice(0, 10) ?? null),
  );
  set('residence_city', update.residenceCity);
  set('country_of_origin', update.countryOfOrigin);
  set('current_occupation', update.currentOccupation);
  set('facebook_url', update.facebookUrl);
  set('instagram_url', update.instagramUrl);
  set('tiktok_url', update.tiktokUrl);
  set('other_social_media', update.otherSocialMedia);
  set('bio', update.bio);
  set('hair_color', update.hairColor);
  set('hair_length', update.hairLength);
  set('eye_color', update.eyeColor);
  set('ethnicity', update.ethnicity);
  set('height', update.height);
  set('weight', update.weight);
  set('bust', update.bust);
  set('waist', update.waist);
  set('hips', update.hips);
  set('shoe_size', update.shoeSize);
  set('pants_size', update.pantsSize);
  set('shirt_size', update.shirtSize);
  set('can_sing', flag(update.canSing));
  set('singing_level', update.singingLevel);
  set('singing_courses', update.singingCourses);
  set('has_driver_license', flag(update.hasDriverLicense));
  set('license_categories', json(update.licenseCategories));
  set('license_since', update.licenseSince);
  set('native_language', update.nativeLanguage);
  set('categories', json(update.categories));
  set('acting_university', update.actingUniversity);
  set('dance_training', update.danceTraining);
  set('special_skills', json(update.specialSkills));
  set('profile_photo_url', update.profilePhotoUrl);
  // The first finish counts; finishing the wizard again does not move it.
  if (update.onboardingCompleted && !row.onboarding_completed_at) changes.onboarding_completed_at = now;
  return changes;
}

export interface MediaCounts {
  photos: number;
  videos: number;
}

/**
 * What the profile needs from the media module: the stored form of a URL when it is one of the
 * profile's photos (else null), and a stored photo URL as a viewer loads it (a child's is signed).
 */
export interface ProfileMedia {
  ownPhotoUrl(profile: Pick<TalentProfileRow, 'id' | 'child_id'>, url: string): Promise<string | null>;
  viewUrl(
    url: string | null,
    profile: Pick<TalentProfileRow, 'id' | 'child_id'>,
    viewer: string | null,
  ): Promise<string | null>;
}

const profileNotFound = () => new HttpError(404, 'PROFILE_NOT_FOUND', API_MESSAGES.profileNotFound);
const talentProfileNotFound = () =>
  new HttpError(404, 'TALENT_PROFILE_NOT_FOUND', API_MESSAGES.talentProfileNotFound);

/** Guardian mode (modules/guardian): a child's profile is the guardian's only while it is on. */
export interface GuardianModeCheck {
  assertEnabled(userId: string): Promise<void>;
}

/**
 * The auth module: a user's own profile keeps copies of the account's names, phone, gender and birth
 * date, so a change of them on the profile is written onto the account too, in the same transaction.
 */
export interface AccountCopies {
  ownProfileChanged(userId: string, copies: ProfileCopies): TransactionPart;
}

export class ProfilesService {
  constructor(
    private readonly repository: ProfilesRepository,
    private readonly guardian: GuardianModeCheck,
    private readonly media: ProfileMedia,
    private readonly account: AccountCopies,
  ) {}

  /**
   * A skill of the profile was added, changed or removed: its search words follow (decision 0024),
   * in the skill's transaction.
   */
  skillsChanged(profileId: string): TransactionPart {
    return { write: (trx) => this.repository.skillsChanged(trx, profileId) };
  }

  /** The demo seed's skills (SkillsService.seedRows): their names' words, in the seed's transaction. */
  skillsSeeded(skills: readonly { profileId: string; name: string }[]): TransactionPart {
    return { write: (trx) => this.repository.addSkillWords(trx, skills) };
  }

  /**
   * One statement: the profile with its skills and media counts (ProfilesRepository.findWhole). A
   * minor's profile photo (stable private path) comes signed for the owner (DESIGN §10).
   */
  async getOwnProfile(userId: string): Promise<TalentProfile> {
    const whole = await this.repository.findOwnWhole(userId);
    if (!whole) throw profileNotFound();
    const profile = toTalentProfileDto(whole.row, whole.skills, whole.counts);
    return {
      ...profile,
      profilePhotoUrl: await this.media.viewUrl(profile.profilePhotoUrl, whole.row, userId),
    };
  }

  /**
   * Any profile row the caller was allowed to reach (own, or a child's through the children service):
   * its owner asks, so a child's profile photo comes signed for the guardian (DESIGN §10).
   */
  async getProfile(row: TalentProfileRow): Promise<TalentProfile> {
    const profile = await this.storedProfile(row);
    return {
      ...profile,
      profilePhotoUrl: await this.media.viewUrl(profile.profilePhotoUrl, row, row.user_id),
    };
  }

  private async storedProfile(row: TalentProfileRow): Promise<TalentProfile> {
    const whole = await this.repository.findWholeById(row.id);
    if (!whole) throw talentProfileNotFound();
    return toTalentProfileDto(whole.row, whole.skills, whole.counts);
  }

  /**
   * Any talent profile by id, for staff who reached it through an application to their casting. The
   * profile photo is as stored: the caller signs a child's for the staff member who asks.
   */
  async profileForStaff(profileId: string): Promise<{ row: TalentProfileRow; profile: TalentProfile }> {
    const row = await this.repository.findById(profileId);
    if (!row) throw talentProfileNotFound();
    return { row, profile: await this.storedProfile(row) };
  }

  async hasOwnProfile(userId: string): Promise<boolean> {
    return (await this.repository.findOwnProfile(userId)) !== undefined;
  }

  /**
   * The one place that decides which profile a caller may act as (skills and applications,
   * DESIGN §4): their own profile when no id is given, else the named profile if it is theirs or
   * one of their children's. Anything else is 404, as if it did not exist. A child's profile needs
   * guardian mode on (403 GUARDIAN_MODE_REQUIRED), checked only once the profile is known to be the
   * caller's, so another guardian's child stays a plain 404.
   */
  async editableProfile(userId: string, talentProfileId?: string): Promise<TalentProfileRow> {
    if (talentProfileId === undefined) return this.ownProfileRow(userId);
    const row = await this.repository.findById(talentProfileId);
    if (!row || row.user_id !== userId) throw talentProfileNotFound();
    if (row.child_id !== null) await this.guardian.assertEnabled(userId);
    return row;
  }

  /**
   * POST /profiles: a partial update of the caller's own profile. The own profile's date of birth is
   * the account's too (kept in step): fixed once known, like the account's, and when first set it
   * follows the account's age rule of registration.
   */
  async updateOwnProfile(userId: string, update: ProfileUpdate): Promise<TalentProfile> {
    const row = await this.ownProfileRow(userId);
    if (changesFixedBirthDate(row.date_of_birth, update.dateOfBirth)) {
      const message = ACCOUNT_MESSAGES.birthDateFixed;
      throw new HttpError(400, 'VALIDATION_ERROR', message, { dateOfBirth: message });
    }
    if (update.dateOfBirth) {
      const age = ageOn(update.dateOfBirth.slice(0, 10), todayIsoDate());
      if (age === null || age < REGISTRATION_MIN_AGE || age > REGISTRATION_MAX_AGE) {
        const message = VALIDATION_MESSAGES.registrationAge;
        throw new HttpError(400, 'VALIDATION_ERROR', message, { dateOfBirth: message });
      }
    }
    return this.updateProfile(row, update);
  }

  /**
   * PATCH /profiles/me: whether the talent's own profile is in the studio's directory (DESIGN §11).
   * A minor's own account is never listed, whatever it says here (decision 0024).
   */
  async setOwnDiscoverable(userId: string, discoverable: boolean): Promise<TalentProfile> {
    const row = await this.ownProfileRow(userId);
    await this.repository.update(
      row.id,
      { discoverable: discoverable ? 1 : 0 },
      new Date().toISOString(),
      null,
    );
    return this.getOwnProfile(userId);
  }

  /**
   * POST /profiles/children/{childId}: `row` is the child's profile, resolved by the children service
   * (guardian mode on, the caller's own child). childProfileUpdateSchema already refuses the §6
   * restrictions; here they are also never stored, whatever reaches this method.
   */
  async updateChildProfile(row: TalentProfileRow, update: ChildProfileUpdate): Promise<TalentProfile> {
    const allowed: ProfileUpdate = { ...update };
    for (const field of [...CHILD_PROFILE_HIDDEN_FIELDS, ...CHILD_PROFILE_LOCKED_FIELDS])
      delete allowed[field];
    if (allowed.categories) {
      allowed.categories = allowed.categories.filter(
        (category) => !(CHILD_FORBIDDEN_CATEGORIES as readonly string[]).includes(category),
      );
    }
    return this.updateProfile(row, allowed, {
      current_occupation: null,
      phone2: null,
      acting_university: null,
    });
  }

  /**
   * A partial update of one profile row: only the fields present change. For MALE (the gender after
   * the update) bust, waist and hips are dropped and any stored ones cleared (spec §5). `forced`
   * columns are written whatever the update says.
   */
  private async updateProfile(
    row: TalentProfileRow,
    sent: ProfileUpdate,
    forced: TalentProfileChanges = {},
  ): Promise<TalentProfile> {
    let update = sent;
    if (update.profilePhotoUrl) {
      // Only one of the profile's own photos: never someone else's file or an outside link. A child's
      // comes back signed: what is stored is its stable path, no signature or expiry.
      const own = await this.media.ownPhotoUrl(row, update.profilePhotoUrl);
      if (!own) {
        const message = PROFILE_MESSAGES.profilePhotoFromPhotos;
        throw new HttpError(400, 'VALIDATION_ERROR', message, { profilePhotoUrl: message });
      }
      update = { ...update, profilePhotoUrl: own };
    }
    const gender = update.gender ?? row.gender;
    const now = new Date().toISOString();
    const changes = toChanges(stripMaleMeasurements(update, gender), now, row);
    if (gender === 'MALE') Object.assign(changes, { bust: null, waist: null, hips: null });
    Object.assign(changes, forced);
    const account =
      row.child_id === null ? this.account.ownProfileChanged(row.user_id, copiesAmong(changes)) : null;
    await this.repository.update(row.id, changes, now, account);
    const updated = await this.repository.findById(row.id);
    if (!updated) throw talentProfileNotFound();
    return this.getProfile(updated);
  }

  private async ownProfileRow(userId: string): Promise<TalentProfileRow> {
    const row = await this.repository.findOwnProfile(userId);
    if (!row) throw profileNotFound();
    return row;
  }

  /** Profiles living in `city`, for the casting match digest (the notifications module). */
  async livingIn(city: string): Promise<MatchCandidate[]> {
    const rows = await this.repository.livingIn(city);
    return rows.map((row) => ({
      profileId: row.id,
      userId: row.user_id,
      childName: row.child_id ? row.first_name : null,
      gender: row.gender,
      dateOfBirth: row.date_of_birth,
      categories: JSON.parse(row.categories) as string[],
    }));
  }
}

/** A profile the match digest may tell about a new casting; a child's notice goes to its guardian. */
export interface MatchCandidate {
  profileId: string;
  /** Who is told: the talent, or the guardian of a child. */
  userId: string;
  /** The child's first name, null for the talent's own profile. */
  childName: string | null;
  gender: TalentProfileRow['gender'];
  dateOfBirth: string | null;
  categories: string[];
}

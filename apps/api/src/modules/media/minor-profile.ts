import { ADULT_AGE } from '@talent/contract/child-work';
import { ageOn, romanianToday } from '@talent/contract/dates';
import type { TalentProfileRow } from '../../db/schema';

/** What decides whether a new file is private: a child profile, or an owner under 18 that day. */
export type UploadingProfile = Pick<TalentProfileRow, 'id' | 'child_id' | 'date_of_birth'>;

/**
 * The date of birth of someone turning 18 on `today`: anyone born after it is a minor, as `ageOn` counts
 * (a 29 February birthday falls on 1 March in other years), so SQL can compare dates as text.
 */
export function adultBirthCutoff(today: string): string {
  return `${String(Number(today.slice(0, 4)) - ADULT_AGE).padStart(4, '0')}${today.slice(4)}`;
}

/** A child profile, or one whose owner is under 18 on `today` (DESIGN §10). */
export function isMinorProfile(profile: UploadingProfile, today = romanianToday()): boolean {
  if (profile.child_id !== null) return true;
  if (!profile.date_of_birth) return false;
  const age = ageOn(profile.date_of_birth.slice(0, 10), today);
  return age !== null && age < ADULT_AGE;
}

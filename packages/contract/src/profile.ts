import { z } from 'zod';
import { GENDERS } from './auth';

/**
 * A talent profile as the API returns it. The castings issue needs only what the dashboard's
 * completeness rule reads; the profile issue adds the rest of spec §3.
 */
export const talentProfileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  childId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  dateOfBirth: z.string().nullable(),
  residenceCity: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  hairColor: z.string().nullable(),
  eyeColor: z.string().nullable(),
  profilePhotoUrl: z.string().nullable(),
});
export type TalentProfile = z.infer<typeof talentProfileSchema>;

export type ProfileGap = 'basicInfo' | 'physicalDetails' | 'profilePhoto';

/**
 * The dashboard's completeness rule (spec §5): basic info (names, phone, birth date, gender, city),
 * physical details (height, weight, hair and eye colour) and a profile photo. No profile at all
 * (a failed fetch) counts as incomplete.
 */
export function profileGaps(profile: Partial<TalentProfile> | null | undefined): ProfileGap[] {
  if (!profile) return ['basicInfo', 'physicalDetails', 'profilePhoto'];
  const present = (value: unknown) => value !== null && value !== undefined && value !== '';
  const gaps: ProfileGap[] = [];
  const basic = [
    profile.firstName,
    profile.lastName,
    profile.phone,
    profile.dateOfBirth,
    profile.gender,
    profile.residenceCity,
  ];
  if (!basic.every(present)) gaps.push('basicInfo');
  const physical = [profile.height, profile.weight, profile.hairColor, profile.eyeColor];
  if (!physical.every(present)) gaps.push('physicalDetails');
  if (!present(profile.profilePhotoUrl)) gaps.push('profilePhoto');
  return gaps;
}

export function isProfileComplete(profile: Partial<TalentProfile> | null | undefined): boolean {
  return profileGaps(profile).length === 0;
}

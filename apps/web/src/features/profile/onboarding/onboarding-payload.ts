import type { Gender } from '@talent/contract/auth';
import {
  type ProfileUpdatePayload,
  profileUpdateSchema,
  stripMaleMeasurements,
  toMidnightUtcIso,
} from '@talent/contract/profile';
import { PROFILE_MESSAGES } from '@talent/contract/profile-messages';
import type { OnboardingFormData, OnboardingStep } from './onboarding-state';

export type OnboardingErrors = Partial<Record<keyof OnboardingFormData, string>>;

const TEXT_BY_STEP: Partial<Record<OnboardingStep, (keyof OnboardingFormData)[]>> = {
  1: ['residenceCity', 'countryOfOrigin'],
  2: ['hairColor', 'hairLength', 'eyeColor'],
  4: ['shoeSize', 'pantsSize', 'shirtSize'],
  6: ['facebookUrl', 'instagramUrl', 'tiktokUrl', 'otherSocialMedia'],
};
const NUMBERS_BY_STEP: Partial<Record<OnboardingStep, (keyof OnboardingFormData)[]>> = {
  2: ['height', 'weight'],
  3: ['bust', 'waist', 'hips'],
};

/**
 * What Continue sends for a step (§2): only the fields that were filled, texts trimmed, numbers as
 * numbers, the date of birth as an ISO timestamp at midnight UTC — checked with the contract's schema.
 */
export function stepPayload(
  step: OnboardingStep,
  data: OnboardingFormData,
  gender: Gender | null,
): { payload: ProfileUpdatePayload; errors: OnboardingErrors } {
  const payload: Record<string, unknown> = {};
  const errors: OnboardingErrors = {};

  for (const field of TEXT_BY_STEP[step] ?? []) {
    const value = String(data[field]).trim();
    if (value) payload[field] = value;
  }
  for (const field of NUMBERS_BY_STEP[step] ?? []) {
    const value = String(data[field]).trim();
    if (value) payload[field] = Number(value);
  }
  if (step === 1) {
    if (data.gender) payload.gender = data.gender;
    const date = data.dateOfBirth.trim();
    if (date) {
      const iso = toMidnightUtcIso(date);
      if (iso) payload.dateOfBirth = iso;
      else errors.dateOfBirth = PROFILE_MESSAGES.dateInvalid;
    }
  }
  if (step === 5) {
    if (data.specialSkills.length > 0) payload.specialSkills = data.specialSkills;
    if (data.canSing) {
      payload.canSing = true;
      if (data.singingLevel) payload.singingLevel = data.singingLevel;
    }
  }
  if (step === 8) {
    if (data.categories.length > 0) payload.categories = data.categories;
    const university = data.actingUniversity.trim();
    if (university && data.categories.includes('ACTOR')) payload.actingUniversity = university;
    const training = data.danceTraining.trim();
    if (training && data.categories.includes('DANCER')) payload.danceTraining = training;
  }

  const sent = stripMaleMeasurements(payload, gender) as ProfileUpdatePayload;
  const checked = profileUpdateSchema.safeParse(sent);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && !(field in errors))
        errors[field as keyof OnboardingFormData] = issue.message;
    }
  }
  return { payload: sent, errors };
}

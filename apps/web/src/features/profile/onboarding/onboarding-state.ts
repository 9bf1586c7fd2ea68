import type { Gender } from '@talent/contract/auth';
import type { SINGING_LEVELS, TalentCategory } from '@talent/contract/profile';
import type { LanguageLevel } from '@talent/contract/skills';
import { useCallback, useEffect, useState } from 'react';

export const ONBOARDING_STEPS = 8;
export type OnboardingStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface OnboardingLanguage {
  language: string;
  level: LanguageLevel;
  /** The id the skills API gave it once saved, so Continue never adds it twice. */
  savedId?: string;
}

/** What the wizard's inputs hold (numbers as typed text until they are sent). */
export interface OnboardingFormData {
  gender: Gender | '';
  dateOfBirth: string;
  residenceCity: string;
  countryOfOrigin: string;
  height: string;
  weight: string;
  hairColor: string;
  hairLength: string;
  eyeColor: string;
  bust: string;
  waist: string;
  hips: string;
  shoeSize: string;
  pantsSize: string;
  shirtSize: string;
  languages: OnboardingLanguage[];
  specialSkills: string[];
  canSing: boolean;
  singingLevel: (typeof SINGING_LEVELS)[number] | '';
  facebookUrl: string;
  instagramUrl: string;
  tiktokUrl: string;
  otherSocialMedia: string;
  categories: TalentCategory[];
  actingUniversity: string;
  danceTraining: string;
}

/** Spec §3's onboarding state, kept in localStorage so a reload resumes where the user was. */
export interface OnboardingState {
  currentStep: OnboardingStep;
  formData: OnboardingFormData;
  completedSteps: OnboardingStep[];
  isOnboardingComplete: boolean;
}

export const emptyFormData = (): OnboardingFormData => ({
  gender: '',
  dateOfBirth: '',
  residenceCity: '',
  countryOfOrigin: '',
  height: '',
  weight: '',
  hairColor: '',
  hairLength: '',
  eyeColor: '',
  bust: '',
  waist: '',
  hips: '',
  shoeSize: '',
  pantsSize: '',
  shirtSize: '',
  languages: [],
  specialSkills: [],
  canSing: false,
  singingLevel: '',
  facebookUrl: '',
  instagramUrl: '',
  tiktokUrl: '',
  otherSocialMedia: '',
  categories: [],
  actingUniversity: '',
  danceTraining: '',
});

export const initialOnboardingState = (): OnboardingState => ({
  currentStep: 1,
  formData: emptyFormData(),
  completedSteps: [],
  isOnboardingComplete: false,
});

/** One key per user: two accounts on one browser never see each other's wizard. */
export const onboardingStorageKey = (userId: string) => `onboarding:${userId}`;

export function isStep(value: unknown): value is OnboardingStep {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= ONBOARDING_STEPS;
}

/** The stored state, or a fresh one when nothing (or something unreadable) is stored. */
export function readOnboardingState(userId: string): OnboardingState {
  try {
    const raw = localStorage.getItem(onboardingStorageKey(userId));
    if (!raw) return initialOnboardingState();
    const stored = JSON.parse(raw) as Partial<OnboardingState>;
    return {
      currentStep: isStep(stored.currentStep) ? stored.currentStep : 1,
      formData: { ...emptyFormData(), ...(stored.formData ?? {}) },
      completedSteps: Array.isArray(stored.completedSteps) ? stored.completedSteps.filter(isStep) : [],
      isOnboardingComplete: stored.isOnboardingComplete === true,
    };
  } catch {
    return initialOnboardingState();
  }
}

export function writeOnboardingState(userId: string, state: OnboardingState): void {
  try {
    localStorage.setItem(onboardingStorageKey(userId), JSON.stringify(state));
  } catch (error) {
    // Private mode or a full storage: the wizard still works, it just will not resume after a reload.
    console.warn('Could not store the onboarding state', error);
  }
}

const withStep = (steps: OnboardingStep[], step: OnboardingStep) =>
  steps.includes(step) ? steps : [...steps, step].sort((a, b) => a - b);

/** The wizard's state and its transitions (§4: next/previous within bounds, complete marks all 8). */
export function useOnboardingState(userId: string) {
  const [state, setState] = useState(() => readOnboardingState(userId));

  useEffect(() => writeOnboardingState(userId, state), [userId, state]);

  const update = useCallback(
    (data: Partial<OnboardingFormData>) =>
      setState((current) => ({ ...current, formData: { ...current.formData, ...data } })),
    [],
  );
  const next = useCallback(
    () =>
      setState((current) => ({
        ...current,
        completedSteps: withStep(current.completedSteps, current.currentStep),
        currentStep: Math.min(current.currentStep + 1, ONBOARDING_STEPS) as OnboardingStep,
      })),
    [],
  );
  const back = useCallback(
    () =>
      setState((current) => ({
        ...current,
        currentStep: Math.max(current.currentStep - 1, 1) as OnboardingStep,
      })),
    [],
  );
  const complete = useCallback(
    () =>
      setState((current) => ({
        ...current,
        completedSteps: [1, 2, 3, 4, 5, 6, 7, 8],
        isOnboardingComplete: true,
      })),
    [],
  );
  return { state, update, next, back, complete };
}

/** Whether this user finished the wizard in this browser. */
export function isOnboardingCompleteLocally(userId: string): boolean {
  return readOnboardingState(userId).isOnboardingComplete;
}

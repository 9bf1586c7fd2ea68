import type { Gender } from '@talent/contract/auth';
import { Button } from '@talent/ui/components/button';
import { ProgressBar } from '@talent/ui/components/progress-bar';
import { notify } from '@talent/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loadServerMessages } from '@/lib/translate-message';
import { createSkill } from '../api/create-skill';
import { myProfileQueryOptions } from '../api/get-my-profile';
import { updateProfile } from '../api/update-profile';
import '../profile-messages';
import { OWN_PROFILE } from '../profile-target';
import { type OnboardingErrors, stepPayload } from './onboarding-payload';
import { ONBOARDING_STEPS, type OnboardingStep, useOnboardingState } from './onboarding-state';
import { StepFields } from './onboarding-steps';

const STEP_KEYS = {
  1: 'basic',
  2: 'physical',
  3: 'measurements',
  4: 'sizes',
  5: 'skills',
  6: 'social',
  7: 'photo',
  8: 'categories',
} as const satisfies Record<OnboardingStep, string>;

interface OnboardingWizardProps {
  userId: string;
  /** The account's gender, for step 3 until step 1 chooses one. */
  accountGender: Gender | null;
  /** Reloads the session's user after step 7 set a profile photo (the avatar). */
  onProfilePhotoChanged?: () => Promise<void>;
}

/** §2 Onboarding: eight steps, each saved on Continue, the state kept per user in localStorage. */
export function OnboardingWizard({ userId, accountGender, onProfilePhotoChanged }: OnboardingWizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { state, update, next, back, complete } = useOnboardingState(userId);
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const step = state.currentStep;
  const key = STEP_KEYS[step];
  const gender = state.formData.gender || accountGender;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new step replaces the form under the keyboard user's focus: start them at its title.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const change = (data: Parameters<typeof update>[0]) => {
    update(data);
    const cleared = Object.keys(data).filter((field) => field in errors);
    if (cleared.length > 0)
      setErrors((current) => {
        const copy = { ...current };
        for (const field of cleared) delete copy[field as keyof OnboardingErrors];
        return copy;
      });
  };

  const finish = async (withValidation: boolean) => {
    const { payload, errors: found } = stepPayload(8, state.formData, gender);
    if (withValidation && Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      await updateProfile(OWN_PROFILE, {
        ...(Object.keys(found).length > 0 ? {} : payload),
        onboardingCompleted: true,
      });
      await queryClient.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey });
      complete();
      notify.success(t('onboarding.completed'));
      navigate('/');
    } catch (error) {
      console.warn('Onboarding: could not finish', error);
      notify.error(t('onboarding.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const saveLanguages = async () => {
    const languages = [...state.formData.languages];
    for (const [index, item] of languages.entries()) {
      if (item.savedId) continue;
      const saved = await createSkill('language', { language: item.language, level: item.level });
      languages[index] = { ...item, savedId: saved.id };
      // Recorded one by one, so a failure half-way never sends the saved ones again.
      update({ languages: [...languages] });
    }
  };

  const onContinue = async () => {
    if (step === ONBOARDING_STEPS) return finish(true);
    const { payload, errors: found } = stepPayload(step, state.formData, gender);
    if (Object.keys(found).length > 0) {
      await loadServerMessages();
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      if (Object.keys(payload).length > 0) await updateProfile(OWN_PROFILE, payload);
      if (step === 5) await saveLanguages();
      setErrors({});
      next();
    } catch (error) {
      console.warn('Onboarding: could not save the step', error);
      notify.error(t('onboarding.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const onSkip = () => {
    // §2: skipping the last step finishes with what was entered.
    if (step === ONBOARDING_STEPS) return void finish(false);
    setErrors({});
    next();
  };

  const onLater = () => {
    notify.success(t('onboarding.laterToast'));
  };

  const secondaryButton =
    'rounded-lg border border-gray-400 bg-white px-4 py-2.5 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-70';

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('onboarding.title')}</h1>
        <p className="mt-2 text-sm font-medium text-gray-700" data-testid="onboarding-step">
          {t('onboarding.stepOf', { step, total: ONBOARDING_STEPS })}
        </p>
        <ProgressBar
          value={step}
          min={1}
          max={ONBOARDING_STEPS}
          label={t('onboarding.progress')}
          valueText={t('onboarding.stepOf', { step, total: ONBOARDING_STEPS })}
          barClassName="bg-indigo-700 transition-all"
          className="mt-2"
          testId="onboarding-progress"
        />
      </div>
      <section
        aria-labelledby={titleId}
        data-testid={`onboarding-step-${step}`}
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
      >
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-gray-900 focus:outline-none"
        >
          {t(`onboarding.steps.${key}.title`)}
          {state.completedSteps.includes(step) && (
            <span className="ml-2 align-middle text-xs font-medium text-green-800">
              ✓ {t('onboarding.stepCompleted')}
            </span>
          )}
        </h2>
        {key !== 'photo' && <p className="mt-1 text-sm text-gray-700">{t(`onboarding.steps.${key}.text`)}</p>}
        <form
          noValidate
          className="mt-5"
          onSubmit={(event) => {
            event.preventDefault();
            void onContinue();
          }}
        >
          <StepFields
            step={step}
            data={state.formData}
            errors={errors}
            update={change}
            female={gender === 'FEMALE'}
            onProfilePhotoChanged={onProfilePhotoChanged}
          />
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <div>
              {step > 1 && (
                <button type="button" onClick={back} disabled={saving} className={secondaryButton}>
                  {t('onboarding.back')}
                </button>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <button type="button" onClick={onSkip} disabled={saving} className={secondaryButton}>
                {t('onboarding.skip')}
              </button>
              <Button type="submit" loading={saving}>
                {step === ONBOARDING_STEPS ? t('onboarding.finish') : t('onboarding.continue')}
              </Button>
            </div>
          </div>
        </form>
      </section>
      <p className="text-center">
        <Link
          to="/"
          onClick={onLater}
          className="text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          {t('onboarding.later')}
        </Link>
      </p>
    </div>
  );
}

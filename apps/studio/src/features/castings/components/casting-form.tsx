import { PROJECT_TYPES, REMUNERATION_TYPES } from '@talent/contract/casting-options';
import type { CastingCreatePayload } from '@talent/contract/castings';
import { CHILD_WORK_MESSAGES } from '@talent/contract/child-work-rules';
import { projectTypeText } from '@talent/ui/components/casting-labels';
import { CityOptions } from '@talent/ui/components/city-options';
import { SpinnerIcon } from '@talent/ui/components/spinner';
import { showServerFieldErrors } from '@talent/ui/forms/server-field-errors';
import { ApiError } from '@talent/ui/http/api-client';
import { buttonLinkClassName, secondaryButtonClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { useIdleCallback } from '@talent/ui/use-idle-callback';
import { type ReactNode, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput, FormTextarea } from '@/components/form-input';
import { errorMessage, loadServerMessages } from '@/lib/translate-message';
import { castingFormResolver, preloadCastingRules } from '../casting-form-rules';
import { type CastingFormValues, formOpenToMinors, isFormField } from '../casting-form-values';
import { AgeRangesField } from './age-ranges-field';
import { FormSelect } from './form-controls';
import { MinorScheduleFields } from './minor-schedule-fields';
import { RefusalAlert } from './refusal-alert';
import '../casting-messages';

/** DRAFT and PUBLISHED save with that status; SAVE keeps the casting's status (editing a live one). */
export type SaveIntent = 'DRAFT' | 'PUBLISHED' | 'SAVE';

interface CastingFormProps {
  initialValues: CastingFormValues;
  /** The buttons; Enter in a field does the first. */
  intents: readonly [SaveIntent, ...SaveIntent[]];
  /** Saves; rejects with the server's ApiError, which the form shows on its fields or above its buttons. */
  onSave: (payload: CastingCreatePayload, intent: SaveIntent) => Promise<void>;
  /** Shown above the buttons (the unverified company's note). */
  note?: ReactNode;
}

const INTENT_LABELS = {
  DRAFT: 'castings.form.saveDraft',
  PUBLISHED: 'castings.form.publish',
  SAVE: 'castings.form.save',
} as const;

const primaryButtonClassName = `${buttonLinkClassName} disabled:cursor-not-allowed disabled:opacity-70`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-6">
      <legend className="float-left mb-1 w-full text-base font-semibold text-gray-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Every field of castingCreateSchema, judged by it in the browser as the server will (DESIGN §3). */
export function CastingForm({ initialValues, intents, onSave, note }: CastingFormProps) {
  const { t } = useTranslation();
  useIdleCallback(preloadCastingRules);
  const [sending, setSending] = useState<SaveIntent | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<CastingFormValues, unknown, CastingCreatePayload>({
    resolver: castingFormResolver,
    defaultValues: initialValues,
  });

  // watch, not useWatch: the latter would add to the form library's chunk that every page shares.
  const ageRanges = watch('ageRanges');
  const forMinors = formOpenToMinors(ageRanges);

  const save = (intent: SaveIntent) =>
    handleSubmit(async (payload) => {
      // A casting open to children is published only with its hours for them (the server says the same).
      if (intent === 'PUBLISHED' && payload.minorSchedule == null && formOpenToMinors(ageRanges)) {
        setError('minorSchedule', { type: 'required', message: CHILD_WORK_MESSAGES.scheduleRequired });
        setFocus('minorSchedule.dailyStart');
        return;
      }
      setSending(intent);
      setRefusal(null);
      try {
        await onSave(payload, intent);
      } catch (error) {
        await showServerError(error);
      } finally {
        setSending(null);
      }
    });

  async function showServerError(error: unknown) {
    // Field errors carry the contract's texts: have them ready to translate.
    await loadServerMessages();
    const message = await errorMessage(t, error, t('castings.form.saveFailed'));
    if (error instanceof ApiError && error.status === 403) {
      setRefusal(message);
      return;
    }
    const onFields = showServerFieldErrors(error, setError, (field) =>
      isFormField(field) ? (field as Path<CastingFormValues>) : undefined,
    );
    notify.error(onFields ? t('castings.form.fixErrors') : message);
  }

  const field = (name: 'title' | 'shortDescription' | 'description' | 'duration' | 'diffusionType') => ({
    label: t(`castings.form.${name}`),
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form onSubmit={save(intents[0])} onFocus={preloadCastingRules} noValidate className="space-y-6">
      <Section title={t('castings.form.sections.project')}>
        <FormInput {...field('title')} type="text" maxLength={160} />
        <FormSelect
          label={t('castings.form.projectType')}
          error={errors.projectType?.message}
          {...register('projectType')}
        >
          <option value="">{t('castings.form.chooseProjectType')}</option>
          {PROJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {projectTypeText(t, type)}
            </option>
          ))}
        </FormSelect>
        <FormTextarea
          {...field('shortDescription')}
          helper={t('castings.form.shortDescriptionHelper')}
          rows={2}
          maxLength={300}
        />
        <FormTextarea {...field('description')} rows={8} />
      </Section>

      <Section title={t('castings.form.sections.when')}>
        <FormSelect
          label={t('castings.form.location')}
          error={errors.location?.message}
          {...register('location')}
        >
          <CityOptions emptyLabel={t('castings.form.chooseLocation')} />
        </FormSelect>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormInput
            label={t('castings.form.castingDate')}
            helper={t('castings.form.dateHelper')}
            error={errors.castingDate?.message}
            type="date"
            {...register('castingDate')}
          />
          <FormInput
            label={t('castings.form.shootingDate')}
            helper={t('castings.form.dateHelper')}
            error={errors.shootingDate?.message}
            type="date"
            {...register('shootingDate')}
          />
        </div>
      </Section>

      <Section title={t('castings.form.sections.who')}>
        <AgeRangesField control={control} register={register} errors={errors.ageRanges} />
        <FormSelect label={t('castings.form.gender')} error={errors.gender?.message} {...register('gender')}>
          <option value="">{t('castings.form.genderAny')}</option>
          <option value="FEMALE">{t('castings.form.genderFemale')}</option>
          <option value="MALE">{t('castings.form.genderMale')}</option>
        </FormSelect>
      </Section>

      {forMinors && (
        <Section title={t('castings.form.sections.minors')}>
          <MinorScheduleFields register={register} errors={errors.minorSchedule} />
        </Section>
      )}

      <Section title={t('castings.form.sections.terms')}>
        <FormInput
          {...field('duration')}
          helper={t('castings.form.durationHelper')}
          type="text"
          maxLength={100}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormInput
            label={t('castings.form.remunerationAmount')}
            helper={t('castings.form.remunerationHelper')}
            error={errors.remuneration?.amount?.message ?? errors.remuneration?.message}
            type="text"
            inputMode="decimal"
            {...register('remuneration.amount')}
          />
          <FormSelect
            label={t('castings.form.remunerationType')}
            error={errors.remuneration?.type?.message}
            {...register('remuneration.type')}
          >
            {REMUNERATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`castings.form.remunerationTypes.${type}`)}
              </option>
            ))}
          </FormSelect>
        </div>
        <FormInput
          {...field('diffusionType')}
          helper={t('castings.form.diffusionHelper')}
          type="text"
          maxLength={200}
        />
      </Section>

      {note}
      <RefusalAlert message={refusal} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {intents.map((intent) => {
          // Publishing (or saving a live casting) is the page's main act; a draft is the quiet one.
          const primary = intent !== 'DRAFT';
          return (
            <button
              key={intent}
              // Enter in a field does the first intent: a draft when there is one, never a publication.
              type={intent === intents[0] ? 'submit' : 'button'}
              onClick={intent === intents[0] ? undefined : (event) => void save(intent)(event)}
              disabled={sending !== null}
              aria-busy={sending === intent || undefined}
              data-testid={`save-${intent.toLowerCase()}`}
              className={primary ? primaryButtonClassName : secondaryButtonClassName}
            >
              {sending === intent && <SpinnerIcon className="size-4" />}
              {t(INTENT_LABELS[intent])}
            </button>
          );
        })}
      </div>
    </form>
  );
}

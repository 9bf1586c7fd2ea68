import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput } from '@/components/form-input';
import { translateMessage } from '@/lib/translate-message';
import type { CastingFormValues } from '../casting-form-values';

interface MinorScheduleFieldsProps {
  register: UseFormRegister<CastingFormValues>;
  errors: FieldErrors<CastingFormValues>['minorSchedule'];
}

/**
 * The hours a child works on this casting (DESIGN §10, HG 75/2015): one span a day on a number of days,
 * judged by the contract's minorScheduleSchema as the server judges it. The whole-group error is the
 * server's (or the form's) "declare the hours before publishing".
 */
export function MinorScheduleFields({ register, errors }: MinorScheduleFieldsProps) {
  const { t } = useTranslation();
  const groupError = errors?.message ?? errors?.root?.message;
  return (
    <div className="space-y-4" data-testid="minor-schedule">
      <p className="text-sm text-gray-700">{t('castings.form.minorScheduleHelper')}</p>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormInput
          label={t('castings.form.dailyStart')}
          error={errors?.dailyStart?.message}
          type="time"
          {...register('minorSchedule.dailyStart')}
        />
        <FormInput
          label={t('castings.form.dailyEnd')}
          error={errors?.dailyEnd?.message}
          type="time"
          {...register('minorSchedule.dailyEnd')}
        />
        <FormInput
          label={t('castings.form.days')}
          error={errors?.days?.message}
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          {...register('minorSchedule.days')}
        />
      </div>
      {groupError && (
        <p role="alert" data-testid="minor-schedule-error" className="text-sm text-red-700">
          {translateMessage(t, groupError)}
        </p>
      )}
    </div>
  );
}

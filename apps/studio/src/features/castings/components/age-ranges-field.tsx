import { CASTING_MESSAGES } from '@talent/contract/casting-messages';
import type { CastingCreatePayload } from '@talent/contract/castings';
import { controlClassName } from '@talent/ui/components/form-field';
import { IconButton } from '@talent/ui/components/icon-button';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useId, useRef } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/translate-message';
import type { CastingFormValues } from '../casting-form-values';

/** The contract's ageRanges.max(10). */
const MAX_RANGES = 10;

interface AgeRangesFieldProps {
  control: Control<CastingFormValues, unknown, CastingCreatePayload>;
  register: UseFormRegister<CastingFormValues>;
  errors: FieldErrors<CastingFormValues>['ageRanges'];
}

/** Rows of minimum and maximum age, added and removed; none means any age. */
export function AgeRangesField({ control, register, errors }: AgeRangesFieldProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'ageRanges' });
  const addRef = useRef<HTMLButtonElement>(null);
  const helperId = useId();
  // zod's own words for a missing or fractional age are not the contract's: every refusal of a range
  // means the same thing, so it is said in the contract's one message.
  const rangeError = translateMessage(t, CASTING_MESSAGES.ageRangeInvalid);

  return (
    <fieldset aria-describedby={helperId} className="space-y-3">
      <legend className="text-sm font-medium text-gray-900">{t('castings.form.ageRanges')}</legend>
      <p id={helperId} className="text-xs text-gray-600">
        {t('castings.form.ageRangesHelper')}
      </p>
      {fields.map((field, index) => {
        const number = index + 1;
        const invalid = Boolean(errors?.[index]);
        const errorId = `${helperId}-${index}-error`;
        const input = (name: 'min' | 'max') => (
          <label className="min-w-0 flex-1 text-sm text-gray-900">
            {t(name === 'min' ? 'castings.form.ageMin' : 'castings.form.ageMax')}
            <input
              {...register(`ageRanges.${index}.${name}`)}
              type="number"
              inputMode="numeric"
              min={0}
              max={120}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              className={`${controlClassName} mt-1`}
            />
          </label>
        );
        return (
          <div
            key={field.id}
            data-testid="age-range"
            className="rounded-xl bg-gray-50 p-3 ring-1 ring-gray-200"
          >
            <fieldset>
              <legend className="sr-only">{t('castings.form.ageRange', { number })}</legend>
              <div className="flex items-end gap-3">
                {input('min')}
                {input('max')}
                <IconButton
                  icon="close"
                  label={t('castings.form.removeAgeRange', { number })}
                  onClick={() => {
                    remove(index);
                    addRef.current?.focus();
                  }}
                  className="rounded-lg p-2.5 text-gray-700 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
                />
              </div>
            </fieldset>
            {invalid && (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {rangeError}
              </p>
            )}
          </div>
        );
      })}
      {fields.length < MAX_RANGES && (
        <button
          ref={addRef}
          type="button"
          onClick={() => append({ min: '', max: '' })}
          className={`${secondaryButtonClassName} px-3 py-2`}
        >
          {t('castings.form.addAgeRange')}
        </button>
      )}
    </fieldset>
  );
}

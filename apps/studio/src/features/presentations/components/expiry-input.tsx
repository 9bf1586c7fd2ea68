import { PRESENTATION_MAX_DAYS } from '@talent/contract/presentations';
import type { FormInputProps } from '@talent/ui/components/form-input';
import { useTranslation } from 'react-i18next';
import { FormInput } from '@/components/form-input';
import { firstExpiryDay, lastExpiryDay } from '../presentation-expiry';

/** The day a link works until: a day in Romania, from today to 90 days ahead (its end is sent). */
export function ExpiryInput(props: Omit<FormInputProps, 'label' | 'helper' | 'type' | 'min' | 'max'>) {
  const { t } = useTranslation();
  return (
    <FormInput
      label={t('presentations.form.expiry')}
      helper={t('presentations.form.expiryHelper', { days: PRESENTATION_MAX_DAYS })}
      type="date"
      min={firstExpiryDay()}
      max={lastExpiryDay()}
      {...props}
    />
  );
}

import type { registerFormSchema } from '@talent/contract/auth';
import { createRegisterForm } from '@talent/ui/auth/register-form';
import { controlClassName, FormField } from '@talent/ui/components/form-field';
import { deferredZodResolver } from '@talent/ui/forms/deferred-zod-resolver';
import type { z } from 'zod';
import { FormInput } from '@/components/form-input';
import { errorMessage, loadServerMessages, translateMessage } from '@/lib/translate-message';

type RegisterInput = z.input<typeof registerFormSchema>;
type RegisterOutput = z.output<typeof registerFormSchema>;

/** A talent's sign-up (the kit's form): the shared fields with a birth date and gender, as the spec orders them. */
export const RegisterForm = createRegisterForm<RegisterInput, RegisterOutput>(
  { FormInput, translateMessage, errorMessage, loadServerMessages },
  {
    // The contract's registerFormSchema, fetched after the page is interactive (see deferred-zod-resolver).
    rules: deferredZodResolver(() => import('@talent/contract/auth').then((m) => m.registerFormSchema)),
    fieldNames: [
      'email',
      'firstName',
      'lastName',
      'phone',
      'birthDate',
      'gender',
      'password',
      'confirmPassword',
    ],
    defaultValues: { birthDate: '' },
    payloadExtras: { role: 'TALENT' },
    className: 'space-y-5',
    layout: ({ t, email, names, phone, password, confirmPassword, field, register, errorText }) => (
      <>
        {email}
        {names}
        {phone}
        <FormInput
          {...field('birthDate')}
          helper={t('auth.register.birthDateHelper')}
          type="date"
          autoComplete="bday"
        />
        <FormField label={t('auth.register.gender')} error={errorText('gender')}>
          {(control) => (
            <select {...control} {...register('gender')} defaultValue="" className={controlClassName}>
              <option value="">{t('auth.register.genderPlaceholder')}</option>
              <option value="MALE">{t('auth.register.male')}</option>
              <option value="FEMALE">{t('auth.register.female')}</option>
            </select>
          )}
        </FormField>
        {password}
        {confirmPassword}
      </>
    ),
  },
);

import type { Language, registerFormSchema } from '@talent/contract/auth';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { controlClassName, FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { deferredZodResolver } from '@/lib/deferred-zod-resolver';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { errorMessage, loadServerMessages, translateMessage } from '@/lib/translate-message';
import { useIdleCallback } from '@/lib/use-idle-callback';
import { useSession } from '../session-context';

type RegisterInput = z.input<typeof registerFormSchema>;
type RegisterOutput = z.output<typeof registerFormSchema>;

// The contract's registerFormSchema, fetched after the page is interactive (see deferred-zod-resolver).
const registerRules = deferredZodResolver(() =>
  import('@talent/contract/auth').then((m) => m.registerFormSchema),
);

const FIELD_NAMES = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'birthDate',
  'gender',
  'password',
  'confirmPassword',
] as const satisfies readonly Path<RegisterInput>[];

function isFieldName(name: string): name is (typeof FIELD_NAMES)[number] {
  return (FIELD_NAMES as readonly string[]).includes(name);
}

export function RegisterForm() {
  const { t } = useTranslation();
  const { register: registerAccount } = useSession();
  const navigate = useNavigate();
  useIdleCallback(registerRules.preload);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: registerRules.resolver,
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      phone: '',
      birthDate: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirmPassword, ...values }) => {
    try {
      await registerAccount({
        ...values,
        role: 'TALENT',
        // The language the visitor chose on the public pages becomes the account's (§1).
        preferredLanguage: currentLanguage().toUpperCase() as Language,
      });
      notify.success(t('auth.register.success'));
      navigate('/', { replace: true });
    } catch (error) {
      // Field errors may carry the contract's error texts: have them ready to translate.
      await loadServerMessages();
      showServerFieldErrors(error);
      notify.error(await errorMessage(t, error, t('auth.register.failed')));
    }
  });

  function showServerFieldErrors(error: unknown) {
    if (!(error instanceof ApiError)) return;
    for (const [field, message] of Object.entries(error.fields ?? {})) {
      if (isFieldName(field)) setError(field, { type: 'server', message });
    }
    // A taken e-mail belongs to the e-mail field even when the server names no field.
    if (error.status === 409 && !error.fields) setError('email', { type: 'server', message: error.message });
  }

  const fieldError = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);

  return (
    <form onSubmit={onSubmit} onFocus={registerRules.preload} noValidate className="space-y-5">
      <FormField label={t('auth.register.email')} error={fieldError(errors.email?.message)}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            className={controlClassName}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('auth.register.firstName')} error={fieldError(errors.firstName?.message)}>
          {(control) => (
            <input
              {...control}
              {...register('firstName')}
              type="text"
              autoComplete="given-name"
              className={controlClassName}
            />
          )}
        </FormField>
        <FormField label={t('auth.register.lastName')} error={fieldError(errors.lastName?.message)}>
          {(control) => (
            <input
              {...control}
              {...register('lastName')}
              type="text"
              autoComplete="family-name"
              className={controlClassName}
            />
          )}
        </FormField>
      </div>
      <FormField
        label={t('auth.register.phone')}
        helper={t('auth.register.phoneHelper')}
        error={fieldError(errors.phone?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            placeholder={t('auth.register.phonePlaceholder')}
            className={controlClassName}
          />
        )}
      </FormField>
      <FormField
        label={t('auth.register.birthDate')}
        helper={t('auth.register.birthDateHelper')}
        error={fieldError(errors.birthDate?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...register('birthDate')}
            type="date"
            autoComplete="bday"
            className={controlClassName}
          />
        )}
      </FormField>
      <FormField label={t('auth.register.gender')} error={fieldError(errors.gender?.message)}>
        {(control) => (
          <select {...control} {...register('gender')} defaultValue="" className={controlClassName}>
            <option value="">{t('auth.register.genderPlaceholder')}</option>
            <option value="MALE">{t('auth.register.male')}</option>
            <option value="FEMALE">{t('auth.register.female')}</option>
          </select>
        )}
      </FormField>
      <FormField
        label={t('auth.register.password')}
        helper={t('auth.register.passwordHelper')}
        error={fieldError(errors.password?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...register('password')}
            type="password"
            autoComplete="new-password"
            className={controlClassName}
          />
        )}
      </FormField>
      <FormField
        label={t('auth.register.confirmPassword')}
        error={fieldError(errors.confirmPassword?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...register('confirmPassword')}
            type="password"
            autoComplete="new-password"
            className={controlClassName}
          />
        )}
      </FormField>
      <Button type="submit" loading={isSubmitting} className="w-full">
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}

import type { Language, registerFormSchema } from '@talent/contract/auth';
import { Button } from '@talent/ui/components/button';
import { controlClassName, FormField } from '@talent/ui/components/form-field';
import { deferredZodResolver } from '@talent/ui/forms/deferred-zod-resolver';
import { ApiError } from '@talent/ui/http/api-client';
import { currentLanguage } from '@talent/ui/i18n';
import { notify } from '@talent/ui/notify';
import { useIdleCallback } from '@talent/ui/use-idle-callback';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormInput } from '@/components/form-input';
import { useSession } from '@/lib/session-context';
import { errorMessage, loadServerMessages, translateMessage } from '@/lib/translate-message';

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

  // A field's label, error and registration, from its name.
  const field = (name: (typeof FIELD_NAMES)[number]) => ({
    label: t(`auth.register.${name}`),
    error: errors[name]?.message,
    ...register(name),
  });
  const fieldError = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);

  return (
    <form onSubmit={onSubmit} onFocus={registerRules.preload} noValidate className="space-y-5">
      <FormInput {...field('email')} type="email" autoComplete="email" inputMode="email" />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormInput {...field('firstName')} type="text" autoComplete="given-name" />
        <FormInput {...field('lastName')} type="text" autoComplete="family-name" />
      </div>
      <FormInput
        {...field('phone')}
        helper={t('auth.register.phoneHelper')}
        type="tel"
        autoComplete="tel"
        placeholder={t('auth.register.phonePlaceholder')}
      />
      <FormInput
        {...field('birthDate')}
        helper={t('auth.register.birthDateHelper')}
        type="date"
        autoComplete="bday"
      />
      <FormField label={t('auth.register.gender')} error={fieldError(errors.gender?.message)}>
        {(control) => (
          <select {...control} {...register('gender')} defaultValue="" className={controlClassName}>
            <option value="">{t('auth.register.genderPlaceholder')}</option>
            <option value="MALE">{t('auth.register.male')}</option>
            <option value="FEMALE">{t('auth.register.female')}</option>
          </select>
        )}
      </FormField>
      <FormInput
        {...field('password')}
        helper={t('auth.register.passwordHelper')}
        type="password"
        autoComplete="new-password"
      />
      <FormInput {...field('confirmPassword')} type="password" autoComplete="new-password" />
      <Button type="submit" loading={isSubmitting} className="w-full">
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}

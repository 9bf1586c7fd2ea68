import type { Language } from '@talent/contract/auth';
import type { StaffRegisterPayload, staffRegisterFormSchema } from '@talent/contract/clients';
import { Button } from '@talent/ui/components/button';
import { deferredZodResolver } from '@talent/ui/forms/deferred-zod-resolver';
import { ApiError } from '@talent/ui/http/api-client';
import { currentLanguage } from '@talent/ui/i18n';
import { notify } from '@talent/ui/notify';
import { useIdleCallback } from '@talent/ui/use-idle-callback';
import type { ReactNode } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormInput } from '@/components/form-input';
import { useSession } from '@/lib/session-context';
import { errorMessage, loadServerMessages, registerMessageKeys } from '@/lib/translate-message';

type RegisterInput = z.input<typeof staffRegisterFormSchema>;
type RegisterOutput = z.output<typeof staffRegisterFormSchema>;

/**
 * The contract's staffRegisterFormSchema (the route's own rules, CUI checksum included), fetched after
 * the page is interactive (see deferred-zod-resolver). Its module brings the client messages too, so
 * they become translatable the moment they can first appear.
 */
const registerRules = deferredZodResolver(() =>
  import('@talent/contract/clients').then((m) => {
    registerMessageKeys(
      (Object.keys(m.CLIENT_MESSAGES) as (keyof typeof m.CLIENT_MESSAGES)[]).map(
        (key) => [m.CLIENT_MESSAGES[key], `clients.messages.${key}`] as const,
      ),
    );
    return m.staffRegisterFormSchema;
  }),
);

const FIELD_NAMES = [
  'companyName',
  'companyCode',
  'firstName',
  'lastName',
  'phone',
  'email',
  'password',
  'confirmPassword',
] as const satisfies readonly Path<RegisterInput>[];
type FieldName = (typeof FIELD_NAMES)[number];

function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name);
}

/** A titled group of fields: the form reads as company, contact person, sign-in details. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5">
      <legend className="text-base font-semibold text-gray-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A casting client's sign-up: the company, its contact person, the account (DESIGN §7). */
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
      companyName: '',
      companyCode: '',
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirmPassword, ...values }) => {
    const payload: StaffRegisterPayload = {
      ...values,
      // The language chosen on the public pages becomes the account's, as in the portal.
      preferredLanguage: currentLanguage().toUpperCase() as Language,
    };
    try {
      await registerAccount(payload);
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
      if (isFieldName(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
    }
    // A taken e-mail belongs to the e-mail field even when the server names no field.
    if (error.status === 409 && !error.fields) setError('email', { type: 'server', message: error.message });
  }

  // A field's label, error and registration, from its name.
  const field = (name: FieldName) => ({
    label: t(`auth.register.${name}`),
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form onSubmit={onSubmit} onFocus={registerRules.preload} noValidate className="space-y-8">
      <Section title={t('auth.register.company')}>
        <FormInput {...field('companyName')} type="text" autoComplete="organization" />
        <FormInput
          {...field('companyCode')}
          helper={t('auth.register.companyCodeHelper')}
          type="text"
          autoComplete="off"
          spellCheck={false}
        />
      </Section>
      <Section title={t('auth.register.contact')}>
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
      </Section>
      <Section title={t('auth.register.credentials')}>
        <FormInput {...field('email')} type="email" autoComplete="email" inputMode="email" />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormInput
            {...field('password')}
            helper={t('auth.register.passwordHelper')}
            type="password"
            autoComplete="new-password"
          />
          <FormInput {...field('confirmPassword')} type="password" autoComplete="new-password" />
        </div>
      </Section>
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-gray-700 ring-1 ring-gray-200">
        {t('auth.register.verificationNote')}
      </p>
      <Button type="submit" loading={isSubmitting} className="w-full">
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}

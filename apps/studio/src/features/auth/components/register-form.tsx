import type { staffRegisterFormSchema } from '@talent/contract/clients';
import { createRegisterForm } from '@talent/ui/auth/register-form';
import { deferredZodResolver } from '@talent/ui/forms/deferred-zod-resolver';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormInput } from '@/components/form-input';
import {
  errorMessage,
  loadServerMessages,
  registerMessageKeys,
  translateMessage,
} from '@/lib/translate-message';

type RegisterInput = z.input<typeof staffRegisterFormSchema>;
type RegisterOutput = z.output<typeof staffRegisterFormSchema>;

/** A titled group of fields: the form reads as company, contact person, sign-in details. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5">
      <legend className="text-base font-semibold text-gray-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A casting client's sign-up (the kit's form): the company, its contact person, the account (DESIGN §7). */
export const RegisterForm = createRegisterForm<RegisterInput, RegisterOutput>(
  { FormInput, translateMessage, errorMessage, loadServerMessages },
  {
    // The contract's staffRegisterFormSchema (the route's own rules, CUI checksum included), fetched
    // after the page is interactive (see deferred-zod-resolver). Its module brings the client messages
    // too, so they become translatable the moment they can first appear.
    rules: deferredZodResolver(() =>
      import('@talent/contract/clients').then((m) => {
        registerMessageKeys(
          (Object.keys(m.CLIENT_MESSAGES) as (keyof typeof m.CLIENT_MESSAGES)[]).map(
            (key) => [m.CLIENT_MESSAGES[key], `clients.messages.${key}`] as const,
          ),
        );
        return m.staffRegisterFormSchema;
      }),
    ),
    fieldNames: [
      'companyName',
      'companyCode',
      'firstName',
      'lastName',
      'phone',
      'email',
      'password',
      'confirmPassword',
    ],
    defaultValues: { companyName: '', companyCode: '' },
    className: 'space-y-8',
    layout: ({ t, email, names, phone, password, confirmPassword, field }) => (
      <>
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
          {names}
          {phone}
        </Section>
        <Section title={t('auth.register.credentials')}>
          {email}
          <div className="grid gap-5 sm:grid-cols-2">
            {password}
            {confirmPassword}
          </div>
        </Section>
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-gray-700 ring-1 ring-gray-200">
          {t('auth.register.verificationNote')}
        </p>
      </>
    ),
  },
);

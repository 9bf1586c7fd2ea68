import type { ForgotPasswordPayload, forgotPasswordSchema } from '@talent/contract/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../components/button';
import { focusOnMount } from '../focus-on-mount';
import { deferredZodResolver } from '../forms/deferred-zod-resolver';
import { apiData } from '../http/api-client';
import { notify } from '../notify';
import { useIdleCallback } from '../use-idle-callback';
import type { AuthFormKit } from './auth-form-kit';
import { AuthPageLink } from './auth-page-link';

type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

// The contract's forgotPasswordSchema, fetched after the page is interactive (see deferred-zod-resolver).
const forgotPasswordRules = deferredZodResolver(() =>
  import('@talent/contract/account').then((m) => m.forgotPasswordSchema),
);

/** POST /auth/forgot-password (both apps): always 202 with the same message, whether the account exists or not. */
async function requestPasswordReset(payload: ForgotPasswordPayload): Promise<string> {
  const { message } = await apiData<{ message: string }>('/auth/forgot-password', {
    method: 'POST',
    body: payload,
    authenticated: false,
  });
  return message;
}

/**
 * The app's forgot-password form, made of its own pieces (in this order, positional so that the public
 * pages pay no bytes for their names): its FormInput, translateMessage and errorMessage. Asks for a
 * reset link (DESIGN §4); the server answers the same whether the account exists or not, and mails a
 * staff account a link to the studio.
 */
export function createForgotPasswordForm(
  FormInput: AuthFormKit['FormInput'],
  translateMessage: AuthFormKit['translateMessage'],
  errorMessage: AuthFormKit['errorMessage'],
) {
  return function ForgotPasswordForm() {
    const { t } = useTranslation();
    useIdleCallback(forgotPasswordRules.preload);
    // The server's own text, translated at render so switching the language retranslates it.
    const [sentMessage, setSentMessage] = useState<string | null>(null);
    const {
      register,
      handleSubmit,
      formState: { errors, isSubmitting },
    } = useForm<ForgotPasswordInput, unknown, ForgotPasswordPayload>({
      resolver: forgotPasswordRules.resolver,
      defaultValues: { email: '' },
    });

    const onSubmit = handleSubmit(async (values) => {
      try {
        setSentMessage(await requestPasswordReset(values));
      } catch (error) {
        notify.error(await errorMessage(t, error, t('signIn.forgotPassword.failed')));
      }
    });

    const backToSignIn = <AuthPageLink to="/login">{t('signIn.forgotPassword.backToSignIn')}</AuthPageLink>;

    if (sentMessage !== null) {
      return (
        <div className="space-y-6">
          <div
            role="status"
            // The form it replaces had focus: keyboard and screen reader users land on the answer.
            ref={focusOnMount}
            tabIndex={-1}
            data-testid="forgot-password-sent"
            className="rounded-lg bg-green-50 p-4 text-sm text-green-900 ring-1 ring-green-200 focus:outline-none"
          >
            <p className="font-semibold">{t('signIn.forgotPassword.sentTitle')}</p>
            <p className="mt-1">{translateMessage(t, sentMessage)}</p>
          </div>
          {backToSignIn}
        </div>
      );
    }

    return (
      <form onSubmit={onSubmit} onFocus={forgotPasswordRules.preload} noValidate className="space-y-5">
        <p className="text-sm text-gray-700">{t('auth.forgotPassword.intro')}</p>
        <FormInput
          label={t('signIn.forgotPassword.email')}
          error={errors.email?.message}
          {...register('email')}
          data-testid="forgot-password-email"
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <Button type="submit" loading={isSubmitting} className="w-full" data-testid="forgot-password-submit">
          {t('signIn.forgotPassword.submit')}
        </Button>
        {backToSignIn}
      </form>
    );
  };
}

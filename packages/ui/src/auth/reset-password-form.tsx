import type {
  ResetPasswordForm as ResetPasswordInput,
  ResetPasswordPayload,
  resetPasswordFormSchema,
} from '@talent/contract/account';
import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../components/button';
import { focusOnMount } from '../focus-on-mount';
import { deferredZodResolver } from '../forms/deferred-zod-resolver';
import { ApiError, apiRequest } from '../http/api-client';
import { emitSessionEnd } from '../http/session-events';
import { clearTokens, getAccessToken } from '../http/token-storage';
import { notify } from '../notify';
import { useIdleCallback } from '../use-idle-callback';
import type { AuthFormKit } from './auth-form-kit';
import { AuthPageLink } from './auth-page-link';

type ResetPasswordOutput = z.output<typeof resetPasswordFormSchema>;

// The contract's resetPasswordFormSchema, fetched after the page is interactive (see deferred-zod-resolver).
const resetPasswordRules = deferredZodResolver(() =>
  import('@talent/contract/account').then((m) => m.resetPasswordFormSchema),
);

/**
 * POST /auth/reset-password (both apps): sent without a token even by a signed-in visitor, whose
 * sessions the server revokes anyway; a 400 here must never look like an expired session.
 */
async function resetPassword(payload: ResetPasswordPayload): Promise<void> {
  await apiRequest<unknown>('/auth/reset-password', { method: 'POST', body: payload, authenticated: false });
}

/**
 * The app's reset-password form, made of its own pieces (in this order, positional so that the public
 * pages pay no bytes for their names): its FormInput, translateMessage, errorMessage and
 * loadServerMessages. The e-mailed link's page: a new password twice. The token is the link's
 * `?token=` unless given; a missing or refused token asks for a new link.
 */
export function createResetPasswordForm(
  FormInput: AuthFormKit['FormInput'],
  translateMessage: AuthFormKit['translateMessage'],
  errorMessage: AuthFormKit['errorMessage'],
  loadServerMessages: AuthFormKit['loadServerMessages'],
) {
  return function ResetPasswordForm({ token: givenToken }: { token?: string | null }) {
    const [searchParams] = useSearchParams();
    const token = givenToken === undefined ? searchParams.get('token')?.trim() || null : givenToken;
    const { t } = useTranslation();
    const navigate = useNavigate();
    useIdleCallback(resetPasswordRules.preload);
    // Without a token there is nothing to send: the same state as a link the server refused.
    const [invalidMessage, setInvalidMessage] = useState<string | null>(
      token ? null : ACCOUNT_MESSAGES.resetLinkInvalid,
    );
    // A refusal replaces the focused form: focus follows to the message (not so for a link without token).
    const [refused, setRefused] = useState(false);
    const {
      register,
      handleSubmit,
      setError,
      formState: { errors, isSubmitting },
    } = useForm<ResetPasswordInput, unknown, ResetPasswordOutput>({
      resolver: resetPasswordRules.resolver,
      defaultValues: { password: '', confirmPassword: '' },
    });
    // A field's label, error and registration, from its name.
    const field = (name: keyof ResetPasswordInput) => ({
      label: t(`signIn.resetPassword.${name}`),
      error: errors[name]?.message,
      ...register(name),
    });

    const onSubmit = handleSubmit(async ({ password }) => {
      if (!token) return;
      try {
        await resetPassword({ token, password });
      } catch (error) {
        await loadServerMessages();
        if (
          error instanceof ApiError &&
          (error.fields?.token || error.message === ACCOUNT_MESSAGES.resetLinkInvalid)
        ) {
          setInvalidMessage(error.fields?.token ?? error.message);
          setRefused(true);
          return;
        }
        const passwordMessage = error instanceof ApiError ? error.fields?.password : undefined;
        if (passwordMessage)
          setError('password', { type: 'server', message: passwordMessage }, { shouldFocus: true });
        else notify.error(await errorMessage(t, error, t('signIn.resetPassword.failed')));
        return;
      }
      // The server revoked every session of the account: one open in this browser is over too.
      if (getAccessToken()) {
        clearTokens();
        emitSessionEnd('refused');
      }
      notify.success(t('signIn.resetPassword.success'));
      navigate('/login', { replace: true });
    });

    if (invalidMessage !== null) {
      return (
        <div className="space-y-6" data-testid="reset-password-invalid">
          <div
            role={refused ? 'alert' : undefined}
            ref={refused ? focusOnMount : undefined}
            tabIndex={-1}
            className="rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 focus:outline-none"
          >
            <p className="font-semibold">{t('signIn.resetPassword.invalidTitle')}</p>
            <p className="mt-1">{translateMessage(t, invalidMessage)}</p>
          </div>
          <AuthPageLink to="/forgot-password">{t('signIn.resetPassword.requestNew')}</AuthPageLink>
          <AuthPageLink to="/login">{t('signIn.resetPassword.backToSignIn')}</AuthPageLink>
        </div>
      );
    }

    return (
      <form onSubmit={onSubmit} onFocus={resetPasswordRules.preload} noValidate className="space-y-5">
        <FormInput
          {...field('password')}
          helper={t('signIn.resetPassword.passwordHelper')}
          data-testid="reset-password-password"
          type="password"
          autoComplete="new-password"
        />
        <FormInput
          {...field('confirmPassword')}
          data-testid="reset-password-confirm"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" loading={isSubmitting} className="w-full" data-testid="reset-password-submit">
          {t('signIn.resetPassword.submit')}
        </Button>
        <AuthPageLink to="/login">{t('signIn.resetPassword.backToSignIn')}</AuthPageLink>
      </form>
    );
  };
}

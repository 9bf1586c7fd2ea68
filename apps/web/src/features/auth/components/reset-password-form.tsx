import type {
  ResetPasswordForm as ResetPasswordInput,
  resetPasswordFormSchema,
} from '@talent/contract/account';
import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { controlClassName, FormField } from '@/components/ui/form-field';
import { textLinkClassName } from '@/components/ui/link-styles';
import { ApiError } from '@/lib/api-client';
import { deferredZodResolver } from '@/lib/deferred-zod-resolver';
import { focusOnMount } from '@/lib/focus-on-mount';
import { notify } from '@/lib/notify';
import { emitSessionEnd } from '@/lib/session-events';
import { clearTokens, getAccessToken } from '@/lib/token-storage';
import { errorMessage, loadServerMessages, translateMessage } from '@/lib/translate-message';
import { useIdleCallback } from '@/lib/use-idle-callback';
import { resetPassword } from '../api/reset-password';
import '../account-messages';

type ResetPasswordOutput = z.output<typeof resetPasswordFormSchema>;

// The contract's resetPasswordFormSchema, fetched after the page is interactive (see deferred-zod-resolver).
const resetPasswordRules = deferredZodResolver(() =>
  import('@talent/contract/account').then((m) => m.resetPasswordFormSchema),
);

/** The e-mailed link's page: a new password twice. A missing or refused token asks for a new link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
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
      else notify.error(await errorMessage(t, error, t('auth.resetPassword.failed')));
      return;
    }
    // The server revoked every session of the account: one open in this browser is over too.
    if (getAccessToken()) {
      clearTokens();
      emitSessionEnd();
    }
    notify.success(t('auth.resetPassword.success'));
    navigate('/login', { replace: true });
  });

  const fieldError = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);

  if (invalidMessage !== null) {
    return (
      <div className="space-y-6" data-testid="reset-password-invalid">
        <div
          role={refused ? 'alert' : undefined}
          ref={refused ? focusOnMount : undefined}
          tabIndex={-1}
          className="rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200 focus:outline-none"
        >
          <p className="font-semibold">{t('auth.resetPassword.invalidTitle')}</p>
          <p className="mt-1">{translateMessage(t, invalidMessage)}</p>
        </div>
        <p className="text-center text-sm">
          <Link to="/forgot-password" className={textLinkClassName}>
            {t('auth.resetPassword.requestNew')}
          </Link>
        </p>
        <p className="text-center text-sm">
          <Link to="/login" className={textLinkClassName}>
            {t('auth.resetPassword.backToSignIn')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} onFocus={resetPasswordRules.preload} noValidate className="space-y-5">
      <FormField
        label={t('auth.resetPassword.password')}
        helper={t('auth.resetPassword.passwordHelper')}
        error={fieldError(errors.password?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...register('password')}
            data-testid="reset-password-password"
            type="password"
            autoComplete="new-password"
            className={controlClassName}
          />
        )}
      </FormField>
      <FormField
        label={t('auth.resetPassword.confirmPassword')}
        error={fieldError(errors.confirmPassword?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...register('confirmPassword')}
            data-testid="reset-password-confirm"
            type="password"
            autoComplete="new-password"
            className={controlClassName}
          />
        )}
      </FormField>
      <Button type="submit" loading={isSubmitting} className="w-full" data-testid="reset-password-submit">
        {t('auth.resetPassword.submit')}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className={textLinkClassName}>
          {t('auth.resetPassword.backToSignIn')}
        </Link>
      </p>
    </form>
  );
}

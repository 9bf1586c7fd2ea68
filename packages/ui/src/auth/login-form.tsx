import type { LoginPayload, loginSchema } from '@talent/contract/auth';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useSessionOf } from '../app-kit/session-context';
import { Button } from '../components/button';
import { deferredZodResolver } from '../forms/deferred-zod-resolver';
import { ApiError } from '../http/api-client';
import { notify } from '../notify';
import { returnPath } from '../return-path';
import { useIdleCallback } from '../use-idle-callback';
import type { AuthFormKit } from './auth-form-kit';
import { AuthPageLink } from './auth-page-link';

type LoginInput = z.input<typeof loginSchema>;

// The contract's loginSchema, fetched after the page is interactive (see deferred-zod-resolver).
const loginRules = deferredZodResolver(() => import('@talent/contract/auth').then((m) => m.loginSchema));

interface Failure {
  message: string;
  /** Refused by role (403): the account belongs in the other app. */
  refused: boolean;
}

/**
 * The app's sign-in form, made of its own pieces (positional, as the other public forms): its
 * FormInput and errorMessage and, for an app that shows a failure in the form rather than as a toast,
 * what a refused account (403) is told beside the reason: a link to the app it belongs in. Signing in
 * leads back to the page a route guard turned the visitor away from, unless someone else signs in.
 */
export function createLoginForm(
  FormInput: AuthFormKit['FormInput'],
  errorMessage: AuthFormKit['errorMessage'],
  refusedHint?: (t: TFunction) => ReactNode,
) {
  return function LoginForm() {
    const { t } = useTranslation();
    const { login } = useSessionOf();
    const navigate = useNavigate();
    const location = useLocation();
    useIdleCallback(loginRules.preload);
    // Shown in the form (when the app asks) rather than as a toast: the reason stays readable while acted on.
    const [failure, setFailure] = useState<Failure | null>(null);
    const {
      register,
      handleSubmit,
      formState: { errors, isSubmitting },
    } = useForm<LoginInput, unknown, LoginPayload>({
      resolver: loginRules.resolver,
      defaultValues: { email: '', password: '' },
    });
    // A field's label, error and registration, from its name.
    const field = (name: keyof LoginInput) => ({
      label: t(`signIn.login.${name}`),
      error: errors[name]?.message,
      ...register(name),
    });

    const onSubmit = handleSubmit(async (values) => {
      setFailure(null);
      try {
        const user = await login(values);
        notify.success(t('auth.login.success'));
        navigate(returnPath(location.state, user.id), { replace: true });
      } catch (error) {
        const message = await errorMessage(t, error, t('auth.login.failed'));
        if (!refusedHint) notify.error(message);
        else setFailure({ message, refused: error instanceof ApiError && error.status === 403 });
      }
    });

    return (
      <form onSubmit={onSubmit} onFocus={loginRules.preload} noValidate className="space-y-5">
        {failure && (
          <div
            role="alert"
            data-testid="login-error"
            className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
          >
            <p>{failure.message}</p>
            {failure.refused && refusedHint && <p className="mt-2">{refusedHint(t)}</p>}
          </div>
        )}
        <FormInput {...field('email')} type="email" autoComplete="email" inputMode="email" />
        <FormInput {...field('password')} type="password" autoComplete="current-password" />
        <Button type="submit" loading={isSubmitting} className="w-full">
          {t('signIn.login.submit')}
        </Button>
        {/* After the button, so Tab goes straight from e-mail to password to "Sign in". */}
        <AuthPageLink to="/forgot-password">{t('signIn.login.forgotPassword')}</AuthPageLink>
      </form>
    );
  };
}

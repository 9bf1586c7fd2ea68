import type { LoginPayload, loginSchema } from '@talent/contract/auth';
import { authLinkClassName } from '@talent/ui/auth/auth-page-link';
import { Button } from '@talent/ui/components/button';
import { deferredZodResolver } from '@talent/ui/forms/deferred-zod-resolver';
import { ApiError } from '@talent/ui/http/api-client';
import { notify } from '@talent/ui/notify';
import { returnPath } from '@talent/ui/return-path';
import { useIdleCallback } from '@talent/ui/use-idle-callback';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormInput } from '@/components/form-input';
import { useSession } from '@/lib/session-context';
import { errorMessage } from '@/lib/translate-message';

type LoginInput = z.input<typeof loginSchema>;

// The contract's loginSchema, fetched after the page is interactive (see deferred-zod-resolver).
const loginRules = deferredZodResolver(() => import('@talent/contract/auth').then((m) => m.loginSchema));

interface Failure {
  message: string;
  /** A talent's account (403): they belong in the portal, so the answer links there. */
  isTalent: boolean;
}

export function LoginForm() {
  const { t } = useTranslation();
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  useIdleCallback(loginRules.preload);
  // Shown in the form rather than as a toast: the reason must stay readable while it is acted on.
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginPayload>({
    resolver: loginRules.resolver,
    defaultValues: { email: '', password: '' },
  });
  const field = (name: keyof LoginInput) => ({
    label: t(`auth.login.${name}`),
    error: errors[name]?.message,
    ...register(name),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login(values);
      notify.success(t('auth.login.success'));
      navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      setFailure({
        message: await errorMessage(t, error, t('auth.login.failed')),
        isTalent: error instanceof ApiError && error.status === 403,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={loginRules.preload} noValidate className="space-y-5">
      <FormInput {...field('email')} type="email" autoComplete="email" inputMode="email" />
      <FormInput {...field('password')} type="password" autoComplete="current-password" />
      {failure && (
        <div
          role="alert"
          data-testid="login-error"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          <p>{failure.message}</p>
          {failure.isTalent && (
            <p className="mt-2">
              {/* The portal is another app on this origin: a full page load, outside this router. */}
              <a href="/login" className={authLinkClassName}>
                {t('auth.login.talentPortal')}
              </a>
            </p>
          )}
        </div>
      )}
      <Button type="submit" loading={isSubmitting} className="w-full">
        {t('auth.login.submit')}
      </Button>
      {/* After the button, so Tab goes straight from e-mail to password to "Sign in". */}
      <p className="text-center text-sm">
        <Link to="/forgot-password" className={authLinkClassName}>
          {t('auth.login.forgotPassword')}
        </Link>
      </p>
    </form>
  );
}

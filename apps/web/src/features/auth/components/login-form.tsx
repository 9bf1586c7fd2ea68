import type { LoginPayload, loginSchema } from '@talent/contract/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { controlClassName, FormField } from '@/components/ui/form-field';
import { deferredZodResolver } from '@/lib/deferred-zod-resolver';
import { notify } from '@/lib/notify';
import { errorMessage, translateMessage } from '@/lib/translate-message';
import { useIdleCallback } from '@/lib/use-idle-callback';
import { useSession } from '../session-context';

type LoginInput = z.input<typeof loginSchema>;

// The contract's loginSchema, fetched after the page is interactive (see deferred-zod-resolver).
const loginRules = deferredZodResolver(() => import('@talent/contract/auth').then((m) => m.loginSchema));

export function LoginForm() {
  const { t } = useTranslation();
  const { login } = useSession();
  const navigate = useNavigate();
  useIdleCallback(loginRules.preload);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginPayload>({
    resolver: loginRules.resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values);
      notify.success(t('auth.login.success'));
      navigate('/', { replace: true });
    } catch (error) {
      notify.error(await errorMessage(t, error, t('auth.login.failed')));
    }
  });

  const fieldError = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);

  return (
    <form onSubmit={onSubmit} onFocus={loginRules.preload} noValidate className="space-y-5">
      <FormField label={t('auth.login.email')} error={fieldError(errors.email?.message)}>
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
      <FormField label={t('auth.login.password')} error={fieldError(errors.password?.message)}>
        {(control) => (
          <input
            {...control}
            {...register('password')}
            type="password"
            autoComplete="current-password"
            className={controlClassName}
          />
        )}
      </FormField>
      <Button type="submit" loading={isSubmitting} className="w-full">
        {t('auth.login.submit')}
      </Button>
      {/* After the button, so Tab goes straight from e-mail to password to "Sign in". */}
      <p className="text-center text-sm">
        <Link
          to="/forgot-password"
          className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          {t('auth.login.forgotPassword')}
        </Link>
      </p>
    </form>
  );
}

import type { LoginPayload, loginSchema } from '@talent/contract/auth';
import { Button } from '@talent/ui/components/button';
import { deferredZodResolver } from '@talent/ui/forms/deferred-zod-resolver';
import { notify } from '@talent/ui/notify';
import { returnPath } from '@talent/ui/return-path';
import { useIdleCallback } from '@talent/ui/use-idle-callback';
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

export function LoginForm() {
  const { t } = useTranslation();
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  useIdleCallback(loginRules.preload);
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
    label: t(`auth.login.${name}`),
    error: errors[name]?.message,
    ...register(name),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values);
      notify.success(t('auth.login.success'));
      navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      notify.error(await errorMessage(t, error, t('auth.login.failed')));
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={loginRules.preload} noValidate className="space-y-5">
      <FormInput {...field('email')} type="email" autoComplete="email" inputMode="email" />
      <FormInput {...field('password')} type="password" autoComplete="current-password" />
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

import type { Language } from '@talent/contract/auth';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegister,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionOf } from '../app-kit/session-context';
import { Button } from '../components/button';
import type { FormInputProps } from '../components/form-input';
import type { DeferredResolver } from '../forms/deferred-zod-resolver';
import { ApiError } from '../http/api-client';
import { currentLanguage } from '../i18n';
import { notify } from '../notify';
import { useIdleCallback } from '../use-idle-callback';
import type { AuthFormKit } from './auth-form-kit';

/** The fields every sign-up asks for, named as in the contract's register schemas. */
interface SharedRegisterFields {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

/** What the app's layout gets: the shared fields ready to place, and the means to add its own. */
export interface RegisterFormParts<Input extends FieldValues> {
  t: TFunction;
  email: ReactNode;
  /** First and last name, side by side on a wide screen. */
  names: ReactNode;
  phone: ReactNode;
  password: ReactNode;
  confirmPassword: ReactNode;
  /** One of the app's own fields: its label (`auth.register.<name>`), error and registration. */
  field: (name: Path<Input>) => Pick<FormInputProps, 'label' | 'error'> & ReturnType<UseFormRegister<Input>>;
  register: UseFormRegister<Input>;
  /** A field's error in the active language, for an app's field that is not a FormInput (a select). */
  errorText: (name: Path<Input>) => string | undefined;
}

export interface RegisterFormOptions<Input extends SharedRegisterFields, Output> {
  /** The contract's register schema of the app, deferred (see deferred-zod-resolver). */
  rules: DeferredResolver<Input, Output>;
  /** Every field of the form, in order: a server error naming one of them shows under it. */
  fieldNames: readonly Path<Input>[];
  /** Values to start from for the app's own fields (the shared ones start empty). */
  defaultValues?: Partial<Input>;
  /** What the app's sign-up sends besides the form's values (the portal's role). */
  payloadExtras?: Record<string, unknown>;
  /** The form's own class: its spacing between fields or sections. */
  className: string;
  /** The app's fields and their order, around the shared ones; the submit button comes after. */
  layout: (parts: RegisterFormParts<Input>) => ReactNode;
}

const EMPTY_SHARED: SharedRegisterFields = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/**
 * The app's sign-up form: the shared fields (e-mail, name, phone, password twice) and the app's own,
 * laid out by the app. Sends the form's values with the language chosen on the public pages as the
 * account's (§1); a refusal shows under the fields it names, and as a toast.
 */
export function createRegisterForm<Input extends SharedRegisterFields, Output extends SharedRegisterFields>(
  { FormInput, translateMessage, errorMessage, loadServerMessages }: AuthFormKit,
  options: RegisterFormOptions<Input, Output>,
) {
  const { rules, fieldNames, payloadExtras, className, layout } = options;
  const defaultValues = { ...EMPTY_SHARED, ...options.defaultValues } as DefaultValues<Input>;
  const isFieldName = (name: string): name is Path<Input> => (fieldNames as readonly string[]).includes(name);

  return function RegisterForm() {
    const { t } = useTranslation();
    const { register: registerAccount } = useSessionOf<never, unknown>();
    const navigate = useNavigate();
    useIdleCallback(rules.preload);
    const {
      register,
      handleSubmit,
      setError,
      formState: { errors, isSubmitting },
    } = useForm<Input, unknown, Output>({ resolver: rules.resolver, defaultValues });
    // Loose views of the typed helpers: the shared fields are in every app's Input.
    const text = t as unknown as (key: string) => string;
    const errorOf = (name: string) =>
      (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    const bind = (name: keyof SharedRegisterFields | Path<Input>, label: string) => ({
      label,
      error: errorOf(name),
      ...register(name as Path<Input>),
    });

    const onSubmit = handleSubmit(async ({ confirmPassword: _confirmPassword, ...values }) => {
      try {
        await registerAccount({
          ...values,
          ...payloadExtras,
          // The language the visitor chose on the public pages becomes the account's (§1).
          preferredLanguage: currentLanguage().toUpperCase() as Language,
        });
        notify.success(text('auth.register.success'));
        navigate('/', { replace: true });
      } catch (error) {
        // Field errors may carry the contract's error texts: have them ready to translate.
        await loadServerMessages();
        showServerFieldErrors(error);
        notify.error(await errorMessage(t, error, text('auth.register.failed')));
      }
    });

    function showServerFieldErrors(error: unknown) {
      if (!(error instanceof ApiError)) return;
      for (const [field, message] of Object.entries(error.fields ?? {})) {
        if (isFieldName(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      // A taken e-mail belongs to the e-mail field even when the server names no field.
      if (error.status === 409 && !error.fields)
        setError('email' as Path<Input>, { type: 'server', message: error.message });
    }

    const parts: RegisterFormParts<Input> = {
      t,
      email: (
        <FormInput
          {...bind('email', text('signIn.register.email'))}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
      ),
      names: (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormInput
            {...bind('firstName', text('signIn.register.firstName'))}
            type="text"
            autoComplete="given-name"
          />
          <FormInput
            {...bind('lastName', text('signIn.register.lastName'))}
            type="text"
            autoComplete="family-name"
          />
        </div>
      ),
      phone: (
        <FormInput
          {...bind('phone', text('signIn.register.phone'))}
          helper={text('signIn.register.phoneHelper')}
          type="tel"
          autoComplete="tel"
          placeholder={text('signIn.register.phonePlaceholder')}
        />
      ),
      password: (
        <FormInput
          {...bind('password', text('signIn.register.password'))}
          helper={text('signIn.register.passwordHelper')}
          type="password"
          autoComplete="new-password"
        />
      ),
      // The app's label: the portal's English capitalises it, the studio's does not.
      confirmPassword: (
        <FormInput
          {...bind('confirmPassword', text('auth.register.confirmPassword'))}
          type="password"
          autoComplete="new-password"
        />
      ),
      field: (name) => bind(name, text(`auth.register.${name}`)),
      register,
      errorText: (name) => {
        const message = errorOf(name);
        return message ? translateMessage(t, message) : undefined;
      },
    };

    return (
      <form onSubmit={onSubmit} onFocus={rules.preload} noValidate className={className}>
        {layout(parts)}
        <Button type="submit" loading={isSubmitting} className="w-full">
          {text('signIn.register.submit')}
        </Button>
      </form>
    );
  };
}

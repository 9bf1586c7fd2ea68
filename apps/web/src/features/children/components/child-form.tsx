import type { ChildCreate } from '@talent/contract/children';
import { todayIsoDate } from '@talent/contract/dates';
import { Button } from '@talent/ui/components/button';
import { deferredZodResolver } from '@talent/ui/forms/deferred-zod-resolver';
import { ApiError } from '@talent/ui/http/api-client';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { useIdleCallback } from '@talent/ui/use-idle-callback';
import { type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormInput } from '@/components/form-input';
import { errorMessage, loadServerMessages, translateMessage } from '@/lib/translate-message';
import '../children-messages';

export type ChildFormValues = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'MALE' | 'FEMALE';
};

// The contract's Add child rules (§5), the same the server applies.
const createRules = deferredZodResolver(() =>
  import('@talent/contract/children').then((m) => m.childCreateSchema),
);
const updateRules = deferredZodResolver(() =>
  import('@talent/contract/children').then((m) => m.childUpdateSchema),
);

/** Edit child (§5): the same rules, applied only to the fields with a value. */
const updateResolver: Resolver<ChildFormValues, unknown, Partial<ChildCreate>> = (
  values,
  context,
  options,
) => {
  const filled = Object.fromEntries(
    Object.entries(values).filter(([, value]) => typeof value !== 'string' || value.trim() !== ''),
  ) as ChildFormValues;
  return (updateRules.resolver as unknown as Resolver<ChildFormValues, unknown, Partial<ChildCreate>>)(
    filled,
    context,
    options,
  );
};

const FIELD_NAMES = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'gender',
] as const satisfies readonly Path<ChildFormValues>[];
function isFieldName(name: string): name is (typeof FIELD_NAMES)[number] {
  return (FIELD_NAMES as readonly string[]).includes(name);
}

export const EMPTY_CHILD: ChildFormValues = { firstName: '', lastName: '', dateOfBirth: '', gender: 'MALE' };

interface ChildFormProps {
  mode: 'create' | 'edit';
  defaultValues?: ChildFormValues;
  /** Receives the values the rules let through (in edit mode only the filled ones); throws an ApiError on failure. */
  onSubmit: (values: Partial<ChildCreate>) => Promise<void>;
  /** The toast when the call fails and the server says nothing usable (§8). */
  failedText: string;
}

/** Add and Edit child share this form (§2): names, date of birth, gender, and what a profile brings. */
export function ChildForm({ mode, defaultValues = EMPTY_CHILD, onSubmit, failedText }: ChildFormProps) {
  const { t } = useTranslation();
  const rules = mode === 'create' ? createRules : updateRules;
  useIdleCallback(rules.preload);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ChildFormValues, unknown, Partial<ChildCreate>>({
    resolver:
      mode === 'create'
        ? (createRules.resolver as unknown as Resolver<ChildFormValues, unknown, Partial<ChildCreate>>)
        : updateResolver,
    defaultValues,
    // §5: a field's error clears as soon as it is edited; the rules run again on the next submit.
    reValidateMode: 'onSubmit',
  });

  const field = (name: (typeof FIELD_NAMES)[number]) =>
    register(name, { onChange: () => errors[name] && clearErrors(name) });
  const input = (name: (typeof FIELD_NAMES)[number]) => ({
    label: t(`children.form.${name}`),
    error: errors[name]?.message,
    ...field(name),
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // Field errors may carry the contract's texts: have them ready to translate.
      await loadServerMessages();
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(error.fields ?? {})) {
          if (isFieldName(name)) setError(name, { type: 'server', message });
        }
      }
      notify.error(await errorMessage(t, error, failedText));
    }
  });

  const fieldError = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);
  const genderError = fieldError(errors.gender?.message);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={rules.preload}
      noValidate
      className="space-y-5"
      data-testid="child-form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormInput {...input('firstName')} type="text" autoComplete="off" data-testid="child-first-name" />
        <FormInput {...input('lastName')} type="text" autoComplete="off" data-testid="child-last-name" />
      </div>
      <FormInput
        {...input('dateOfBirth')}
        type="date"
        max={todayIsoDate()}
        data-testid="child-date-of-birth"
        className="sm:max-w-xs"
      />
      <fieldset aria-describedby={genderError ? 'child-gender-error' : undefined}>
        <legend className="text-sm font-medium text-gray-900">{t('children.form.gender')}</legend>
        <div className="mt-2 flex flex-wrap gap-6">
          {(['MALE', 'FEMALE'] as const).map((gender) => (
            <label key={gender} className="inline-flex items-center gap-2 text-sm text-gray-900">
              <input
                {...field('gender')}
                type="radio"
                value={gender}
                data-testid={`child-gender-${gender}`}
                className="size-4 accent-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
              />
              {t(`children.gender.${gender}`)}
            </label>
          ))}
        </div>
        {genderError && (
          <p id="child-gender-error" className="mt-1 text-sm text-red-700">
            {genderError}
          </p>
        )}
      </fieldset>

      {mode === 'create' && (
        <aside
          aria-labelledby="child-form-info"
          className="rounded-xl bg-indigo-50 p-4 text-sm text-indigo-950 ring-1 ring-indigo-100 ring-inset"
        >
          <h2 id="child-form-info" className="font-semibold">
            {t('children.form.infoTitle')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>{t('children.form.infoProfile')}</li>
            <li>{t('children.form.infoComplete')}</li>
            <li>{t('children.form.infoApply')}</li>
          </ul>
        </aside>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/children" className={secondaryButtonClassName} data-testid="child-form-cancel">
          {t('children.form.cancel')}
        </Link>
        <Button type="submit" loading={isSubmitting} data-testid="child-form-submit">
          {t(mode === 'create' ? 'children.form.create' : 'children.form.save')}
        </Button>
      </div>
    </form>
  );
}

import {
  PRESENTATION_PASSWORD_MIN,
  PRESENTATION_TITLE_MAX,
  type PresentationCreated,
  type PresentationCreatePayload,
  presentationCreateSchema,
} from '@talent/contract/presentations';
import { Dialog } from '@talent/ui/components/dialog';
import { controlClassName, FormField } from '@talent/ui/components/form-field';
import { showServerFieldErrors } from '@talent/ui/forms/server-field-errors';
import { useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput } from '@/components/form-input';
import { errorMessage, translateMessage } from '@/lib/translate-message';
import { useCreatePresentation } from '../api/create-presentation';
import { useCastingsToPresent } from '../api/get-castings-to-present';
import { defaultExpiryDay, expiryInstant } from '../presentation-expiry';
import { ExpiryInput } from './expiry-input';
import { FormEnd } from './form-end';
import { PresentLink } from './present-link';
import type { PresentSource } from './present-source';
import '../presentation-messages';

interface PresentDialogProps {
  source: PresentSource;
  /** `created`: the link was made and shown. */
  onClose: (created: boolean) => void;
}

/** Makes a presentation of the talents given, then shows its link, once. */
export default function PresentDialog({ source, onClose }: PresentDialogProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<PresentationCreated | null>(null);
  const title = created
    ? t('presentations.made.title')
    : 'applicationIds' in source
      ? t('presentations.form.title', { count: source.applicationIds.length })
      : t('presentations.form.listTitle');
  return (
    <Dialog open onClose={() => onClose(created !== null)} title={title} testId="present-dialog">
      {created ? (
        <PresentLink created={created} onClose={() => onClose(true)} />
      ) : (
        <PresentForm source={source} onCancel={() => onClose(false)} onCreated={setCreated} />
      )}
    </Dialog>
  );
}

interface PresentValues {
  castingId: string;
  title: string;
  expiry: string;
  password: string;
  showNotes: boolean;
}

/** What is sent: the talents as the source names them, the day's end as the expiry, no empty password. */
function payloadOf(values: PresentValues, source: PresentSource): Record<string, unknown> {
  return {
    castingId: 'castingId' in source ? source.castingId : values.castingId,
    title: values.title,
    ...('applicationIds' in source
      ? { applicationIds: [...source.applicationIds] }
      : { talentListId: source.talentListId }),
    expiresAt: expiryInstant(values.expiry),
    ...(values.password === '' ? {} : { password: values.password }),
    showNotes: values.showNotes,
  };
}

/** The form's field that shows a payload field's refusal; the talents' own show under the form. */
const FIELD_OF: Record<string, keyof PresentValues> = {
  castingId: 'castingId',
  // A list whose talents did not apply to the casting chosen: the choice of casting is what to change.
  talentListId: 'castingId',
  title: 'title',
  expiresAt: 'expiry',
  password: 'password',
};

/** The contract's presentationCreateSchema judges the form; each field shows its first refusal. */
const presentResolver: Resolver<PresentValues, PresentSource, PresentationCreatePayload> = async (
  values,
  source,
) => {
  const parsed = presentationCreateSchema.safeParse(payloadOf(values, source as PresentSource));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<PresentValues> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field) errors[field] ??= { type: issue.code, message: issue.message };
    // The talents themselves (none chosen, too many): no field of the form holds them.
    else errors.root ??= { type: issue.code, message: issue.message } as NonNullable<typeof errors.root>;
  }
  return { values: {}, errors };
};

function PresentForm({
  source,
  onCancel,
  onCreated,
}: {
  source: PresentSource;
  onCancel: () => void;
  onCreated: (created: PresentationCreated) => void;
}) {
  const { t } = useTranslation();
  const create = useCreatePresentation();
  const fromList = 'talentListId' in source;
  const castings = useCastingsToPresent(fromList);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PresentValues, PresentSource, PresentationCreatePayload>({
    resolver: presentResolver,
    context: source,
    defaultValues: {
      castingId: '',
      title: 'castingTitle' in source ? (source.castingTitle ?? '') : '',
      expiry: defaultExpiryDay(),
      password: '',
      showNotes: false,
    },
  });
  // The title the casting gave, while the director has not written another: a new choice replaces it.
  const givenTitle = useRef('');
  const error = (field: keyof PresentValues) => errors[field]?.message;

  const submit = handleSubmit(async (payload) => {
    setRefusal(null);
    try {
      onCreated(await create.mutateAsync(payload));
    } catch (failure) {
      if (showServerFieldErrors(failure, setError, (field) => FIELD_OF[field])) return;
      setRefusal(await errorMessage(t, failure, t('presentations.form.failed')));
    }
  });

  const castingField = register('castingId', {
    onChange: (event: { target: { value: string } }) => {
      const chosen = castings.data?.find((casting) => casting.id === event.target.value);
      if (chosen && (getValues('title') === '' || getValues('title') === givenTitle.current)) {
        setValue('title', chosen.title);
        givenTitle.current = chosen.title;
      }
    },
  });
  const problem = refusal ?? errors.root?.message;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="present-form">
      {fromList && (
        <FormField
          label={t('presentations.form.casting')}
          helper={t('presentations.form.castingHelper')}
          error={error('castingId') && translateMessage(t, error('castingId') ?? '')}
        >
          {(control) => (
            <select
              {...control}
              {...castingField}
              data-autofocus
              disabled={!castings.isSuccess}
              className={controlClassName}
            >
              <option value="">{t('presentations.form.chooseCasting')}</option>
              {castings.data?.map((casting) => (
                <option key={casting.id} value={casting.id}>
                  {casting.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {castings.isError && (
        <p role="alert" className="text-sm text-red-800">
          {t('presentations.form.castingsFailed')}
        </p>
      )}
      <FormInput
        label={t('presentations.form.name')}
        helper={t('presentations.form.nameHelper')}
        maxLength={PRESENTATION_TITLE_MAX}
        data-autofocus={fromList ? undefined : true}
        {...register('title')}
        error={error('title')}
      />
      <ExpiryInput {...register('expiry')} error={error('expiry')} />
      <FormInput
        label={t('presentations.form.password')}
        helper={t('presentations.form.passwordHelper', { min: PRESENTATION_PASSWORD_MIN })}
        type="password"
        autoComplete="new-password"
        {...register('password')}
        error={error('password')}
      />
      <label className="flex items-center gap-2 text-sm font-medium text-gray-900">
        <input type="checkbox" {...register('showNotes')} className="size-5 rounded border-gray-400" />
        {t('presentations.form.showNotes')}
      </label>
      <FormEnd
        refusal={problem}
        cancelLabel={t('presentations.form.cancel')}
        onCancel={onCancel}
        confirmLabel={t('presentations.form.create')}
        busy={isSubmitting}
        confirmTestId="present-create"
      />
    </form>
  );
}

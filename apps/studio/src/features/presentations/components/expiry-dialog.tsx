import {
  type Presentation,
  type PresentationPatchPayload,
  presentationPatchSchema,
} from '@talent/contract/presentations';
import { Dialog } from '@talent/ui/components/dialog';
import { showServerFieldErrors } from '@talent/ui/forms/server-field-errors';
import { notify } from '@talent/ui/notify';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/translate-message';
import { useUpdatePresentation } from '../api/update-presentation';
import {
  defaultExpiryDay,
  expiryDay,
  expiryInstant,
  firstExpiryDay,
  lastExpiryDay,
} from '../presentation-expiry';
import { ExpiryInput } from './expiry-input';
import { FormEnd } from './form-end';
import '../presentation-messages';

interface ExpiryValues {
  expiry: string;
}

/** The contract's presentationPatchSchema judges the new day's end. */
const expiryResolver: Resolver<ExpiryValues, unknown, PresentationPatchPayload> = async (values) => {
  const parsed = presentationPatchSchema.safeParse({ expiresAt: expiryInstant(values.expiry) });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<ExpiryValues> = {};
  const issue = parsed.error.issues[0];
  if (issue) errors.expiry = { type: issue.code, message: issue.message };
  return { values: {}, errors };
};

/** The day a link works until, shown as saved when it is still one the field offers. */
function startingDay(presentation: Presentation): string {
  const day = expiryDay(presentation.expiresAt);
  return day >= firstExpiryDay() && day <= lastExpiryDay() ? day : defaultExpiryDay();
}

/** Moves a link's end: sooner, later (at most 90 days from today), or again ahead once it expired. */
export default function ExpiryDialog({
  presentation,
  onClose,
}: {
  presentation: Presentation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdatePresentation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ExpiryValues, unknown, PresentationPatchPayload>({
    resolver: expiryResolver,
    defaultValues: { expiry: startingDay(presentation) },
  });

  const submit = handleSubmit(async (payload) => {
    setRefusal(null);
    try {
      await update.mutateAsync({ id: presentation.id, payload });
      notify.success(t('presentations.expiry.saved'));
      onClose();
    } catch (failure) {
      if (showServerFieldErrors(failure, setError, (field) => (field === 'expiresAt' ? 'expiry' : undefined)))
        return;
      setRefusal(await errorMessage(t, failure, t('presentations.expiry.failed')));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('presentations.expiry.title', { title: presentation.title })}
      testId="expiry-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <ExpiryInput data-autofocus {...register('expiry')} error={errors.expiry?.message} />
        <FormEnd
          refusal={refusal}
          cancelLabel={t('presentations.expiry.cancel')}
          onCancel={onClose}
          confirmLabel={t('presentations.expiry.save')}
          busy={isSubmitting}
          confirmTestId="expiry-save"
        />
      </form>
    </Dialog>
  );
}

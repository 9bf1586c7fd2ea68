import {
  AUDITION_INSTRUCTIONS_MAX,
  AUDITION_KINDS,
  AUDITION_ROUNDS,
  AUDITION_SESSION_MESSAGES,
  CAPACITY_PER_SLOT_MAX,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
} from '@talent/contract/audition-sessions';
import { AUDITION_MESSAGES, type AuditionSessionView } from '@talent/contract/auditions';
import { Dialog } from '@talent/ui/components/dialog';
import { DialogActions } from '@talent/ui/components/dialog-actions';
import { controlClassName, FormField } from '@talent/ui/components/form-field';
import { showServerFieldErrors } from '@talent/ui/forms/server-field-errors';
import { ApiError } from '@talent/ui/http/api-client';
import { notify } from '@talent/ui/notify';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput, FormTextarea } from '@/components/form-input';
import { errorMessage, translateMessage } from '@/lib/translate-message';
import { useSaveSession } from '../api/save-session';
import {
  newSessionValues,
  SESSION_FIELDS,
  type SessionFormValues,
  sessionResolver,
  sessionValues,
} from '../session-form-values';
import '../audition-messages';

interface SessionDialogProps {
  castingId: string;
  /** The session edited; null: a new one. */
  session: AuditionSessionView | null;
  onClose: () => void;
}

/** Makes or edits a session; its times are Romania's clock, whatever the browser's zone. */
export default function SessionDialog({ castingId, session, onClose }: SessionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(session ? 'auditions.form.editTitle' : 'auditions.form.createTitle')}
      testId="session-dialog"
    >
      <SessionForm castingId={castingId} session={session} onClose={onClose} />
    </Dialog>
  );
}

/** The field that shows a refusal the server sent without naming a field (409: an overlap, a past day). */
const REFUSAL_FIELDS: Record<string, keyof SessionFormValues> = {
  [AUDITION_MESSAGES.sessionOverlaps]: 'start',
  [AUDITION_MESSAGES.sessionStarted]: 'date',
  [AUDITION_MESSAGES.sessionInPast]: 'date',
  [AUDITION_MESSAGES.sessionBooked]: 'slotMinutes',
  [AUDITION_MESSAGES.capacityBelowBookings]: 'capacityPerSlot',
  [AUDITION_SESSION_MESSAGES.timeSkipped]: 'start',
};

const fieldOf = (payloadField: string) =>
  (SESSION_FIELDS as readonly string[]).includes(payloadField)
    ? (payloadField as keyof SessionFormValues)
    : undefined;

function SessionForm({ castingId, session, onClose }: SessionDialogProps) {
  const { t } = useTranslation();
  const save = useSaveSession();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SessionFormValues, unknown, Parameters<typeof save.mutateAsync>[0]['payload']>({
    resolver: sessionResolver,
    defaultValues: session ? sessionValues(session) : newSessionValues(),
  });
  const kind = watch('kind');
  const error = (field: keyof SessionFormValues) => errors[field]?.message;

  const submit = handleSubmit(async (payload) => {
    setRefusal(null);
    try {
      await save.mutateAsync({ castingId, sessionId: session?.id, payload });
      notify.success(t(session ? 'auditions.form.saved' : 'auditions.form.created'));
      onClose();
    } catch (failure) {
      if (showServerFieldErrors(failure, setError, fieldOf)) return;
      const field = failure instanceof ApiError ? REFUSAL_FIELDS[failure.message] : undefined;
      if (field && failure instanceof ApiError)
        setError(field, { type: 'server', message: failure.message }, { shouldFocus: true });
      else setRefusal(await errorMessage(t, failure, t('auditions.form.failed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="session-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['round', AUDITION_ROUNDS],
            ['kind', AUDITION_KINDS],
          ] as const
        ).map(([field, values]) => (
          <FormField key={field} label={t(`auditions.form.${field}`)} error={error(field)}>
            {(control) => (
              <select
                {...control}
                {...register(field)}
                data-autofocus={field === 'round' || undefined}
                className={controlClassName}
              >
                {values.map((value) => (
                  <option key={value} value={value}>
                    {/* A round's or a kind's name: the pairs are the two lists above. */}
                    {t(`auditions.${field}.${value}` as ParseKeys)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormInput label={t('auditions.form.date')} type="date" {...register('date')} error={error('date')} />
        <FormInput
          label={t('auditions.form.start')}
          helper={t('auditions.form.timesHelper')}
          type="time"
          {...register('start')}
          error={error('start')}
        />
        <FormInput
          label={t('auditions.form.end')}
          helper={t('auditions.form.timesHelper')}
          type="time"
          {...register('end')}
          error={error('end')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          label={t('auditions.form.slotMinutes')}
          type="number"
          inputMode="numeric"
          min={SLOT_MINUTES_MIN}
          max={SLOT_MINUTES_MAX}
          {...register('slotMinutes')}
          error={error('slotMinutes')}
        />
        <FormInput
          label={t('auditions.form.capacity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={CAPACITY_PER_SLOT_MAX}
          {...register('capacityPerSlot')}
          error={error('capacityPerSlot')}
        />
      </div>
      {kind === 'ONLINE' ? (
        <FormInput
          label={t('auditions.form.meetingUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          {...register('meetingUrl')}
          error={error('meetingUrl')}
        />
      ) : (
        <FormInput
          label={t('auditions.form.place')}
          autoComplete="street-address"
          {...register('place')}
          error={error('place')}
        />
      )}
      <FormTextarea
        label={t('auditions.form.instructions')}
        helper={t('auditions.form.instructionsHelper')}
        rows={3}
        maxLength={AUDITION_INSTRUCTIONS_MAX}
        {...register('instructions')}
        error={error('instructions')}
      />
      {refusal && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-900"
          data-testid="session-refusal"
        >
          {translateMessage(t, refusal)}
        </p>
      )}
      <DialogActions
        cancelLabel={t('auditions.form.cancel')}
        onCancel={onClose}
        cancelDisabled={isSubmitting}
        confirmLabel={t(session ? 'auditions.form.save' : 'auditions.form.create')}
        busy={isSubmitting}
        confirmTestId="session-save"
      />
    </form>
  );
}

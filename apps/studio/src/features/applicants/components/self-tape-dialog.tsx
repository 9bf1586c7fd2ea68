import {
  deadlineProblem,
  SELF_TAPE_DEADLINE_MAX_DAYS,
  SELF_TAPE_INSTRUCTIONS_MAX,
  type SelfTapeRequestCreatePayload,
  selfTapeRequestCreateSchema,
} from '@talent/contract/self-tapes';
import { Button } from '@talent/ui/components/button';
import { Dialog } from '@talent/ui/components/dialog';
import { Fieldset } from '@talent/ui/components/fieldset';
import { controlClassName, FormField } from '@talent/ui/components/form-field';
import { showServerFieldErrors } from '@talent/ui/forms/server-field-errors';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateMessage } from '@/lib/translate-message';
import { defaultDeadline, type LocalDeadline, localDay, localInstant } from '../self-tape-deadline';
import '../self-tape-messages';

interface SelfTapeFormValues extends LocalDeadline {
  instructions: string;
}

/**
 * The contract's schema judges the instructions and the instant's shape, deadlineProblem the instant
 * against now (future, at most 90 days ahead); a deadline's error shows on the date.
 */
export const selfTapeResolver: Resolver<SelfTapeFormValues, unknown, SelfTapeRequestCreatePayload> = async (
  values,
) => {
  const deadline = localInstant(values);
  const parsed = selfTapeRequestCreateSchema.safeParse({ instructions: values.instructions, deadline });
  const errors: FieldErrors<SelfTapeFormValues> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'deadline' ? 'date' : 'instructions';
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  const problem = deadline ? deadlineProblem(deadline) : null;
  if (problem) errors.date ??= { type: 'deadline', message: problem };
  if (parsed.success && !problem) return { values: parsed.data, errors: {} };
  return { values: {}, errors };
};

/** The form field that shows the server's refusal of a payload field: the deadline's shows on the date. */
const formFieldOf = (payloadField: string) =>
  payloadField === 'deadline' ? 'date' : payloadField === 'instructions' ? 'instructions' : undefined;

export interface SelfTapeProgress {
  done: number;
  total: number;
}

interface SelfTapeDialogProps {
  open: boolean;
  /** Whom it asks: one applicant's name, or how many. */
  who: { name: string } | { count: number };
  onClose: () => void;
  /**
   * Sends the request; resolves when the caller is done (it closes the dialog), rejects with the
   * server's error, shown on its field or under the form.
   */
  onSubmit: (payload: SelfTapeRequestCreatePayload) => Promise<void>;
  /** Requests to several applicants: how many have been answered so far. */
  progress?: SelfTapeProgress | null;
  /** Where focus goes on close (see Dialog); by default back to the opener. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** Asks for a self-tape: what to film and by when (a local date and time, sent with its offset). */
export function SelfTapeDialog({
  open,
  who,
  onClose,
  onSubmit,
  progress = null,
  returnFocus,
}: SelfTapeDialogProps) {
  const { t } = useTranslation();
  const title =
    'name' in who
      ? t('applicants.selfTape.dialog.titleOne', { name: who.name })
      : t('applicants.selfTape.dialog.titleMany', { count: who.count });
  return (
    <Dialog open={open} onClose={onClose} title={title} returnFocus={returnFocus} testId="self-tape-dialog">
      <SelfTapeForm who={who} onClose={onClose} onSubmit={onSubmit} progress={progress} />
    </Dialog>
  );
}

function SelfTapeForm({
  who,
  onClose,
  onSubmit,
  progress,
}: Omit<SelfTapeDialogProps, 'open' | 'returnFocus'>) {
  const { t } = useTranslation();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SelfTapeFormValues, unknown, SelfTapeRequestCreatePayload>({
    resolver: selfTapeResolver,
    defaultValues: { instructions: '', ...defaultDeadline() },
  });
  const [bounds] = useState(() => ({ min: localDay(0), max: localDay(SELF_TAPE_DEADLINE_MAX_DAYS) }));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const deadlineError = errors.date?.message ?? errors.time?.message;
  const describedBy = `${id}-zone${deadlineError ? ` ${id}-deadline-error` : ''}`;
  const busy = isSubmitting || progress !== null;

  const submit = handleSubmit(async (payload) => {
    setRefusal(null);
    try {
      await onSubmit(payload);
    } catch (error) {
      if (!showServerFieldErrors(error, setError, formFieldOf))
        setRefusal(await errorMessage(t, error, t('applicants.selfTape.failed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="self-tape-form">
      <FormField
        label={t('applicants.selfTape.dialog.instructions')}
        helper={t('applicants.selfTape.dialog.instructionsHelper', {
          length: watch('instructions').length,
          max: SELF_TAPE_INSTRUCTIONS_MAX,
        })}
        error={errors.instructions?.message ? translateMessage(t, errors.instructions.message) : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            {...register('instructions')}
            data-autofocus
            rows={5}
            className={controlClassName}
            data-testid="self-tape-instructions"
          />
        )}
      </FormField>

      <Fieldset legend={t('applicants.selfTape.dialog.deadline')}>
        <div className="mt-1 grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-date`} className="block text-xs text-gray-700">
              {t('applicants.selfTape.dialog.date')}
            </label>
            <input
              id={`${id}-date`}
              type="date"
              {...register('date')}
              min={bounds.min}
              max={bounds.max}
              aria-invalid={deadlineError ? true : undefined}
              aria-describedby={describedBy}
              className={`${controlClassName} mt-1`}
              data-testid="self-tape-date"
            />
          </div>
          <div>
            <label htmlFor={`${id}-time`} className="block text-xs text-gray-700">
              {t('applicants.selfTape.dialog.time')}
            </label>
            <input
              id={`${id}-time`}
              type="time"
              {...register('time')}
              aria-invalid={deadlineError ? true : undefined}
              aria-describedby={describedBy}
              className={`${controlClassName} mt-1`}
              data-testid="self-tape-time"
            />
          </div>
        </div>
        <p id={`${id}-zone`} className="mt-1 text-xs text-gray-600">
          {t('applicants.selfTape.dialog.zone', { zone })}
        </p>
        {deadlineError && (
          <p id={`${id}-deadline-error`} className="mt-1 text-sm text-red-700">
            {translateMessage(t, deadlineError)}
          </p>
        )}
      </Fieldset>

      {progress && (
        <div role="status" className="space-y-1 text-sm text-gray-800" data-testid="self-tape-progress">
          <progress
            value={progress.done}
            max={progress.total}
            aria-label={t('applicants.selfTape.dialog.progressLabel')}
            className="h-2 w-full accent-indigo-700"
          />
          <p>{t('applicants.selfTape.dialog.progress', { done: progress.done, total: progress.total })}</p>
        </div>
      )}
      {refusal && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-900"
          data-testid="self-tape-refusal"
        >
          {refusal}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} disabled={busy} className={secondaryButtonClassName}>
          {t('applicants.selfTape.dialog.cancel')}
        </button>
        <Button type="submit" loading={busy} data-testid="self-tape-send">
          {'count' in who
            ? t('applicants.selfTape.dialog.sendMany', { count: who.count })
            : t('applicants.selfTape.dialog.send')}
        </Button>
      </div>
    </form>
  );
}

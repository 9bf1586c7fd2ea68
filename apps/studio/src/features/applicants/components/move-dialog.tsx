import type { ApplicationStatus } from '@talent/contract/application-statuses';
import { Dialog } from '@talent/ui/components/dialog';
import { controlClassName, FormField } from '@talent/ui/components/form-field';
import { SpinnerIcon } from '@talent/ui/components/spinner';
import { deferredZodResolver } from '@talent/ui/forms/deferred-zod-resolver';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/translate-message';
import '../applicant-messages';

/** The moves a casting director makes by hand (REVIEWED happens by opening an applicant). */
export type MoveTarget = Extract<ApplicationStatus, 'SHORTLISTED' | 'ACCEPTED' | 'REJECTED'>;
export const MOVE_TARGETS: readonly MoveTarget[] = ['SHORTLISTED', 'ACCEPTED', 'REJECTED'];

interface MessageForm {
  message?: string | undefined;
}

// The optional message to the talent, with the contract's limit and its message; fetched when the
// dialog opens, so the applicant pages load without zod (see deferred-schema).
const messageRules = deferredZodResolver<MessageForm, MessageForm>(() =>
  import('@talent/contract/studio').then((m) => m.bulkStatusSchema.pick({ message: true })),
);

const confirmClassName: Record<MoveTarget, string> = {
  SHORTLISTED: 'bg-indigo-700 hover:bg-indigo-800 focus-visible:outline-indigo-700',
  ACCEPTED: 'bg-green-700 hover:bg-green-800 focus-visible:outline-green-700',
  REJECTED: 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700',
};

interface MoveDialogProps {
  /** The move asked for; null keeps the dialog closed. */
  target: MoveTarget | null;
  /** Who is moved: one applicant's name, or how many. */
  who: { name: string } | { count: number };
  onClose: () => void;
  /** Sends the move; resolves when the caller is done (it closes the dialog on success). */
  onConfirm: (target: MoveTarget, message: string | undefined) => Promise<void>;
}

/** Confirms a move, saying whom or how many it moves, with an optional message to the talent. */
export function MoveDialog({ target, who, onClose, onConfirm }: MoveDialogProps) {
  const { t } = useTranslation();
  const title =
    target === null
      ? ''
      : 'name' in who
        ? t(`applicants.move.titleOne.${target}`, { name: who.name })
        : t(`applicants.move.titleMany.${target}`, { count: who.count });
  return (
    <Dialog open={target !== null} onClose={onClose} title={title} testId="move-dialog">
      {target && <MoveForm key={target} target={target} who={who} onClose={onClose} onConfirm={onConfirm} />}
    </Dialog>
  );
}

function MoveForm({ target, who, onClose, onConfirm }: MoveDialogProps & { target: MoveTarget }) {
  const { t } = useTranslation();
  useEffect(() => {
    messageRules.preload();
  }, []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MessageForm>({ resolver: messageRules.resolver, defaultValues: { message: '' } });
  const error = errors.message?.message;

  const onSubmit = handleSubmit(({ message }) => onConfirm(target, message?.trim() || undefined));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {'count' in who && (
        <p className="text-sm text-gray-800" data-testid="move-count">
          {t(`applicants.move.countText.${target}`, { count: who.count })}
        </p>
      )}
      <FormField
        label={t('applicants.move.message')}
        helper={t('applicants.move.messageHelper')}
        error={error ? translateMessage(t, error) : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            {...register('message')}
            data-autofocus
            rows={4}
            className={controlClassName}
            data-testid="move-message"
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={secondaryButtonClassName}>
          {t('applicants.move.cancel')}
        </button>
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          data-testid="move-confirm"
          className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70 ${confirmClassName[target]}`}
        >
          {isSubmitting && <SpinnerIcon className="size-4" />}
          {'count' in who
            ? t(`applicants.move.confirmMany.${target}`, { count: who.count })
            : t(`applicants.move.confirmOne.${target}`)}
        </button>
      </div>
    </form>
  );
}

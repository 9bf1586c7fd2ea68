import type { ActionTone } from '@talent/ui/components/dialog-actions';
import { TextPromptDialog } from '@talent/ui/components/text-prompt-dialog';
import { deferredSchema } from '@talent/ui/forms/deferred-schema';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/translate-message';
import '../applicant-messages';
import type { MoveTarget } from './move-targets';

// The optional message to the talent, with the contract's limit and its message; fetched when the
// dialog opens, so the applicant pages load neither zod nor a form library (see deferred-schema).
const messageRules = deferredSchema(() =>
  import('@talent/contract/studio').then((m) => m.bulkStatusSchema.pick({ message: true })),
);

const TONES: Record<MoveTarget, ActionTone> = {
  SHORTLISTED: 'primary',
  ACCEPTED: 'success',
  REJECTED: 'danger',
};

export interface MoveDialogProps {
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
  if (target === null) return null;
  const many = 'count' in who;

  return (
    <TextPromptDialog
      open
      title={
        many
          ? t(`applicants.move.titleMany.${target}`, { count: who.count })
          : t(`applicants.move.titleOne.${target}`, { name: who.name })
      }
      testId="move-dialog"
      onClose={onClose}
      intro={
        many && (
          <p className="text-sm text-gray-800" data-testid="move-count">
            {t(`applicants.move.countText.${target}`, { count: who.count })}
          </p>
        )
      }
      label={t('applicants.move.message')}
      helper={t('applicants.move.messageHelper')}
      textareaTestId="move-message"
      cancelLabel={t('applicants.move.cancel')}
      confirmLabel={
        many
          ? t(`applicants.move.confirmMany.${target}`, { count: who.count })
          : t(`applicants.move.confirmOne.${target}`)
      }
      confirmTestId="move-confirm"
      tone={TONES[target]}
      rules={messageRules}
      toInput={(message) => ({ message })}
      translate={(message) => translateMessage(t, message)}
      onSend={({ message }) => onConfirm(target, message?.trim() || undefined)}
    />
  );
}

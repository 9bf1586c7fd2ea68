import type { Audition } from '@talent/contract/auditions';
import { TextPromptDialog } from '@talent/ui/components/text-prompt-dialog';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/translate-message';
import { useDeclineAudition, useRescheduleAudition } from '../api/answer-audition';
import { noteRules } from '../audition-rules';

export type NoteAnswer = 'decline' | 'reschedule';

interface AuditionNoteDialogProps {
  audition: Audition;
  /** Which answer: a decline (the note optional) or a request for another time (the note required). */
  answer: NoteAnswer;
  onClose: () => void;
  /** Sent and saved: the card shows the new status (and takes focus there, not the dialog's opener). */
  onAnswered: (answered: Audition) => void;
  /** Refused or not sent: the card says why, in words. */
  onFailed: (error: unknown) => void;
}

/** Decline, or Ask for another time: one note to the casting team, checked by the contract's rule. */
export function AuditionNoteDialog({
  audition,
  answer,
  onClose,
  onAnswered,
  onFailed,
}: AuditionNoteDialogProps) {
  const { t } = useTranslation();
  const decline = useDeclineAudition();
  const reschedule = useRescheduleAudition();
  const title = audition.casting.title;

  const send = async (note: string | undefined) => {
    try {
      onAnswered(
        answer === 'decline'
          ? await decline.mutateAsync({ id: audition.id, ...(note ? { note } : {}) })
          : await reschedule.mutateAsync({ id: audition.id, note: note ?? '' }),
      );
    } catch (error) {
      onFailed(error);
    }
    onClose();
  };

  return (
    <TextPromptDialog
      open
      title={t(`auditions.${answer}.title`, { title })}
      testId={`${answer}-audition-dialog`}
      onClose={onClose}
      intro={<p className="text-sm text-gray-700">{t(`auditions.${answer}.intro`)}</p>}
      label={t(`auditions.${answer}.note`)}
      helper={t(`auditions.${answer}.noteHelper`)}
      cancelLabel={t(`auditions.${answer}.cancel`)}
      confirmLabel={t(`auditions.${answer}.submit`)}
      tone={answer === 'decline' ? 'danger' : 'primary'}
      rules={noteRules[answer]}
      toInput={(note) => ({ note })}
      translate={(message) => translateMessage(t, message)}
      onSend={({ note }) => send(note)}
    />
  );
}

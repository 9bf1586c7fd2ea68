import type { Audition } from '@talent/contract/auditions';
import { Button } from '@talent/ui/components/button';
import { currentLanguage } from '@talent/ui/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAudition } from '../api/answer-audition';
import { downloadAuditionCalendar, downloadAuditionSides } from '../api/download-audition-files';
import { slotTime } from '../audition-time';
import type { NoteAnswer } from './audition-note-dialog';
import { SlotChooser } from './slot-chooser';

interface AuditionActionsProps {
  audition: Audition;
  onAnswered: (answered: Audition) => void;
  onFailed: (error: unknown, fallback: string) => void;
  /** Opens the note dialog of a decline or of a request for another time. */
  onAsk: (answer: NoteAnswer) => void;
}

/**
 * What the status allows (DESIGN §12): invited with a time, confirm it or choose another; waiting or
 * having asked to move, choose a free time if there is one; confirmed, the calendar file and the sides,
 * and another free time. Until it is over, a decline or a request for another time is still possible.
 */
export function AuditionActions({ audition, onAnswered, onFailed, onAsk }: AuditionActionsProps) {
  const { t } = useTranslation();
  const confirm = useConfirmAudition();
  const [choosing, setChoosing] = useState(false);
  const [downloading, setDownloading] = useState<'calendar' | 'sides' | null>(null);
  const { status, slotStart } = audition;
  // The slot held now is not another time to choose.
  const otherSlots = audition.freeSlots.filter((slot) => slot.start !== slotStart);
  const given = status === 'INVITED' && slotStart !== null;
  // Without a time of their own (waiting, or having given it up) the free ones are the way in.
  const chooserAlwaysOpen = !given && status !== 'CONFIRMED';

  const take = (slot?: string) => {
    confirm.mutate(
      { id: audition.id, ...(slot ? { slotStart: slot } : {}) },
      {
        onSuccess: (answered) => {
          setChoosing(false);
          onAnswered(answered);
        },
        onError: (error) => onFailed(error, t('auditions.actions.failed')),
      },
    );
  };
  const download = async (file: 'calendar' | 'sides') => {
    setDownloading(file);
    try {
      if (file === 'calendar') await downloadAuditionCalendar(audition.id);
      else await downloadAuditionSides(audition.id, currentLanguage());
    } catch (error) {
      onFailed(
        error,
        t(file === 'calendar' ? 'auditions.actions.calendarFailed' : 'auditions.actions.sidesFailed'),
      );
    } finally {
      setDownloading(null);
    }
  };

  const lead =
    status === 'CONFIRMED'
      ? t('auditions.actions.confirmed')
      : status === 'RESCHEDULE_REQUESTED'
        ? t('auditions.actions.rescheduleSent')
        : slotStart
          ? t('auditions.actions.given', { time: slotTime(slotStart) })
          : otherSlots.length > 0
            ? t('auditions.actions.waitingChoose')
            : t('auditions.actions.waiting');

  return (
    <div className="mt-4 space-y-3 border-t border-gray-100 pt-4" data-testid="audition-actions">
      <p className="text-sm text-gray-800">{lead}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {given && (
          <Button loading={confirm.isPending && !choosing} onClick={() => take()}>
            {t('auditions.actions.confirm')}
          </Button>
        )}
        {status === 'CONFIRMED' && (
          <>
            <Button loading={downloading === 'calendar'} onClick={() => void download('calendar')}>
              {t('auditions.actions.addToCalendar')}
            </Button>
            {audition.hasSides && (
              <Button
                variant="secondary"
                loading={downloading === 'sides'}
                onClick={() => void download('sides')}
              >
                {t('auditions.actions.downloadSides')}
              </Button>
            )}
          </>
        )}
        {!chooserAlwaysOpen && otherSlots.length > 0 && (
          <Button variant="secondary" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
            {t('auditions.actions.chooseAnother')}
          </Button>
        )}
      </div>
      {otherSlots.length > 0
        ? (choosing || chooserAlwaysOpen) && (
            <SlotChooser slots={otherSlots} busy={confirm.isPending} onChoose={take} />
          )
        : status === 'RESCHEDULE_REQUESTED' && (
            <p className="text-sm text-gray-700">{t('auditions.actions.noFreeSlot')}</p>
          )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {status !== 'RESCHEDULE_REQUESTED' && (
          <Button variant="secondary" onClick={() => onAsk('reschedule')}>
            {t('auditions.actions.reschedule')}
          </Button>
        )}
        <Button variant="danger" onClick={() => onAsk('decline')}>
          {t('auditions.actions.decline')}
        </Button>
      </div>
    </div>
  );
}

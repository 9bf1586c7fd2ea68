import type { Audition } from '@talent/contract/auditions';
import { currentLanguage } from '@talent/ui/i18n';
import { secondaryButtonClassName, textLinkClassName } from '@talent/ui/link-styles';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/translate-message';
import { auditionRules } from '../audition-rules';
import { auditionWhen } from '../audition-time';
import { AuditionActions } from './audition-actions';
import { AuditionNoteDialog, type NoteAnswer } from './audition-note-dialog';
import { AuditionStatusBadge } from './audition-status-badge';

/** The card's id: the notices link to /auditions#audition-<id>. */
export const auditionCardId = (audition: Pick<Audition, 'id'>) => `audition-${audition.id}`;

/** An answer just saved: the card that shows it (maybe moved to the other list) takes focus. */
export interface FocusAfterAnswer {
  /** The audition as the server answered. */
  answered: Audition | null;
  request: (answered: Audition) => void;
  done: () => void;
}

interface AuditionCardProps {
  audition: Audition;
  /** Still ahead and answerable: the answers are offered. */
  open: boolean;
  focusAfterAnswer: FocusAfterAnswer;
}

/**
 * One audition: the casting, who it is for, the round, when (Bucharest clock) and where, the team's
 * instructions, the status and the talent's note; while open, the answers its status allows. After an
 * answer focus goes to the status, which says what it is now: the buttons may be gone with the answer,
 * and the card itself may have moved to the past ones. A refusal is said in words under it and takes
 * focus instead.
 */
export function AuditionCard({ audition, open, focusAfterAnswer }: AuditionCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<NoteAnswer | null>(null);
  const id = auditionCardId(audition);
  const when = auditionWhen(audition, language);
  const { session, casting } = audition;

  const { answered, done } = focusAfterAnswer;
  // Once this card shows the answer (a moved card is a new one: this runs when it mounts).
  useEffect(() => {
    if (answered?.id !== audition.id) return;
    if (answered.status !== audition.status || answered.slotStart !== audition.slotStart) return;
    statusRef.current?.focus();
    done();
  }, [answered, audition.id, audition.status, audition.slotStart, done]);
  const onAnswered = (audition: Audition) => {
    setProblem(null);
    focusAfterAnswer.request(audition);
  };
  const failed = async (error: unknown, fallback: string) => {
    // The contract's messages (a full slot, a closed audition) are known once its module is here.
    await auditionRules.load().catch(() => undefined);
    setProblem(await errorMessage(t, error, fallback));
    // After the render that shows it: the alert is read, and a keyboard user is beside it.
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  return (
    <article
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      data-testid="audition-card"
      data-status={audition.status}
      className="scroll-mt-20 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 focus:outline-2 focus:outline-offset-2 focus:outline-indigo-700 sm:p-5"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">
            {t(`auditions.card.round.${session.round}`)} · {t(`auditions.card.kind.${session.kind}`)}
          </p>
          <h3 id={`${id}-title`} className="mt-1 font-semibold break-words text-gray-900">
            <Link to={`/castings/${encodeURIComponent(casting.slug)}`} className={textLinkClassName}>
              {casting.title}
            </Link>
          </h3>
          {audition.companyName && (
            <p className="text-sm text-gray-800">
              {t('auditions.card.from', { company: audition.companyName })}
            </p>
          )}
          {audition.childName && (
            <p className="text-sm font-medium text-gray-900">
              {t('auditions.card.forChild', { name: audition.childName })}
            </p>
          )}
        </div>
        <p
          ref={statusRef}
          id={`${id}-status`}
          tabIndex={-1}
          data-testid="audition-status"
          className="shrink-0 rounded-sm focus:outline-2 focus:outline-offset-2 focus:outline-indigo-700"
        >
          <span className="sr-only">{t('auditions.card.status')} </span>
          <AuditionStatusBadge audition={audition} />
        </p>
      </div>

      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-gray-900">{t('auditions.card.when')}</dt>
        <dd className="text-gray-800" data-testid="audition-when">
          {t('auditions.card.whenText', when)}
        </dd>
        <dt className="font-medium text-gray-900">{t('auditions.card.where')}</dt>
        <dd className="break-words text-gray-800">
          {session.kind === 'ONLINE' ? (
            session.meetingUrl ? (
              <a
                href={session.meetingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={`${textLinkClassName} break-all`}
              >
                {session.meetingUrl}
              </a>
            ) : (
              t('auditions.card.kind.ONLINE')
            )
          ) : (
            session.place
          )}
        </dd>
      </dl>

      {session.instructions && (
        <div className="mt-3">
          <h4 className="text-sm font-medium text-gray-900">{t('auditions.card.instructions')}</h4>
          <p className="mt-0.5 text-sm break-words whitespace-pre-line text-gray-800">
            {session.instructions}
          </p>
        </div>
      )}
      {audition.note && (
        <p className="mt-3 text-sm break-words whitespace-pre-line text-gray-700">
          {t('auditions.card.note', { note: audition.note })}
        </p>
      )}
      {(audition.status === 'CONFIRMED' || audition.status === 'INVITED') && (
        <p className="mt-3">
          <Link
            to={`/self-tape?audition=${encodeURIComponent(audition.id)}`}
            data-testid="audition-studio-link"
            className={secondaryButtonClassName}
          >
            {t('auditions.card.studio')}
          </Link>
        </p>
      )}
      {problem && (
        <p
          ref={errorRef}
          role="alert"
          tabIndex={-1}
          data-testid="audition-problem"
          className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 focus:outline-2 focus:outline-red-700"
        >
          {problem}
        </p>
      )}

      {open && (
        <AuditionActions
          audition={audition}
          onAnswered={onAnswered}
          onFailed={failed}
          onAsk={(answer) => {
            setProblem(null);
            setAsking(answer);
          }}
        />
      )}
      {asking && (
        <AuditionNoteDialog
          audition={audition}
          answer={asking}
          onClose={() => setAsking(null)}
          onAnswered={onAnswered}
          onFailed={(error) => void failed(error, t('auditions.actions.failed'))}
        />
      )}
    </article>
  );
}

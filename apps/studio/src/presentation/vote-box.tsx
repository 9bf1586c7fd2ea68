import {
  PRESENTATION_VOTES,
  type PresentationVote,
  VOTE_COMMENT_MAX,
} from '@talent/contract/presentation-limits';
import type { PresentedTalent } from '@talent/contract/presentations';
import { Button } from '@talent/ui/components/button';
import { controlClassName, FormField } from '@talent/ui/components/form-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyVote } from './presentation-api';
import { putVote } from './presentation-api';

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'problem'; text: string };

const VOTE_LOOK: Record<PresentationVote, string> = {
  YES: 'aria-pressed:bg-green-700 aria-pressed:border-green-700',
  MAYBE: 'aria-pressed:bg-amber-700 aria-pressed:border-amber-700',
  NO: 'aria-pressed:bg-red-700 aria-pressed:border-red-700',
};

/**
 * The viewer's Yes / Maybe / No on one talent, saved at the press (PUT …/votes/{applicationId}), and
 * an optional comment saved with the vote. The vote chosen shows pressed.
 */
export function VoteBox({
  token,
  viewerToken,
  talent,
  myVote,
  onVoted,
  onRefused,
}: {
  token: string;
  viewerToken: string;
  talent: PresentedTalent;
  myVote: MyVote | null;
  onVoted: (vote: MyVote) => void;
  onRefused: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState(myVote?.comment ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function save(vote: PresentationVote | undefined) {
    if (!vote) {
      setStatus({ kind: 'problem', text: t('presentation.vote.chooseFirst') });
      return;
    }
    if (comment.trim().length > VOTE_COMMENT_MAX) {
      setStatus({ kind: 'problem', text: t('presentation.vote.commentTooLong', { max: VOTE_COMMENT_MAX }) });
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      const saved = await putVote(token, viewerToken, talent.applicationId, {
        vote,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      onVoted({ vote: saved.vote, comment: saved.comment });
      setStatus({ kind: 'saved' });
    } catch (error) {
      if (!onRefused(error)) setStatus({ kind: 'problem', text: t('presentation.vote.failed') });
    }
  }

  return (
    <section className="mt-8 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" data-testid="vote-box">
      <fieldset>
        <legend className="text-base font-semibold text-gray-900">
          {t('presentation.vote.legend', { name: talent.firstName })}
        </legend>
        <div className="mt-3 grid grid-cols-3 gap-2">
          {PRESENTATION_VOTES.map((vote) => (
            <button
              key={vote}
              type="button"
              aria-pressed={myVote?.vote === vote}
              disabled={status.kind === 'saving'}
              onClick={() => void save(vote)}
              className={`min-h-11 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 aria-pressed:text-white ${VOTE_LOOK[vote]}`}
            >
              {t(`presentation.vote.${vote}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        <FormField label={t('presentation.vote.comment')}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={VOTE_COMMENT_MAX}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              className={controlClassName}
            />
          )}
        </FormField>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          loading={status.kind === 'saving'}
          onClick={() => void save(myVote?.vote)}
        >
          {t('presentation.vote.saveComment')}
        </Button>
        <p
          role="status"
          className={`text-sm ${status.kind === 'problem' ? 'text-red-700' : 'text-gray-700'}`}
          data-testid="vote-status"
        >
          {status.kind === 'saving'
            ? t('presentation.vote.saving')
            : status.kind === 'saved'
              ? t('presentation.vote.saved')
              : status.kind === 'problem'
                ? status.text
                : ''}
        </p>
      </div>
    </section>
  );
}

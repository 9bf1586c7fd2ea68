// The votes from the zod-free file: the applicants' pages load no zod before it is used.
import { PRESENTATION_VOTES, type PresentationVote } from '@talent/contract/presentation-limits';
import type { ApplicantFeedback, ViewerVote } from '@talent/contract/presentations';
import { Badge, type BadgeTone } from '@talent/ui/components/badge';
import { useTranslation } from 'react-i18next';

/** The kit's badge tones (text 800 on 100: AA contrast): yes green, maybe yellow, no red. */
export const VOTE_TONES: Record<PresentationVote, BadgeTone> = { YES: 'green', MAYBE: 'yellow', NO: 'red' };

/** How many votes of each kind, in the order Yes, Maybe, No; the kinds nobody chose are left out. */
export function voteCounts(votes: readonly ViewerVote[]): { vote: PresentationVote; count: number }[] {
  return PRESENTATION_VOTES.map((vote) => ({
    vote,
    count: votes.filter((entry) => entry.vote === vote).length,
  })).filter((entry) => entry.count > 0);
}

/**
 * The viewers' votes on one applicant at a glance ("Yes 2", "Maybe 1"), and how many viewers played
 * a video: a screen reader hears each as a sentence ("2 viewers voted Yes"). Nothing at all when no
 * one voted or watched, so a list of fresh applicants stays quiet.
 */
export function FeedbackChips({ feedback }: { feedback: ApplicantFeedback | undefined }) {
  const { t } = useTranslation();
  if (!feedback) return null;
  const counts = voteCounts(feedback.votes);
  const watchers = new Set(feedback.plays.map((play) => play.viewerId)).size;
  if (counts.length === 0 && watchers === 0) return null;
  return (
    <ul
      className="flex flex-wrap gap-1.5"
      aria-label={t('presentations.feedback.chipsLabel')}
      data-testid="feedback-chips"
    >
      {counts.map(({ vote, count }) => {
        const label = t(`presentations.feedback.vote.${vote}`);
        return (
          <li key={vote}>
            <Badge tone={VOTE_TONES[vote]} testId={`feedback-chip-${vote}`}>
              <span aria-hidden="true">
                {label} {count}
              </span>
              <span className="sr-only">{t('presentations.feedback.voteCount', { count, vote: label })}</span>
            </Badge>
          </li>
        );
      })}
      {watchers > 0 && (
        <li>
          <Badge tone="gray" testId="feedback-chip-watched">
            <span aria-hidden="true">
              {t('presentations.feedback.watchedChip')} {watchers}
            </span>
            <span className="sr-only">{t('presentations.feedback.watchedCount', { count: watchers })}</span>
          </Badge>
        </li>
      )}
    </ul>
  );
}

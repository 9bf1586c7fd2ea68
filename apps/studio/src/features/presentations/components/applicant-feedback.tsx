import { formatDuration } from '@talent/contract/media-texts';
import type {
  ApplicantFeedback,
  PresentationViewer,
  ViewerPlay,
  ViewerVote,
} from '@talent/contract/presentations';
import { Badge } from '@talent/ui/components/badge';
import { QueryStates } from '@talent/ui/components/load-error';
import { currentLanguage } from '@talent/ui/i18n';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '@/components/profile-sections';
import { formatDateTime } from '@/lib/format-date';
import { useCastingFeedback } from '../api/use-feedback';
import { VOTE_TONES } from './feedback-chips';

/** One viewer's word on one talent: the vote (if any), and the videos played. */
interface ViewerFeedback {
  viewerId: string;
  viewerName: string;
  presentationTitle: string | null;
  vote: ViewerVote | null;
  plays: ViewerPlay[];
}

/**
 * The feedback grouped by viewer: every viewer given (a presentation's, voted or not) in their order,
 * else those who voted, then those who only watched.
 */
export function feedbackByViewer(
  { votes, plays }: Pick<ApplicantFeedback, 'votes' | 'plays'>,
  viewers?: readonly PresentationViewer[],
): ViewerFeedback[] {
  const titles = new Map(votes.map((vote) => [vote.presentationId, vote.presentationTitle]));
  const people = new Map<string, ViewerFeedback>();
  const add = (viewerId: string, viewerName: string, presentationId: string | null) => {
    if (!people.has(viewerId))
      people.set(viewerId, {
        viewerId,
        viewerName,
        presentationTitle: presentationId === null ? null : (titles.get(presentationId) ?? null),
        vote: null,
        plays: [],
      });
  };
  for (const viewer of viewers ?? []) add(viewer.id, viewer.name, null);
  for (const vote of votes) add(vote.viewerId, vote.viewerName, vote.presentationId);
  for (const play of plays) add(play.viewerId, play.viewerName, play.presentationId);
  for (const vote of votes) {
    const person = people.get(vote.viewerId);
    if (person) person.vote = vote;
  }
  for (const play of plays) people.get(play.viewerId)?.plays.push(play);
  return [...people.values()];
}

interface ViewerFeedbackListProps {
  feedback: Pick<ApplicantFeedback, 'votes' | 'plays'>;
  /** A presentation's viewers: each is listed, with "No vote yet" until they vote. */
  viewers?: readonly PresentationViewer[];
  /** Name the presentation of each viewer (the applicant view gathers several). */
  showPresentation?: boolean;
}

/** Per viewer: the vote, the comment and when; then which videos they played, how often, how long. */
export function ViewerFeedbackList({ feedback, viewers, showPresentation = false }: ViewerFeedbackListProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <ul className="divide-y divide-gray-200" data-testid="viewer-feedback-list">
      {feedbackByViewer(feedback, viewers).map((person) => (
        <li
          key={person.viewerId}
          className="space-y-2 py-3 first:pt-0 last:pb-0"
          data-testid="viewer-feedback"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="min-w-0 text-sm break-words">
              <span className="font-semibold text-gray-900">{person.viewerName}</span>
              {showPresentation && person.presentationTitle && (
                <span className="text-gray-600">
                  {' · '}
                  {t('presentations.feedback.inPresentation', { title: person.presentationTitle })}
                </span>
              )}
            </p>
            {person.vote ? (
              <Badge tone={VOTE_TONES[person.vote.vote]} testId="viewer-vote">
                {t(`presentations.feedback.vote.${person.vote.vote}`)}
              </Badge>
            ) : (
              <span className="text-sm text-gray-600" data-testid="viewer-vote">
                {t('presentations.feedback.noVote')}
              </span>
            )}
          </div>
          {person.vote && (
            <p className="text-xs text-gray-600">
              <time dateTime={person.vote.votedAt}>
                {t('presentations.feedback.votedAt', {
                  date: formatDateTime(person.vote.votedAt, language),
                })}
              </time>
            </p>
          )}
          {person.vote?.comment && (
            <blockquote
              className="rounded-lg bg-gray-50 px-3 py-2 text-sm break-words whitespace-pre-line text-gray-800"
              data-testid="viewer-comment"
            >
              <span className="sr-only">{t('presentations.feedback.comment')}: </span>
              {person.vote.comment}
            </blockquote>
          )}
          <WatchRecord plays={person.plays} />
        </li>
      ))}
    </ul>
  );
}

/** The videos one viewer played: how many times each, and the time watched in all (m:ss). */
function WatchRecord({ plays }: { plays: ViewerPlay[] }) {
  const { t } = useTranslation();
  if (plays.length === 0)
    return (
      <p className="text-sm text-gray-600" data-testid="watch-record">
        {t('presentations.feedback.watchedNothing')}
      </p>
    );
  return (
    <div className="text-sm" data-testid="watch-record">
      <p className="font-medium text-gray-800">{t('presentations.feedback.watched')}</p>
      <ul className="mt-1 space-y-1">
        {plays.map((play) => (
          <li key={`${play.presentationId}:${play.videoId}`} className="break-words text-gray-700">
            <span className="text-gray-900">
              {play.videoTitle ?? t('presentations.feedback.untitledVideo')}
            </span>
            {' · '}
            {t('presentations.feedback.plays', { count: play.plays })}
            {' · '}
            {t('presentations.feedback.watchedFor', { duration: formatDuration(play.seconds) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The applicant view's "Producer feedback": what every viewer of every presentation of the casting
 * said of this applicant and watched. It reads the casting's feedback (the applicants list asked for
 * it already, so it is usually there) and asks again every few seconds while open.
 */
export function ApplicantFeedbackPanel({
  castingId,
  applicationId,
}: {
  castingId: string;
  applicationId: string;
}) {
  const { t } = useTranslation();
  const feedback = useCastingFeedback(castingId);
  return (
    <DetailSection id="section-feedback" title={t('presentations.feedback.title')}>
      <QueryStates
        // A refresh that fails keeps what was shown; only a first load that fails says so.
        query={{ ...feedback, isError: feedback.isError && feedback.data === undefined }}
        loadingLabel={t('common.loading')}
        errorMessage={t('presentations.feedback.loadFailed')}
        retryLabel={t('common.retry')}
        errorTestId="feedback-error"
        placeholderClassName="h-16 rounded-lg bg-gray-100"
      >
        {(byApplication) => {
          const mine = byApplication.get(applicationId);
          return mine && (mine.votes.length > 0 || mine.plays.length > 0) ? (
            <ViewerFeedbackList feedback={mine} showPresentation />
          ) : (
            <div data-testid="feedback-empty">
              <p className="text-sm font-medium text-gray-900">{t('presentations.feedback.empty')}</p>
              <p className="mt-1 text-sm text-gray-600">{t('presentations.feedback.emptyText')}</p>
            </div>
          );
        }}
      </QueryStates>
    </DetailSection>
  );
}

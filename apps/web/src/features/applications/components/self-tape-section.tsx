import type { Application } from '@talent/contract/applications';
import type { SelfTapeRequest, SelfTapeState } from '@talent/contract/self-tapes';
import { Badge, type BadgeTone } from '@talent/ui/components/badge';
import { Button } from '@talent/ui/components/button';
import { Paragraphs } from '@talent/ui/components/paragraphs';
import { Spinner } from '@talent/ui/components/spinner';
import { currentLanguage } from '@talent/ui/i18n';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { VideoView } from '@talent/ui/video-upload/video-view';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { SmallButton } from '@/components/small-button';
import { selfTapeRequestsQueryOptions } from '@/lib/application-self-tapes';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { videoMessages } from '@/lib/video-messages';
import { deadlinePassed, displayedState, timeLeft, useNow } from './self-tape-deadline';

// The answer (choose, upload or film a video) brings the uploader and the contract's media rules:
// a chunk of its own, fetched only for a request that can still be answered.
const SelfTapeAnswerForm = lazy(() => import('./self-tape-answer-form'));

const STATE_TONES: Record<SelfTapeState, BadgeTone> = { OPEN: 'yellow', SUBMITTED: 'green', MISSED: 'red' };

/**
 * The casting team's self-tape requests for this application (DESIGN §9): what to film, by when,
 * how it stands; an open one is answered here with one of the profile's videos (own or the child's).
 */
export function SelfTapeSection({
  application,
}: {
  application: Pick<Application, 'id' | 'childId' | 'casting'>;
}) {
  const { t } = useTranslation();
  const requests = useQuery(selfTapeRequestsQueryOptions(application.id));
  const now = useNow();

  return (
    <SectionCard id="application-self-tapes" title={t('applications.selfTape.title')}>
      {requests.isPending && <Spinner label={t('applications.selfTape.loading')} className="py-6" />}
      {requests.isError && (
        <div data-testid="self-tapes-error" className="space-y-3">
          <p role="alert" className="text-sm text-red-800">
            {t('applications.selfTape.loadFailed')}
          </p>
          <Button onClick={() => void requests.refetch()}>{t('applications.selfTape.retry')}</Button>
        </div>
      )}
      {requests.isSuccess && requests.data.length === 0 && (
        <div data-testid="self-tapes-empty" className="text-sm text-gray-700">
          <p className="font-medium text-gray-900">{t('applications.selfTape.empty')}</p>
          <p className="mt-1">{t('applications.selfTape.emptyText')}</p>
        </div>
      )}
      {requests.isSuccess && requests.data.length > 0 && (
        <ul className="space-y-4">
          {requests.data.map((request) => (
            <li key={request.id}>
              <SelfTapeRequestCard
                request={request}
                childId={application.childId}
                castingTitle={application.casting?.title || t('applications.unknownCasting')}
                now={now}
              />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function SelfTapeRequestCard({
  request,
  childId,
  castingTitle,
  now,
}: {
  request: SelfTapeRequest;
  childId: string | null;
  castingTitle: string;
  now: number;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const language = currentLanguage();
  const state = displayedState(request, now);
  const late = deadlinePassed(request, now);
  const [replacing, setReplacing] = useState(false);
  // The server's refusal of a late answer, kept here: the form it came from is gone once the request reads MISSED.
  const [refusal, setRefusal] = useState<string | null>(null);
  const answering = !late && (state === 'OPEN' || replacing);

  return (
    <article
      aria-labelledby={titleId}
      data-testid="self-tape-request"
      data-state={state}
      className="space-y-4 rounded-xl p-4 ring-1 ring-gray-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-gray-900">
          {t('applications.selfTape.requestTitle', {
            date: formatDate(new Date(request.createdAt), language),
          })}
        </h3>
        <Badge tone={STATE_TONES[state]} testId="self-tape-state">
          {t(`applications.selfTape.state.${state}`)}
        </Badge>
      </div>

      <div>
        <h4 className="mb-1 text-sm font-medium text-gray-700">{t('applications.selfTape.instructions')}</h4>
        <Paragraphs text={request.instructions} />
      </div>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-600">{t('applications.selfTape.deadline')}</dt>
          <dd className="font-medium text-gray-900" data-testid="self-tape-deadline">
            <time dateTime={request.deadline}>{formatDateTime(request.deadline, language)}</time>
          </dd>
        </div>
        {state === 'OPEN' && (
          <div>
            <dt className="text-gray-600">{t('applications.selfTape.timeLeft')}</dt>
            <dd className="font-medium text-gray-900" data-testid="self-tape-time-left">
              {timeLeft(request.deadline, now, language)}
            </dd>
          </div>
        )}
        {request.submittedAt && (
          <div>
            <dt className="text-gray-600">{t('applications.selfTape.submittedAt')}</dt>
            <dd className="font-medium text-gray-900">
              <time dateTime={request.submittedAt}>{formatDateTime(request.submittedAt, language)}</time>
            </dd>
          </div>
        )}
      </dl>

      {state === 'MISSED' && (
        <p data-testid="self-tape-deadline-passed" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refusal ?? t('applications.selfTape.messages.deadlinePassed')}
        </p>
      )}

      {request.video && (
        <div className="space-y-2">
          <h4 className="text-sm font-medium text-gray-700">{t('applications.selfTape.yourTape')}</h4>
          <div className="max-w-xl">
            <VideoView
              video={request.video}
              name={request.video.title || t('applications.selfTape.yourTape')}
              messages={videoMessages}
            />
          </div>
          {request.video.title && <p className="text-sm text-gray-800">{request.video.title}</p>}
        </div>
      )}

      {state === 'SUBMITTED' && !late && !replacing && (
        <SmallButton onClick={() => setReplacing(true)} data-testid="self-tape-replace">
          {t('applications.selfTape.replace')}
        </SmallButton>
      )}

      {answering && (
        // The studio (camera, teleprompter, reader, trim) is a page of its own: only a link here. Once
        // the talent chose to replace a sent self-tape, the studio records the new one too.
        <Link
          to={`/self-tape?application=${encodeURIComponent(request.applicationId)}&request=${encodeURIComponent(request.id)}`}
          data-testid="self-tape-studio-link"
          className={secondaryButtonClassName}
        >
          {t('applications.selfTape.studio')}
        </Link>
      )}

      {answering && (
        <Suspense fallback={<Spinner label={t('applications.selfTape.loading')} className="py-6" />}>
          <SelfTapeAnswerForm
            request={request}
            childId={childId}
            castingTitle={castingTitle}
            onSent={() => setReplacing(false)}
            onRefused={setRefusal}
            onKeep={replacing ? () => setReplacing(false) : undefined}
          />
        </Suspense>
      )}
    </article>
  );
}

import type { PresentationFeedback } from '@talent/contract/presentations';
import { BackLink } from '@talent/ui/components/back-link';
import { PageHeader } from '@talent/ui/components/page-header';
import { Spinner } from '@talent/ui/components/spinner';
import { currentLanguage } from '@talent/ui/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailLoadError } from '@/components/detail-load-error';
import { DetailSection } from '@/components/profile-sections';
import { TalentPhoto } from '@/components/talent-photo';
import { formatDateTime } from '@/lib/format-date';
import { usePresentationFeedback } from '../api/use-feedback';
import { ViewerFeedbackList } from './applicant-feedback';
import { FeedbackChips } from './feedback-chips';
import { PresentationStateBadge } from './presentation-state-badge';

/**
 * One presentation's votes and views (`/presentations/{id}`): the link's state, who opened it, and per
 * talent what every viewer voted, said and watched. It asks again every few seconds while open, so a
 * producer's vote from a phone shows here within seconds.
 */
export function PresentationFeedbackPage({ presentationId }: { presentationId: string }) {
  const { t } = useTranslation();
  const feedback = usePresentationFeedback(presentationId);

  if (feedback.isPending) return <Spinner label={t('common.loading')} className="py-24" />;
  if (!feedback.data)
    return (
      <DetailLoadError
        back={<BackLink to="/castings">{t('presentations.feedback.page.backToCastings')}</BackLink>}
        error={feedback.error}
        notFound={t('presentations.feedback.page.notFound')}
        loadFailed={t('presentations.feedback.page.loadFailed')}
        onRetry={() => void feedback.refetch()}
        testId="presentation-feedback-error"
      />
    );

  const { presentation, viewers, talents } = feedback.data;
  return (
    <div className="space-y-5" data-testid="presentation-feedback">
      <BackLink to={`/castings/${encodeURIComponent(presentation.castingId)}/presentations`}>
        {t('presentations.feedback.page.back')}
      </BackLink>
      <PageHeader
        title={<span className="break-words">{presentation.title}</span>}
        subtitle={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="presentation-summary">
            <PresentationStateBadge presentation={presentation} />
            <span aria-hidden="true">·</span>
            <span>
              {t(
                presentation.hasPassword
                  ? 'presentations.feedback.page.withPassword'
                  : 'presentations.feedback.page.withoutPassword',
              )}
            </span>
          </span>
        }
      />
      <p className="text-sm text-gray-600">{t('presentations.feedback.page.live')}</p>
      {feedback.isError && (
        // The last answer stays on screen; the next ask comes by itself.
        <p role="status" className="rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900">
          {t('presentations.feedback.page.refreshFailed')}
        </p>
      )}

      <div className="grid gap-5 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <ViewersSection viewers={viewers} />
        <section aria-labelledby="presented-talents" className="min-w-0 space-y-3">
          <h2 id="presented-talents" className="text-lg font-semibold text-gray-900">
            {t('presentations.feedback.page.talents')}
          </h2>
          <ul className="space-y-4">
            {talents.map((talent) => (
              <li key={talent.applicationId}>
                <TalentFeedback castingId={presentation.castingId} talent={talent} viewers={viewers} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

/** Who opened the link: each viewer's name, when first and when last. */
function ViewersSection({ viewers }: { viewers: PresentationFeedback['viewers'] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <DetailSection id="presentation-viewers" title={t('presentations.feedback.page.viewers')}>
      {viewers.length === 0 ? (
        <p className="text-sm text-gray-600">{t('presentations.feedback.page.viewersEmpty')}</p>
      ) : (
        <ul className="divide-y divide-gray-200 text-sm">
          {viewers.map((viewer) => (
            <li key={viewer.id} className="py-2 first:pt-0 last:pb-0">
              <p className="font-semibold break-words text-gray-900">{viewer.name}</p>
              <dl className="text-xs text-gray-600">
                {(
                  [
                    ['firstSeen', viewer.firstSeenAt],
                    ['lastSeen', viewer.lastSeenAt],
                  ] as const
                ).map(([term, at]) => (
                  <div key={term} className="flex flex-wrap gap-x-1">
                    <dt>{t(`presentations.feedback.page.${term}`)}</dt>
                    <dd>
                      <time dateTime={at}>{formatDateTime(at, language)}</time>
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

/** One talent presented: who it is (to the application), the votes at a glance, then each viewer's word. */
function TalentFeedback({
  castingId,
  talent,
  viewers,
}: {
  castingId: string;
  talent: PresentationFeedback['talents'][number];
  viewers: PresentationFeedback['viewers'];
}) {
  const { t } = useTranslation();
  const headingId = `talent-${talent.applicationId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5"
      data-testid="presented-talent"
    >
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <TalentPhoto
          url={null}
          thumbnailUrl={talent.photoThumbnailUrl}
          sizes="48px"
          className="size-12 shrink-0 rounded-full"
        />
        <h3 id={headingId} className="min-w-0 text-base font-semibold break-words text-gray-900">
          <Link
            to={`/castings/${encodeURIComponent(castingId)}/applicants/${encodeURIComponent(talent.applicationId)}`}
            className="rounded-sm hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
          >
            {talent.firstName}
          </Link>
        </h3>
        <FeedbackChips feedback={talent} />
      </div>
      {viewers.length === 0 && talent.votes.length === 0 ? (
        <p className="text-sm text-gray-600">{t('presentations.feedback.empty')}</p>
      ) : (
        <ViewerFeedbackList feedback={talent} viewers={viewers} />
      )}
    </article>
  );
}

import type { Application } from '@talent/contract/applications';
import { BackLink } from '@talent/ui/components/back-link';
import { CoverImage } from '@talent/ui/components/cover-image';
import { Paragraphs } from '@talent/ui/components/paragraphs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { useApplicationHeading } from './application-dates';
import { ApplicationForChild } from './application-for-child';
import { ApplicationStatusBadge } from './application-status-badge';
import { StatusTimeline } from './status-timeline';

interface ApplicationDetailProps {
  application: Application;
  /** The casting's facts grid, composed by the route from the castings feature. */
  facts: ReactNode;
  /** The self-tape requests (they load on their own), first in the main column: they have deadlines. */
  selfTapes?: ReactNode;
  /** An accepted minor's checklist (HG 75/2015), first: it has deadlines before the work starts. */
  checklist?: ReactNode;
  /** The conversation with the casting's people (the messages feature's, composed by the route). */
  messages?: ReactNode;
}

/**
 * Application detail (§2): the casting applied to, the application's dates, its self-tape requests
 * and its status history.
 */
export function ApplicationDetail({
  application,
  facts,
  selfTapes,
  checklist,
  messages,
}: ApplicationDetailProps) {
  const { t } = useTranslation();
  const { casting } = application;
  const { title, applied, updated } = useApplicationHeading(application);

  return (
    <article className="space-y-6">
      <BackLink to="/my-applications">{t('applications.detail.back')}</BackLink>

      {casting?.coverPhoto && (
        <CoverImage
          src={casting.coverPhoto.displayUrl}
          alt={t('castings.card.coverAlt', { title })}
          title={title}
          width={1600}
          height={900}
          priority
          className="aspect-[16/7] w-full rounded-2xl"
        />
      )}

      <div
        className={`space-y-3 ${casting?.coverPhoto ? '' : 'rounded-2xl bg-indigo-50 p-5 ring-1 ring-indigo-100 sm:p-6'}`}
        data-testid="application-header"
      >
        <div className="flex flex-wrap items-center gap-2">
          <ApplicationStatusBadge status={application.status} />
          <ApplicationForChild application={application} />
          {casting && (
            <span className="text-xs font-medium tracking-wide text-indigo-800 uppercase">
              {t(`castings.projectType.${casting.projectType}`, { defaultValue: casting.projectType })}
            </span>
          )}
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words text-gray-900 sm:text-3xl">{title}</h1>
        {casting && <p className="max-w-3xl text-lg text-gray-700">{casting.shortDescription}</p>}
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div data-testid="application-applied-at">
            <dt className="text-gray-600">{t('applications.detail.appliedAt')}</dt>
            <dd className="font-medium text-gray-900">{applied}</dd>
          </div>
          {updated && (
            <div data-testid="application-updated-at">
              <dt className="text-gray-600">{t('applications.detail.updatedAt')}</dt>
              <dd className="font-medium text-gray-900">{updated}</dd>
            </div>
          )}
          {application.talentName && (
            <div>
              <dt className="text-gray-600">{t('applications.detail.applicant')}</dt>
              <dd className="font-medium text-gray-900">{application.talentName}</dd>
            </div>
          )}
        </dl>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {checklist}
          {selfTapes}
          {messages}
          {casting && (
            <SectionCard id="application-casting-details" title={t('applications.detail.details')}>
              {facts}
            </SectionCard>
          )}
          {casting?.description && (
            <SectionCard id="application-casting-description" title={t('applications.detail.description')}>
              <Paragraphs text={casting.description} />
            </SectionCard>
          )}
          {application.message && (
            <SectionCard id="application-message" title={t('applications.detail.yourMessage')}>
              <Paragraphs text={application.message} />
            </SectionCard>
          )}
        </div>
        <div>
          <StatusTimeline application={application} />
        </div>
      </div>
    </article>
  );
}

import type { Application } from '@talent/contract/applications';
import { currentLanguage } from '@talent/ui/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { formatDateTime } from '@/lib/format-date';
import { isKnownApplicationStatus } from './application-status-badge';

type TimelineSource = Pick<Application, 'status' | 'appliedAt' | 'updatedAt' | 'statusHistory'>;

/**
 * The steps an application went through, oldest first. Without a recorded history (data older
 * than the history) it is told from what is known: submitted, then the current status.
 */
export function timelineSteps(application: TimelineSource): Application['statusHistory'] {
  if (application.statusHistory.length > 0) {
    return [...application.statusHistory].sort(
      (a, b) => new Date(a.changedAt).getTime() - new Date(b.changedAt).getTime(),
    );
  }
  const steps: Application['statusHistory'] = [
    { status: 'PENDING', changedAt: application.appliedAt, message: null },
  ];
  if (application.status !== 'PENDING') {
    steps.push({ status: application.status, changedAt: application.updatedAt, message: null });
  }
  return steps;
}

/** When the application was reviewed, shortlisted, decided: the talent always knows where it stands. */
export function StatusTimeline({ application }: { application: TimelineSource }) {
  const { t } = useTranslation();
  const headingId = useId();
  const language = currentLanguage();
  const steps = timelineSteps(application);
  const currentIndex = steps.length - 1;

  return (
    <SectionCard id={headingId} title={t('applications.detail.history')}>
      <ol aria-labelledby={headingId} data-testid="status-timeline" className="relative space-y-6">
        {steps.map((step, index) => {
          const current = index === currentIndex;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a status may recur; the order is fixed
              key={`${step.status}-${index}`}
              data-testid="status-timeline-item"
              data-status={step.status}
              aria-current={current ? 'step' : undefined}
              className="relative flex gap-3"
            >
              {index < currentIndex && (
                <span
                  aria-hidden="true"
                  className="absolute top-5 bottom-[-1.5rem] left-[0.6875rem] w-0.5 bg-indigo-200"
                />
              )}
              <span
                aria-hidden="true"
                className={`relative mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ring-4 ring-white ${
                  current ? 'bg-indigo-700' : 'bg-indigo-200'
                }`}
              >
                <span className={`size-2 rounded-full ${current ? 'bg-white' : 'bg-indigo-700'}`} />
              </span>
              <div className="min-w-0">
                <p className="font-medium text-gray-900">
                  {isKnownApplicationStatus(step.status)
                    ? t(`applications.timelineStep.${step.status}`)
                    : step.status}
                  {current && (
                    <span className="ml-2 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-800 ring-1 ring-indigo-200 ring-inset">
                      {t('applications.detail.current')}
                    </span>
                  )}
                </p>
                <p className="text-sm text-gray-600">
                  <time dateTime={step.changedAt}>{formatDateTime(step.changedAt, language)}</time>
                </p>
                {step.message && (
                  <figure className="mt-2 rounded-md bg-gray-50 p-3 ring-1 ring-gray-200 ring-inset">
                    <figcaption className="text-xs font-semibold text-gray-700">
                      {t('applications.detail.castingMessage')}
                    </figcaption>
                    <blockquote
                      data-testid="status-timeline-message"
                      className="mt-1 whitespace-pre-line break-words text-sm text-gray-900"
                    >
                      {step.message}
                    </blockquote>
                  </figure>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}

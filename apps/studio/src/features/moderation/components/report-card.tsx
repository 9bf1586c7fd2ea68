import type { ModerationAction } from '@talent/contract/message-limits';
import type { Report } from '@talent/contract/messages';
import { Badge } from '@talent/ui/components/badge';
import { currentLanguage } from '@talent/ui/i18n';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { type Fact, FactList } from '@/components/fact-list';
import { formatDateTime } from '@/lib/format-date';
import { actionsFor } from './report-actions';

interface ReportCardProps {
  report: Report;
  /** True while a decision on this report is being sent. */
  busy: boolean;
  onAction: (report: Report, action: ModerationAction) => void;
}

/** One report: what was reported and where it stands, why, by whom, and the decisions that fit it. */
export function ReportCard({ report, busy, onAction }: ReportCardProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const { target } = report;
  /** A status word the locale knows, else the server's own. */
  const statusWord = (key: string, status: string) =>
    i18n.exists(key) ? t(key as 'common.loading') : status;
  const withStatus = (name: string | null, status: string | null, prefix: string) =>
    name
      ? status
        ? t('moderation.reports.withStatus', { name, status: statusWord(`${prefix}.${status}`, status) })
        : name
      : null;

  const facts: (Fact | null)[] = [
    [t('moderation.reports.facts.reason'), t(`moderation.reports.reason.${report.reason}`)],
    report.targetType === 'MESSAGE'
      ? [
          t('moderation.reports.facts.message'),
          withStatus(`“${target.label}”`, target.messageStatus, 'moderation.reports.messageStatus'),
        ]
      : null,
    [
      t('moderation.reports.facts.casting'),
      withStatus(target.castingTitle, target.castingStatus, 'castings.status'),
    ],
    [
      t('moderation.reports.facts.company'),
      withStatus(target.companyName, target.clientStatus, 'clients.status'),
    ],
    [t('moderation.reports.facts.reporter'), `${report.reporter.name} (${report.reporter.email})`],
    [t('moderation.reports.facts.when'), formatDateTime(report.createdAt, language)],
    report.action
      ? [t('moderation.reports.facts.decision'), t(`moderation.reports.action.${report.action}`)]
      : null,
    report.note ? [t('moderation.reports.facts.note'), report.note] : null,
    report.resolvedAt
      ? [t('moderation.reports.facts.resolvedAt'), formatDateTime(report.resolvedAt, language)]
      : null,
  ];
  const headingId = `report-${report.id}`;
  const targetName = `${t(`moderation.reports.target.${report.targetType}`)} ${target.label}`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="report-card"
      className="rounded-2xl bg-white p-5 ring-1 ring-gray-200"
    >
      <div className="flex flex-wrap items-start gap-2">
        <Badge tone={report.reason === 'MINOR_SAFETY' || report.reason === 'SCAM' ? 'red' : 'orange'}>
          {t(`moderation.reports.target.${report.targetType}`)}
        </Badge>
        <h2 id={headingId} className="min-w-0 flex-1 text-base font-semibold break-words text-gray-900">
          {target.label}
        </h2>
      </div>
      {report.details && (
        <p className="mt-3 rounded-lg bg-gray-50 p-3 text-sm break-words whitespace-pre-line text-gray-800">
          <span className="font-medium">{t('moderation.reports.facts.details')}: </span>
          {report.details}
        </p>
      )}
      <FactList facts={facts} className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3" />
      {report.status === 'OPEN' && (
        <div className="mt-4 flex flex-wrap gap-2" data-testid="report-actions">
          {actionsFor(report).map((action) => (
            <button
              key={action}
              type="button"
              disabled={busy}
              onClick={() => onAction(report, action)}
              aria-label={t('moderation.reports.actionLabel', {
                action: t(`moderation.reports.action.${action}`),
                target: targetName,
              })}
              className={`${secondaryButtonClassName} py-2 ${action === 'DISMISS' ? '' : 'text-red-800'}`}
            >
              {t(`moderation.reports.action.${action}`)}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}

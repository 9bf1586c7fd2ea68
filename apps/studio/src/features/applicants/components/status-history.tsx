import type { ApplicantDetail } from '@talent/contract/studio';
import { currentLanguage } from '@talent/ui/i18n';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { ApplicantStatusBadge } from './applicant-status-badge';

/** Every move, newest first, with who made it and what the talent was told. */
export function StatusHistory({ history }: { history: ApplicantDetail['statusHistory'] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const moves = [...history].reverse();
  return (
    <ol className="space-y-3" data-testid="status-history">
      {moves.map((move) => (
        <li key={`${move.changedAt}-${move.status}`} className="border-l-2 border-gray-200 pl-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <ApplicantStatusBadge status={move.status} />
            <time dateTime={move.changedAt} className="text-gray-600">
              {formatDateTime(move.changedAt, language)}
            </time>
          </div>
          <p className="mt-1 text-gray-700">
            {move.changedBy
              ? t('applicants.history.by', { name: move.changedBy })
              : t('applicants.history.byTalent')}
          </p>
          {move.message && (
            <blockquote className="mt-1 rounded-lg bg-gray-50 p-2 break-words whitespace-pre-line text-gray-900">
              {move.message}
            </blockquote>
          )}
        </li>
      ))}
    </ol>
  );
}

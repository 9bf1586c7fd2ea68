import { currentLanguage } from '@talent/ui/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkboxClassName } from '@/components/select-all-box';
import { TalentPhoto } from '@/components/talent-photo';
import { formatDay } from '../format-day';
import { applicantFacts } from './applicant-facts';
import type { ApplicantListViewProps } from './applicant-grid';
import { applicantName, MinorContact } from './applicant-name';
import { ApplicantStatusBadge } from './applicant-status-badge';

/** The same applicants in rows; the table scrolls inside its own box on a narrow screen. */
export function ApplicantTable({
  applicants,
  selected,
  onToggle,
  detailHref,
  extras,
}: ApplicantListViewProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const header = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase';
  return (
    // A labelled region that scrolls sideways on its own (browsers let the keyboard scroll it too).
    <section
      className="overflow-x-auto rounded-2xl bg-white ring-1 ring-gray-200 focus-visible:outline-2 focus-visible:outline-indigo-700"
      aria-label={t('applicants.tableLabel')}
    >
      <table className="min-w-full divide-y divide-gray-200 text-sm" data-testid="applicant-table">
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={header}>
              <span className="sr-only">{t('applicants.columns.select')}</span>
            </th>
            <th scope="col" className={header}>
              <span className="sr-only">{t('applicants.columns.photo')}</span>
            </th>
            <th scope="col" className={header}>
              {t('applicants.columns.name')}
            </th>
            <th scope="col" className={header}>
              {t('applicants.columns.age')}
            </th>
            <th scope="col" className={header}>
              {t('applicants.columns.city')}
            </th>
            <th scope="col" className={header}>
              {t('applicants.columns.height')}
            </th>
            <th scope="col" className={header}>
              {t('applicants.columns.categories')}
            </th>
            <th scope="col" className={header}>
              {t('applicants.columns.status')}
            </th>
            <th scope="col" className={header}>
              {t('applicants.columns.appliedAt')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {applicants.map((applicant) => {
            const name = applicantName(applicant);
            const facts = applicantFacts(t, applicant.talent);
            return (
              <tr
                key={applicant.id}
                data-testid="applicant-row"
                className={selected.has(applicant.id) ? 'bg-indigo-50' : undefined}
              >
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    checked={selected.has(applicant.id)}
                    onChange={() => onToggle(applicant.id)}
                    aria-label={t('applicants.select.one', { name })}
                    className={checkboxClassName}
                  />
                </td>
                <td className="px-3 py-2">
                  <TalentPhoto
                    url={applicant.talent.photoUrl}
                    thumbnailUrl={applicant.talent.photoThumbnailUrl}
                    sizes="40px"
                    className="size-10 rounded-full"
                  />
                </td>
                <td className="min-w-40 px-3 py-2">
                  <Link
                    to={detailHref(applicant.id)}
                    className="rounded-sm font-medium text-gray-900 hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
                  >
                    {name}
                  </Link>
                  {applicant.isMinor && (
                    <div className="mt-1">
                      <MinorContact guardian={applicant.guardian} />
                    </div>
                  )}
                  {extras && <div className="mt-1.5 empty:hidden">{extras(applicant)}</div>}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{facts.age}</td>
                <td className="px-3 py-2 whitespace-nowrap">{facts.city}</td>
                <td className="px-3 py-2 whitespace-nowrap">{facts.height}</td>
                <td className="min-w-40 px-3 py-2 text-gray-700">{facts.categories}</td>
                <td className="px-3 py-2">
                  <ApplicantStatusBadge status={applicant.status} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={applicant.appliedAt}>{formatDay(applicant.appliedAt, language)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

import type { Applicant } from '@talent/contract/studio';
import { currentLanguage } from '@talent/ui/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkboxClassName } from '@/components/select-all-box';
import { TalentPhoto } from '@/components/talent-photo';
import { formatDay } from '../format-day';
import { applicantFacts } from './applicant-facts';
import { applicantName, MinorContact } from './applicant-name';
import { ApplicantStatusBadge } from './applicant-status-badge';

export interface ApplicantListViewProps {
  applicants: Applicant[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Where an applicant opens, carrying the list's query for next and previous. */
  detailHref: (id: string) => string;
  /** What the app shows beside each applicant (the producers' votes of the presentations). */
  extras?: ((applicant: Applicant) => ReactNode) | undefined;
}

/** A card's width in the grid below: half the screen, a third from md, 264 px from lg. */
const CARD_SIZES = '(min-width: 1024px) 264px, (min-width: 768px) 33vw, 50vw';

/** Cards: the photo first, as a casting director scans faces before names. */
export function ApplicantGrid({
  applicants,
  selected,
  onToggle,
  detailHref,
  extras,
}: ApplicantListViewProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
      data-testid="applicant-grid"
    >
      {applicants.map((applicant) => {
        const name = applicantName(applicant);
        const facts = applicantFacts(t, applicant.talent);
        return (
          <li key={applicant.id}>
            <article
              data-testid="applicant-card"
              className={`relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ${
                selected.has(applicant.id) ? 'ring-2 ring-indigo-700' : 'ring-gray-200'
              }`}
            >
              <TalentPhoto
                url={applicant.talent.photoUrl}
                thumbnailUrl={applicant.talent.photoThumbnailUrl}
                sizes={CARD_SIZES}
                className="aspect-[3/4] w-full"
              />
              <label className="absolute top-2 left-2 flex rounded-md bg-white/90 p-1.5 shadow-sm">
                <input
                  type="checkbox"
                  checked={selected.has(applicant.id)}
                  onChange={() => onToggle(applicant.id)}
                  className={checkboxClassName}
                />
                <span className="sr-only">{t('applicants.select.one', { name })}</span>
              </label>
              <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
                <h2 className="text-base font-semibold break-words text-gray-900">
                  <Link
                    to={detailHref(applicant.id)}
                    className="rounded-sm after:absolute after:inset-x-0 after:top-12 after:bottom-0 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
                  >
                    {name}
                  </Link>
                </h2>
                {applicant.isMinor && <MinorContact guardian={applicant.guardian} />}
                <p className="text-sm text-gray-700">
                  {facts.age} · {facts.city} · {facts.height}
                </p>
                <p className="text-xs break-words text-gray-600">{facts.categories}</p>
                {extras?.(applicant)}
                <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
                  <ApplicantStatusBadge status={applicant.status} />
                  <span className="text-xs text-gray-600">
                    <span className="sr-only">{t('applicants.columns.appliedAt')}: </span>
                    <time dateTime={applicant.appliedAt}>{formatDay(applicant.appliedAt, language)}</time>
                  </span>
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

import type { TalentCard as Card } from '@talent/contract/directory';
import { Badge } from '@talent/ui/components/badge';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkboxClassName } from '@/components/select-all-box';
import { TalentPhoto } from '@/components/talent-photo';

/** Half the screen on a phone, a third from md, a quarter from lg. */
const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/** A directory card, or a list's member (which has no height, categories or video flag). */
type CardTalent = Pick<Card, 'profileId' | 'firstName' | 'age' | 'city' | 'photoUrl' | 'isMinor'> &
  Partial<Pick<Card, 'heightCm' | 'categories' | 'hasVideo'>>;

interface TalentCardsProps {
  talents: readonly CardTalent[];
  selected: ReadonlySet<string>;
  onToggle: (profileId: string) => void;
  /** Something to do with one talent under its facts (remove it from a list). */
  action?: (profileId: string, firstName: string) => ReactNode;
  /** Where the talent's page leads back to (this search, this list). */
  backTo: string;
}

/**
 * The directory's cards (and a list's): photo, first name, age, city, height and categories; a tick
 * to select, the name opens the talent. Never a contact detail, a child never by surname (§10).
 */
export function TalentCards({ talents, selected, onToggle, action, backTo }: TalentCardsProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4" data-testid="talent-grid">
      {talents.map((talent) => {
        const checked = selected.has(talent.profileId);
        const facts = [
          talent.age === null ? null : t('applicants.years', { count: talent.age }),
          talent.city,
          talent.heightCm == null ? null : t('applicants.cm', { value: talent.heightCm }),
        ].filter(Boolean);
        return (
          <li
            key={talent.profileId}
            data-testid="talent-card"
            className={`relative flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ${checked ? 'ring-2 ring-indigo-700' : 'ring-gray-200'}`}
          >
            <TalentPhoto
              url={null}
              thumbnailUrl={talent.photoUrl}
              sizes={CARD_SIZES}
              className="aspect-[3/4] w-full"
            />
            <label className="absolute top-2 left-2 flex rounded-md bg-white/90 p-1.5 shadow-sm">
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onToggle(talent.profileId)}
                className={checkboxClassName}
              />
              <span className="sr-only">{t('directory.card.select', { name: talent.firstName })}</span>
            </label>
            <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
              <h2 className="text-base font-semibold break-words text-gray-900">
                <Link
                  to={`/talents/${encodeURIComponent(talent.profileId)}`}
                  state={{ backTo }}
                  className="rounded-sm hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
                >
                  {talent.firstName}
                </Link>
              </h2>
              {facts.length > 0 && <p className="text-sm text-gray-700">{facts.join(' · ')}</p>}
              {talent.categories && talent.categories.length > 0 && (
                <p className="text-xs break-words text-gray-600">
                  {talent.categories.map((category) => t(`applicants.categories.${category}`)).join(', ')}
                </p>
              )}
              {(talent.isMinor || talent.hasVideo) && (
                <p className="flex flex-wrap gap-1.5">
                  {talent.isMinor && <Badge tone="yellow">{t('directory.card.minor')}</Badge>}
                  {talent.hasVideo && <Badge tone="gray">{t('directory.card.video')}</Badge>}
                </p>
              )}
              {action && <div className="mt-auto pt-2">{action(talent.profileId, talent.firstName)}</div>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

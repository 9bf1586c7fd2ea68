import type { Child } from '@talent/contract/children';
import { Button } from '@talent/ui/components/button';
import { currentLanguage } from '@talent/ui/i18n';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '@/lib/format-date';
import { childAge, childName } from '../child-name';
import { ChildDirectorySwitch } from './child-directory-switch';

interface ChildCardProps {
  child: Child;
  onDelete: (child: Child) => void;
  deleting: boolean;
}

/** One child of 'Copiii mei' (§2): who, how old, and the ways to their profile, details and delete. */
export function ChildCard({ child, onDelete, deleting }: ChildCardProps) {
  const { t } = useTranslation();
  const name = childName(child);
  const age = childAge(child);
  const headingId = `child-${child.id}-name`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="child-card"
      aria-busy={deleting || undefined}
      className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <div className="flex items-center gap-4">
        {child.profilePhotoUrl ? (
          <img
            src={child.profilePhotoUrl}
            alt={t('children.card.photoAlt', { name })}
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xl font-semibold text-indigo-800"
          >
            {child.firstName.charAt(0).toUpperCase()}
          </span>
        )}
        <h2
          id={headingId}
          className="min-w-0 text-lg font-semibold break-words text-gray-900"
          data-testid="child-name"
        >
          {name}
        </h2>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">{t('children.card.age')}</dt>
        <dd className="font-medium text-gray-900" data-testid="child-age">
          {age === null
            ? '—'
            : age === 1
              ? t('children.card.ageOne')
              : t('children.card.ageOther', { count: age })}
        </dd>
        <dt className="text-gray-600">{t('children.card.gender')}</dt>
        <dd className="font-medium text-gray-900" data-testid="child-gender">
          {t(`children.gender.${child.gender}`)}
        </dd>
        <dt className="text-gray-600">{t('children.card.dateOfBirth')}</dt>
        <dd className="font-medium text-gray-900" data-testid="child-date-of-birth">
          {formatCalendarDate(child.dateOfBirth.slice(0, 10), currentLanguage(), { dateStyle: 'short' })}
        </dd>
      </dl>
      <div className="mt-4 border-t border-gray-100 pt-4">
        <ChildDirectorySwitch child={child} name={name} />
      </div>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link
          to={`/children/${encodeURIComponent(child.id)}/talent-profile`}
          aria-label={t('children.card.viewProfileOf', { name })}
          data-testid="child-view-profile"
          className={secondaryButtonClassName}
        >
          {t('children.card.viewProfile')}
        </Link>
        <Link
          to={`/children/${encodeURIComponent(child.id)}/edit`}
          aria-label={t('children.card.editOf', { name })}
          data-testid="child-edit"
          className={secondaryButtonClassName}
        >
          {t('children.card.edit')}
        </Link>
        <Button
          variant="danger"
          onClick={() => onDelete(child)}
          disabled={deleting}
          aria-label={t('children.card.deleteOf', { name })}
          data-testid="child-delete"
        >
          {t('children.card.delete')}
        </Button>
      </div>
    </article>
  );
}

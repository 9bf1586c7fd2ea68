import type { AuditionDayEntry } from '@talent/contract/auditions';
import { Badge } from '@talent/ui/components/badge';
import { secondaryButtonClassName, textLinkClassName } from '@talent/ui/link-styles';
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TalentPhoto } from '@/components/talent-photo';
import { AuditionStatusBadge } from './audition-status-badge';

export type CheckInStatus = 'ATTENDED' | 'NO_SHOW';

/** The two check-ins, each with its button's text and the key that does the same. */
const CHECK_INS = [
  { status: 'ATTENDED', text: 'arrived', key: 'A' },
  { status: 'NO_SHOW', text: 'noShow', key: 'N' },
] as const;

/** The keys a focused row answers, as `aria-keyshortcuts` names them. */
export const ROW_KEYS = 'A N ArrowUp ArrowDown';

/** A minor is shown by first name only (DESIGN §10), whatever the answer holds. */
export function dayEntryName(entry: AuditionDayEntry): string {
  return entry.isMinor || !entry.lastName ? entry.firstName : `${entry.firstName} ${entry.lastName}`;
}

interface AuditionDayRowProps {
  entry: AuditionDayEntry;
  /** Why the last check-in of this row was refused, in the active language. */
  error: string | undefined;
  onCheckIn: (status: CheckInStatus) => void;
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void;
}

/**
 * One booked talent on the day sheet: reachable by Tab as a whole (its keys act on it), with the photo,
 * the name, how to reach them (a minor's guardian) and the check-in buttons.
 */
export function AuditionDayRow({ entry, error, onCheckIn, onKeyDown }: AuditionDayRowProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const name = dayEntryName(entry);
  const { contact } = entry;
  return (
    <li
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the row takes focus so its keys (A, N, ↑, ↓) act on it
      tabIndex={0}
      data-day-row=""
      data-testid="day-row"
      aria-labelledby={nameId}
      aria-keyshortcuts={ROW_KEYS}
      onKeyDown={onKeyDown}
      className="audition-day-row flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
    >
      <TalentPhoto
        url={entry.photoUrl}
        thumbnailUrl={entry.photoUrl}
        sizes="48px"
        alt={name}
        className="audition-day-photo size-12 shrink-0 rounded-full"
      />
      <div className="min-w-0 flex-1 basis-48">
        <p
          id={nameId}
          className="flex flex-wrap items-center gap-x-2 font-semibold break-words text-gray-900"
        >
          {name}
          {entry.isMinor && (
            <>
              {/* Spaces, so the row's name reads "Matei Minor 9 years", not run together. */}{' '}
              <Badge tone="gray">{t('auditions.session.minor')}</Badge>{' '}
              {entry.age !== null && (
                <span className="text-sm font-normal text-gray-700">
                  {t('auditions.day.age', { count: entry.age })}
                </span>
              )}
            </>
          )}
        </p>
        {contact.isGuardian && (
          <p className="text-sm text-gray-800">{t('auditions.day.guardian', { name: contact.name })}</p>
        )}
        <p className="flex flex-wrap gap-x-3 text-sm break-all">
          {contact.phone && (
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={textLinkClassName}>
              {contact.phone}
            </a>
          )}
          {contact.email && (
            <a href={`mailto:${contact.email}`} className={textLinkClassName}>
              {contact.email}
            </a>
          )}
        </p>
      </div>
      <AuditionStatusBadge status={entry.status} />
      <div className="audition-day-actions flex gap-2">
        {CHECK_INS.map(({ status, text, key }) => (
          <button
            key={status}
            type="button"
            className={`${secondaryButtonClassName} px-3 py-1.5`}
            aria-label={t(`auditions.day.${text}Label`, { name })}
            aria-keyshortcuts={key}
            onClick={() => onCheckIn(status)}
          >
            {t(`auditions.day.${text}`)}
          </button>
        ))}
      </div>
      {/* On paper only: a box to tick at the door. */}
      <span className="audition-day-print-box" aria-hidden="true">
        {t('auditions.day.printBox')}
      </span>
      {error && (
        <p role="alert" className="basis-full text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

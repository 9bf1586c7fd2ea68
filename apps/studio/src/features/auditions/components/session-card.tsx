import type { AuditionStatus, StudioAudition, StudioAuditionSession } from '@talent/contract/auditions';
import { Badge } from '@talent/ui/components/badge';
import { currentLanguage } from '@talent/ui/i18n';
import { secondaryButtonClassName, textLinkClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '@/lib/format-date';
import { AUDITION_STATUS_TONES, AuditionStatusBadge } from './audition-status-badge';

const smallButton = `${secondaryButtonClassName} px-3 py-2`;
/**
 * The statuses that keep a seat in their slot: the contract's SEAT_HOLDING_STATUSES, written out
 * because the page loads the contract's auditions module (and zod) only with its forms.
 */
const SEATED: readonly AuditionStatus[] = ['INVITED', 'CONFIRMED', 'ATTENDED', 'NO_SHOW'];
/** A decline or a request to move keeps the time it gave up (slotStart), but not the seat. */
const seated = (audition: StudioAudition) => audition.slotStart !== null && SEATED.includes(audition.status);
const STATUSES = Object.keys(AUDITION_STATUS_TONES) as AuditionStatus[];

interface SessionCardProps {
  session: StudioAuditionSession;
  onEdit: () => void;
  onCancel: () => void;
}

/** The day of a session in words ("Monday, 30 November 2026"), as its heading and buttons say it. */
export function sessionDay(session: Pick<StudioAuditionSession, 'date'>): string {
  return formatCalendarDate(session.date, currentLanguage(), { dateStyle: 'full' });
}

const instant = (value: string) => new Date(value).getTime();

/** The id of a session's heading: focus comes back to it when the control that left is gone. */
export const sessionHeadingId = (sessionId: string) => `session-${sessionId}`;

/**
 * One session: what, when (Romania's clock), where, its slots in order with who is booked in each,
 * who waits for a slot, and how many stand where.
 */
export function SessionCard({ session, onEdit, onCancel }: SessionCardProps) {
  const { t } = useTranslation();
  const day = sessionDay(session);
  const headingId = sessionHeadingId(session.id);
  const cancelled = session.cancelledAt !== null;
  const waiting = session.auditions.filter(
    (audition) => audition.slotStart === null && audition.status === 'INVITED',
  );
  const unslotted = session.auditions.filter((audition) => !seated(audition) && !waiting.includes(audition));
  const counts = STATUSES.map((status) => ({
    status,
    count: session.auditions.filter((audition) => audition.status === status).length,
  })).filter(({ count }) => count > 0);

  return (
    <article
      aria-labelledby={headingId}
      data-testid="audition-session"
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5"
    >
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2
            id={headingId}
            tabIndex={-1}
            className="text-lg font-semibold break-words text-gray-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-indigo-700"
          >
            {t('auditions.session.heading', { round: t(`auditions.round.${session.round}`), date: day })}
          </h2>
          <Badge tone="gray">{t(`auditions.kind.${session.kind}`)}</Badge>
          {cancelled && (
            <Badge tone="red" testId="session-cancelled">
              {t('auditions.session.cancelled')}
            </Badge>
          )}
        </div>
        <p className="text-sm text-gray-800" data-testid="session-times">
          {t('auditions.session.times', { start: session.start, end: session.end })} ·{' '}
          {t('auditions.session.slotLength', {
            minutes: session.slotMinutes,
            capacity: session.capacityPerSlot,
          })}
        </p>
        <dl className="space-y-1 text-sm text-gray-800">
          {session.place && (
            <div className="flex flex-wrap gap-x-1">
              <dt className="font-medium">{t('auditions.session.place')}</dt>
              <dd className="break-words">{session.place}</dd>
            </div>
          )}
          {session.meetingUrl && (
            <div className="flex flex-wrap gap-x-1">
              <dt className="font-medium">{t('auditions.session.meetingUrl')}</dt>
              <dd className="min-w-0 break-all">
                <a href={session.meetingUrl} target="_blank" rel="noreferrer" className={textLinkClassName}>
                  {session.meetingUrl}
                </a>
              </dd>
            </div>
          )}
          {session.instructions && (
            <div>
              <dt className="font-medium">{t('auditions.session.instructions')}</dt>
              <dd className="break-words whitespace-pre-line">{session.instructions}</dd>
            </div>
          )}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/audition-sessions/${encodeURIComponent(session.id)}/day`}
            aria-label={t('auditions.session.dayLabel', { date: day })}
            className={smallButton}
            data-testid="session-day-link"
          >
            {t('auditions.session.day')}
          </Link>
          {!cancelled &&
            (['edit', 'cancel'] as const).map((action) => (
              <button
                key={action}
                type="button"
                onClick={action === 'edit' ? onEdit : onCancel}
                aria-label={t(`auditions.session.${action}Label`, { date: day })}
                className={smallButton}
                data-testid={`session-${action}`}
              >
                {t(`auditions.session.${action}`)}
              </button>
            ))}
        </div>
      </div>

      {counts.length > 0 && (
        <p className="text-sm text-gray-800" data-testid="session-counts">
          <span className="sr-only">{t('auditions.session.counts')}: </span>
          {counts.map(({ status, count }) => `${t(`auditions.status.${status}`)}: ${count}`).join(' · ')}
        </p>
      )}

      <section aria-label={t('auditions.session.slots')}>
        <h3 className="text-sm font-semibold text-gray-900">{t('auditions.session.slots')}</h3>
        <ol className="mt-2 divide-y divide-gray-100" data-testid="session-slots">
          {session.slots.map((slot) => {
            const booked = session.auditions.filter(
              (audition) => seated(audition) && instant(audition.slotStart ?? '') === instant(slot.start),
            );
            return (
              <li
                key={slot.start}
                className="flex flex-col gap-1 py-2 sm:flex-row sm:gap-4"
                data-testid="session-slot"
              >
                <div className="w-32 shrink-0 text-sm">
                  <span className="font-semibold text-gray-900 tabular-nums">{slot.time}</span>{' '}
                  <span className="text-gray-700">
                    {t('auditions.session.seats', { taken: slot.taken, capacity: slot.capacity })}
                  </span>
                </div>
                {booked.length === 0 ? (
                  <p className="text-sm text-gray-600">{t('auditions.session.free')}</p>
                ) : (
                  <BookingList auditions={booked} />
                )}
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-label={t('auditions.session.waiting')}>
        <h3 className="text-sm font-semibold text-gray-900">{t('auditions.session.waiting')}</h3>
        {waiting.length === 0 ? (
          <p className="mt-1 text-sm text-gray-600">{t('auditions.session.waitingNone')}</p>
        ) : (
          <div className="mt-2" data-testid="session-waiting">
            <BookingList auditions={waiting} />
          </div>
        )}
      </section>

      {unslotted.length > 0 && (
        <section aria-label={t('auditions.session.unslotted')} data-testid="session-unslotted">
          <h3 className="text-sm font-semibold text-gray-900">{t('auditions.session.unslotted')}</h3>
          <div className="mt-2">
            <BookingList auditions={unslotted} />
          </div>
        </section>
      )}
    </article>
  );
}

/** The talents of one slot (or of the waiting list): name, status, and the note they left. */
function BookingList({ auditions }: { auditions: StudioAudition[] }) {
  const { t } = useTranslation();
  return (
    <ul className="min-w-0 flex-1 space-y-1">
      {auditions.map((audition) => (
        <li key={audition.id} className="text-sm text-gray-900" data-testid="session-booking">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-words">
              {audition.isMinor || !audition.lastName
                ? audition.firstName
                : `${audition.firstName} ${audition.lastName}`}
            </span>
            {audition.isMinor && <Badge tone="gray">{t('auditions.session.minor')}</Badge>}
            <AuditionStatusBadge status={audition.status} />
          </span>
          {audition.note && (
            <span className="mt-0.5 block break-words text-gray-700">
              {t('auditions.session.note', { note: audition.note })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

import type { AuditionDay, AuditionDayEntry } from '@talent/contract/auditions';
import { BackLink } from '@talent/ui/components/back-link';
import { EmptyState } from '@talent/ui/components/empty-state';
import { Spinner } from '@talent/ui/components/spinner';
import { currentLanguage } from '@talent/ui/i18n';
import { secondaryButtonClassName, textLinkClassName } from '@talent/ui/link-styles';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailLoadError } from '@/components/detail-load-error';
import { ShortcutsHelp } from '@/components/shortcuts-help';
import { formatCalendarDate } from '@/lib/format-date';
import { useCheckIn } from '../api/check-in';
import { useAuditionDay } from '../api/get-audition-day';
import { auditionErrorMessage } from '../audition-error';
import { AuditionDayRow, type CheckInStatus } from './audition-day-row';
import './audition-day-print.css';

const SHORTCUTS = [
  ['A', 'arrived'],
  ['N', 'noShow'],
  ['↓', 'next'],
  ['↑', 'previous'],
] as const;

/** The next or previous row of the sheet, across slots, from the one that has focus. */
function focusRow(from: HTMLElement, step: 1 | -1): void {
  const rows = [...document.querySelectorAll<HTMLElement>('[data-day-row]')];
  rows[rows.indexOf(from) + step]?.focus();
}

/**
 * The audition day (issue 33 point 6): the session's slots in order with who is booked in each, checked
 * in at the door by click or by keys on the focused row, and printable as one sheet to tick by hand.
 */
export function AuditionDayPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const day = useAuditionDay(sessionId);
  const checkIn = useCheckIn(sessionId);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onCheckIn = async (entry: AuditionDayEntry, status: CheckInStatus) => {
    if (entry.status === status) return;
    setErrors(({ [entry.id]: _, ...others }) => others);
    try {
      await checkIn.mutateAsync({ auditionId: entry.id, status });
    } catch (error) {
      const message = await auditionErrorMessage(t, error, t('auditions.day.checkInFailed'));
      setErrors((others) => ({ ...others, [entry.id]: message }));
    }
  };

  const onRowKey = (entry: AuditionDayEntry) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
    const actions: Record<string, () => void> = {
      a: () => void onCheckIn(entry, 'ATTENDED'),
      n: () => void onCheckIn(entry, 'NO_SHOW'),
      ArrowDown: () => focusRow(event.currentTarget, 1),
      ArrowUp: () => focusRow(event.currentTarget, -1),
    };
    const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  if (day.isPending) return <Spinner label={t('common.loading')} className="py-24" />;
  if (day.isError || !day.data)
    return (
      <DetailLoadError
        back={<BackLink to="/castings">{t('auditions.day.toCastings')}</BackLink>}
        error={day.error}
        notFound={t('auditions.day.notFound')}
        loadFailed={t('auditions.day.loadFailed')}
        onRetry={() => void day.refetch()}
        testId="day-error"
      />
    );

  const { casting, slots } = day.data;
  const booked = slots.some((slot) => slot.entries.length > 0);
  return (
    <div className="audition-day space-y-5" data-testid="audition-day">
      <div className="audition-day-actions flex flex-wrap items-center justify-between gap-3">
        <BackLink to={`/castings/${encodeURIComponent(casting.id)}/auditions`}>
          {t('auditions.day.back')}
        </BackLink>
        <button type="button" className={secondaryButtonClassName} onClick={() => window.print()}>
          {t('auditions.day.print')}
        </button>
      </div>
      <DayHeader day={day.data} />
      {booked ? (
        <div className="space-y-5">
          {slots.map((slot) => (
            <section
              key={slot.start}
              aria-labelledby={`slot-${slot.start}`}
              className="audition-day-slot space-y-2"
              data-testid="day-slot"
            >
              <h2 id={`slot-${slot.start}`} className="text-lg font-semibold text-gray-900">
                {slot.time}
                <span className="ml-2 text-sm font-normal text-gray-700">
                  {t('auditions.day.booked', { count: slot.entries.length })}
                </span>
              </h2>
              {slot.entries.length > 0 && (
                <ul className="space-y-2">
                  {slot.entries.map((entry) => (
                    <AuditionDayRow
                      key={entry.id}
                      entry={entry}
                      error={errors[entry.id]}
                      onCheckIn={(status) => void onCheckIn(entry, status)}
                      onKeyDown={onRowKey(entry)}
                    />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      ) : (
        <EmptyState
          testId="day-empty"
          title={t('auditions.day.empty.title')}
          text={t('auditions.day.empty.text')}
        />
      )}
      {booked && (
        <div className="audition-day-actions">
          <ShortcutsHelp
            title={t('auditions.day.shortcuts.title')}
            hint={t('auditions.day.shortcuts.hint')}
            shortcuts={SHORTCUTS.map(([keys, action]) => ({
              keys,
              label: t(`auditions.day.shortcuts.${action}`),
            }))}
          />
        </div>
      )}
    </div>
  );
}

/** What the sheet is for: the casting, the round, the day and its hours on a Romanian clock, where. */
function DayHeader({ day: { casting, session } }: { day: AuditionDay }) {
  const { t } = useTranslation();
  const date = formatCalendarDate(session.date, currentLanguage(), { dateStyle: 'full' });
  return (
    <div className="space-y-1">
      <p className="text-sm font-semibold text-indigo-700">{t('auditions.day.title')}</p>
      <h1 className="text-2xl font-bold tracking-tight break-words text-gray-900 sm:text-3xl">
        {casting.title}
      </h1>
      <p className="text-gray-800">
        {t(`auditions.round.${session.round}`)} · {date} ·{' '}
        {t('auditions.session.times', { start: session.start, end: session.end })}
      </p>
      {session.place && (
        <p className="break-words text-gray-800">
          {t('auditions.session.place')} {session.place}
        </p>
      )}
      {session.meetingUrl && (
        <p className="break-all text-gray-800">
          {t('auditions.session.meetingUrl')}{' '}
          <a
            href={session.meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={textLinkClassName}
          >
            {session.meetingUrl}
          </a>
        </p>
      )}
      {session.cancelledAt && (
        <p className="font-medium text-red-700" data-testid="day-cancelled">
          {t('auditions.day.cancelled')}
        </p>
      )}
    </div>
  );
}

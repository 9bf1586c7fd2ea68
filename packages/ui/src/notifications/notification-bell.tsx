import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUnreadCount } from './use-unread-count';

/** More than this shows as "99+": the badge stays small, the accessible name still says the number. */
const BADGE_MAX = 99;

/**
 * The top bar's way to the notifications page, with the unread count on it. Its name says the count
 * ("Notifications, 3 unread"); when the count goes up while the page is open, a polite status says so
 * too, since nothing else draws a screen reader's attention to the badge. It follows the live count
 * (useUnreadCount), so render it once per page.
 */
export function NotificationBell({ to = '/notifications' }: { to?: string }) {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const count = unread ?? 0;
  const label =
    count === 0
      ? t('notifications.bell.label')
      : count === 1
        ? t('notifications.bell.labelOne')
        : t('notifications.bell.labelMany', { count });
  const announcement = useRiseAnnouncement(unread, label);

  return (
    <>
      <NavLink
        to={to}
        aria-label={label}
        data-testid="notification-bell"
        className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 aria-[current=page]:text-indigo-700"
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          className="size-6"
        >
          <path d="M6 10a6 6 0 1 1 12 0c0 4.5 1.5 6 2 6.5H4c.5-.5 2-2 2-6.5Zm4 9a2 2 0 0 0 4 0" />
        </svg>
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-bell-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-none font-semibold text-white ring-2 ring-white"
          >
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        )}
      </NavLink>
      <span role="status" className="sr-only" data-testid="notification-bell-status">
        {announcement}
      </span>
    </>
  );
}

/** `label` each time the count rises above what it was; nothing for the first count of the page. */
function useRiseAnnouncement(unread: number | undefined, label: string): string {
  const previous = useRef<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (unread === undefined) return;
    if (previous.current !== undefined && unread > previous.current) setAnnouncement(label);
    previous.current = unread;
  }, [unread, label]);
  return announcement;
}

import type { Notification } from '@talent/contract/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../i18n';
import { noticeTime } from './notice-time';
import { routerPath } from './router-path';

interface NotificationItemProps {
  notification: Notification;
  /** The router's basename, taken off the notice's link. */
  basename: string;
  /** Following the link of an unread notice: mark it read (the navigation goes on regardless). */
  onOpen: (notification: Notification) => void;
}

// The title's link covers the whole card (its ::after), so the card is one big target while the
// link's name stays the title; the card shows the focus ring the link would.
const linkClassName =
  'rounded-sm text-gray-900 after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none';

/** One notice: unread mark, title (the link), body, and when it came. */
export function NotificationItem({ notification, basename, onOpen }: NotificationItemProps) {
  // The language comes through useTranslation: a change of language renders the times again.
  const { t } = useTranslation();
  const unread = notification.readAt === null;
  const target = routerPath(notification.link, basename);
  const time = noticeTime(notification.createdAt, currentLanguage());
  const open = () => {
    if (unread) onOpen(notification);
  };
  const title = (
    <>
      {/* The space outside the hidden span: inside, name computation may trim it away. */}
      {unread && (
        <>
          <span className="sr-only">{t('notifications.list.unreadMarker')}</span>{' '}
        </>
      )}
      {notification.title}
    </>
  );

  return (
    <article
      data-testid="notification"
      data-unread={unread || undefined}
      className={`relative flex gap-3 rounded-xl p-4 ring-1 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-indigo-700 sm:p-5 ${
        unread ? 'bg-indigo-50 ring-indigo-200' : 'bg-white ring-gray-200'
      }`}
    >
      <span
        aria-hidden="true"
        className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-indigo-700' : 'bg-transparent'}`}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h2 className={`text-base break-words text-gray-900 ${unread ? 'font-semibold' : 'font-medium'}`}>
            {target === null ? (
              title
            ) : target.external ? (
              <a href={target.to} onClick={open} className={linkClassName}>
                {title}
              </a>
            ) : (
              <Link to={target.to} onClick={open} className={linkClassName}>
                {title}
              </Link>
            )}
          </h2>
          {unread && (
            <span
              aria-hidden="true"
              className="rounded-full bg-indigo-700 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white"
            >
              {t('notifications.list.new')}
            </span>
          )}
        </div>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-800">{notification.body}</p>
        {time && (
          <p className="mt-2 text-xs text-gray-700">
            <time dateTime={notification.createdAt} title={time.exact}>
              {time.text}
            </time>
          </p>
        )}
      </div>
    </article>
  );
}

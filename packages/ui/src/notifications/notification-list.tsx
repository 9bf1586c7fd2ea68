import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { PagedList } from '../components/paged-list';
import { Spinner } from '../components/spinner';
import { secondaryButtonClassName } from '../link-styles';
import { notify } from '../notify';
import { useNotifications } from './api/get-notifications';
import { unreadCountQueryOptions } from './api/get-unread-count';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { NotificationItem } from './notification-item';

/** The page number of `?page=`, 1 when absent or not a page number. */
function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The notifications page's body, under the app's own heading: "Mark all as read", the notices of the
 * page in the URL (`?page=`), the pages. Opening an unread notice marks it read on the way.
 * `basename` is the router's (`/studio`): the notices' links are paths from the site root.
 * `emptyText` is the app's: what kinds of notices will come (a talent's and a studio's differ).
 */
export function NotificationList({ basename = '', emptyText }: { basename?: string; emptyText: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search);
  const onPageChange = (next: number) => setSearch(next > 1 ? { page: String(next) } : {});
  const notifications = useNotifications(page);
  // The bell's count, read from the cache it keeps live (this observer never fetches by itself).
  const { data: unread } = useQuery({ ...unreadCountQueryOptions(), enabled: false });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  if (notifications.isPending) return <Spinner label={t('notifications.list.loading')} className="py-24" />;

  if (notifications.isError) {
    return (
      <div
        role="alert"
        data-testid="notifications-error"
        className="rounded-2xl bg-red-50 p-5 text-sm text-red-900 ring-1 ring-red-200"
      >
        <p className="font-medium">{t('notifications.list.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void notifications.refetch()}
          className={`${secondaryButtonClassName} mt-3`}
        >
          {t('notifications.list.retry')}
        </button>
      </div>
    );
  }

  const { data: notices, meta } = notifications.data;
  if (notices.length === 0) {
    // A page past the end (an old link, the last notices gone) has a way back; no notices at all, none.
    return meta.total === 0 ? (
      <EmptyState title={t('notifications.list.empty.title')} text={emptyText} testId="notifications-empty" />
    ) : (
      <EmptyState
        title={t('notifications.list.pastEnd')}
        testId="notifications-empty"
        action={
          <button type="button" onClick={() => onPageChange(1)} className={secondaryButtonClassName}>
            {t('notifications.list.firstPage')}
          </button>
        }
      />
    );
  }

  const unreadCount = unread ?? meta.unread;
  const markAllRead = async () => {
    // aria-disabled rather than disabled: the button keeps focus after its work is done.
    if (unreadCount === 0 || markAll.isPending) return;
    try {
      await markAll.mutateAsync();
    } catch {
      notify.error(t('notifications.list.markAllFailed'));
      return;
    }
    notify.success(t('notifications.list.markAllDone'));
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-700" data-testid="notifications-unread">
          {t('notifications.list.unreadCount', { count: unreadCount })}
        </p>
        <button
          type="button"
          data-testid="mark-all-read"
          aria-disabled={unreadCount === 0 || undefined}
          aria-busy={markAll.isPending || undefined}
          onClick={() => void markAllRead()}
          className={`${secondaryButtonClassName} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
        >
          {t('notifications.list.markAll')}
        </button>
      </div>
      <PagedList
        items={notices}
        meta={meta}
        busy={notifications.isPlaceholderData}
        className="space-y-3"
        labels={{
          navigation: t('notifications.list.pagination.navigation'),
          previous: t('notifications.list.pagination.previous'),
          next: t('notifications.list.pagination.next'),
          pageOf: t('notifications.list.pagination.pageOf', { page: meta.page, totalPages: meta.totalPages }),
        }}
        onPageChange={onPageChange}
        renderItem={(notification) => (
          <NotificationItem
            notification={notification}
            basename={basename}
            onOpen={(opened) => markRead.mutate(opened.id)}
          />
        )}
      />
    </div>
  );
}

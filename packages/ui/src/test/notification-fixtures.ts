import type { Notification, NotificationList } from '@talent/contract/notifications';

/** An unread notice of a talent, five minutes old. */
export function testNotice(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'notice-1',
    type: 'APPLICATION_STATUS',
    title: 'Your application was shortlisted',
    body: 'The casting “Winter lights” shortlisted your application.',
    link: '/my-applications/application-1',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** GET /notifications's answer: the page, and (unless given) the unread among the notices given. */
export function noticePage(
  notices: Notification[],
  meta: Partial<NotificationList['meta']> = {},
): { body: NotificationList } {
  const pageSize = meta.pageSize ?? 20;
  const total = meta.total ?? notices.length;
  return {
    body: {
      data: notices,
      meta: {
        page: meta.page ?? 1,
        pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        unread: meta.unread ?? notices.filter((notice) => notice.readAt === null).length,
        messages: meta.messages ?? 0,
      },
    },
  };
}

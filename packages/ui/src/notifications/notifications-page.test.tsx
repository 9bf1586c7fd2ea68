import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocaleLoader } from '../app-kit/create-locale-loader';
import { queryClient } from '../app-kit/query-client';
import { sessionContextOf } from '../app-kit/session-context';
import { changeLanguage, initI18n } from '../i18n';
import { stubApi } from '../test/api-stub';
import { createAppRender } from '../test/app-render';
import { findBell as bell, withNoticeStream } from '../test/notice-stream';
import { noticePage, testNotice } from '../test/notification-fixtures';
import { NotificationBell } from './notification-bell';
import { NotificationList } from './notification-list';

const { renderWithApp } = createAppRender({ SessionContext: sessionContextOf(), withSearch: false });

/** An app's notifications page as both apps make it: its heading over the kit's list. */
function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('notifications.page.title')}</h1>
      <NotificationList emptyText="The notices of the app will show up here." />
    </>
  );
}

/** The bell in a top bar, over a page without notices, the notifications page, and the pages notices lead to. */
function renderApp(route: string) {
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <header>
        <NotificationBell />
      </header>
      <Routes>
        <Route path="/help" element={<h1>Help</h1>} />
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="*" element={<p>The page of a notice</p>} />
      </Routes>
    </QueryClientProvider>,
    { route },
  );
}

const shortlisted = testNotice();
const closed = testNotice({
  id: 'notice-2',
  type: 'CASTING_CLOSED',
  title: 'A casting has closed',
  body: 'Applications for “Winter lights” are closed.',
  link: '/castings/winter-lights',
  createdAt: '2025-03-01T09:30:00.000Z',
  readAt: '2025-03-02T10:00:00.000Z',
});

/** Signed in at `route`, with the notifications stream open and the routes given. */
const open = (route: string, routes: Parameters<typeof stubApi>[0] = {}) =>
  withNoticeStream(() => renderApp(route), routes);

beforeAll(() => initI18n(createLocaleLoader({}), 'en'));

beforeEach(async () => {
  await changeLanguage('en', { persist: false });
  // The stream, like every call of the signed-in shell, goes with the session's token.
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
});

afterEach(() => {
  // Sonner keeps toasts in module state, and the apps' one query cache outlives a test: start clean.
  toast.dismiss();
  cleanup();
  queryClient.clear();
});

describe('the notifications bell', () => {
  // Five rounds with the stream and a page change: on two shared cores under load, over 5 s.
  it('leads to the notifications page and says the unread count the stream sends, live', async () => {
    const { user, stream } = open('/help', {
      'GET /notifications': () => noticePage([shortlisted, closed], { unread: 3 }),
    });
    stream.unread(3);
    const link = await bell('Notifications, 3 unread');
    expect(within(link).getByTestId('notification-bell-count')).toHaveTextContent('3');
    // The first count of the page is not announced: only news is.
    expect(screen.getByTestId('notification-bell-status')).toBeEmptyDOMElement();

    stream.unread(4);
    await bell('Notifications, 4 unread');
    // The announcement follows the bell's new name one render later.
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell-status')).toHaveTextContent('Notifications, 4 unread'),
    );

    stream.unread(1);
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    stream.unread(0);
    const quiet = await bell('Notifications');
    expect(within(quiet).queryByTestId('notification-bell-count')).not.toBeInTheDocument();

    await user.click(quiet);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/notifications');
    expect(quiet).toHaveAttribute('aria-current', 'page');
  }, 15_000);

  it('falls back to asking for the count when the stream is not there', async () => {
    const api = stubApi({ 'GET /notifications': () => noticePage([], { unread: 120 }) });
    renderApp('/help');

    const link = await bell('Notifications, 120 unread');
    expect(within(link).getByTestId('notification-bell-count')).toHaveTextContent('99+');
    const poll = api.calls.find((call) => call.path === '/notifications');
    expect(poll?.search.get('pageSize')).toBe('1');
  });

  it('speaks Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    const { stream } = open('/help');
    stream.unread(3);
    expect(await bell('Notificări, 3 necitite')).toHaveAttribute('href', '/notifications');
    stream.unread(1);
    expect(await bell('Notificări, una necitită')).toBeInTheDocument();
  });
});

describe('the notifications page', () => {
  it('lists the notices: the unread marked, the title a link, the body, when each came', async () => {
    const { stream } = open('/notifications', {
      'GET /notifications': () => noticePage([shortlisted, closed]),
    });
    stream.unread(1);
    const notices = await screen.findAllByTestId('notification');
    expect(notices).toHaveLength(2);

    const [first, second] = notices as [HTMLElement, HTMLElement];
    expect(
      within(first).getByRole('link', { name: 'Unread: Your application was shortlisted' }),
    ).toHaveAttribute('href', '/my-applications/application-1');
    expect(first).toHaveTextContent('New');
    expect(first).toHaveTextContent('The casting “Winter lights” shortlisted your application.');
    expect(within(first).getByText('5 minutes ago')).toHaveAttribute('dateTime', shortlisted.createdAt);

    expect(within(second).getByRole('link', { name: 'A casting has closed' })).toHaveAttribute(
      'href',
      '/castings/winter-lights',
    );
    expect(second).not.toHaveTextContent('New');
    // Older than a week: the date itself, in the reader's time zone (Auckland: 1 March, 22:30).
    expect(within(second).getByText('1 Mar 2025')).toHaveAttribute('title', '1 March 2025 at 22:30');
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('Unread: 1');
  });

  it('marks an unread notice read as it opens it, and goes to its page', async () => {
    let unread = 1;
    const { user, api, stream } = open('/notifications', {
      'GET /notifications': () =>
        noticePage(unread ? [shortlisted, closed] : [{ ...shortlisted, readAt: 'now' }, closed]),
      'POST /notifications/notice-1/read': () => {
        unread = 0;
        return { body: { data: { unread: 0 } } };
      },
    });
    stream.unread(1);
    await bell('Notifications, 1 unread');

    await user.click(await screen.findByRole('link', { name: 'Unread: Your application was shortlisted' }));

    expect(await bell('Notifications')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/my-applications/application-1'),
    );
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/notifications/notice-1/read',
    ]);
  });

  it('opens a read notice without marking it again', async () => {
    const { user, api, stream } = open('/notifications', {
      'GET /notifications': () => noticePage([closed]),
    });
    stream.unread(0);
    await user.click(await screen.findByRole('link', { name: 'A casting has closed' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/castings/winter-lights'),
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('marks all as read: the server is told, the marks and the count go, a toast confirms', async () => {
    const second = testNotice({
      id: 'notice-3',
      title: 'A self-tape is requested',
      type: 'SELF_TAPE_REQUEST',
    });
    let allRead = false;
    const { user, api, stream } = open('/notifications', {
      'GET /notifications': () =>
        noticePage(
          allRead
            ? [shortlisted, second].map((notice) => ({ ...notice, readAt: 'now' }))
            : [shortlisted, second],
        ),
      'POST /notifications/read-all': () => {
        allRead = true;
        return { body: { data: { unread: 0 } } };
      },
    });
    stream.unread(2);
    await bell('Notifications, 2 unread');
    const button = await screen.findByRole('button', { name: 'Mark all as read' });

    await user.click(button);

    expect(await screen.findByText('All notifications are marked as read')).toBeInTheDocument();
    expect(await bell('Notifications')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/notifications/read-all',
    ]);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('Unread: 0');
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A self-tape is requested' })).toBeInTheDocument();
  });

  it('says when the marking fails, and shows the notices as the server has them', async () => {
    const { user, stream } = open('/notifications', {
      'GET /notifications': () => noticePage([shortlisted]),
      'POST /notifications/read-all': () => ({ status: 500, body: 'oops' }),
    });
    stream.unread(1);
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('The notifications could not be marked as read')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Unread: Your application was shortlisted' }),
    ).toBeInTheDocument();
  });

  it('asks the list again when the stream says the count changed', async () => {
    const fresh = testNotice({
      id: 'notice-9',
      title: 'New castings match your saved search',
      type: 'SAVED_SEARCH',
    });
    let notices = [shortlisted];
    const { stream } = open('/notifications', { 'GET /notifications': () => noticePage(notices) });
    stream.unread(1);
    await screen.findByRole('link', { name: 'Unread: Your application was shortlisted' });

    notices = [fresh, shortlisted];
    stream.unread(2);
    expect(
      await screen.findByRole('link', { name: 'Unread: New castings match your saved search' }),
    ).toBeInTheDocument();
  });

  it('pages through many notices with ?page=', async () => {
    const { user, api, stream } = open('/notifications', {
      'GET /notifications': ({ search }) => {
        const current = Number(search.get('page'));
        return noticePage([testNotice({ id: `notice-p${current}`, title: `Notice of page ${current}` })], {
          page: current,
          total: 25,
        });
      },
    });
    stream.unread(0);
    expect(await screen.findByTestId('pagination-status')).toHaveTextContent('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('link', { name: 'Unread: Notice of page 2' })).toBeInTheDocument();
    expect(screen.getByTestId('current-search')).toHaveTextContent('?page=2');
    const lists = api.calls.filter((call) => call.path === '/notifications');
    expect(lists.at(-1)?.search.get('pageSize')).toBe('20');
  });

  it('says when there is nothing yet', async () => {
    const { stream } = open('/notifications', { 'GET /notifications': () => noticePage([]) });
    stream.unread(0);
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('No notifications yet');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('leads back from a page past the end', async () => {
    const { user, stream } = open('/notifications?page=5', {
      'GET /notifications': ({ search }) =>
        search.get('page') === '5' ? noticePage([], { page: 5, total: 3 }) : noticePage([shortlisted]),
    });
    stream.unread(1);
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent(
      'There are no notifications on this page',
    );
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByTestId('notification')).toBeInTheDocument();
    expect(screen.getByTestId('current-search')).toBeEmptyDOMElement();
  });

  it('shows a failure with a way to try again', async () => {
    let failing = true;
    const { user, stream } = open('/notifications', {
      'GET /notifications': () =>
        failing
          ? { status: 503, body: { statusCode: 503, code: 'UNAVAILABLE', message: 'Try later' } }
          : noticePage([shortlisted]),
    });
    stream.unread(1);
    // A 5xx is retried twice (query-client.ts) before the screen gives up: allow for the backoff.
    const alert = await screen.findByTestId('notifications-error', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('The notifications could not be loaded');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('notification')).toBeInTheDocument();
  }, 15_000);

  it('speaks Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    const { stream } = open('/notifications', { 'GET /notifications': () => noticePage([shortlisted]) });
    stream.unread(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificări' })).toBeInTheDocument();
    const notice = await screen.findByTestId('notification');
    expect(
      within(notice).getByRole('link', { name: 'Necitită: Your application was shortlisted' }),
    ).toBeInTheDocument();
    expect(notice).toHaveTextContent('acum 5 minute');
    expect(notice).toHaveTextContent('Nouă');
    expect(screen.getByRole('button', { name: 'Marchează toate ca citite' })).toBeInTheDocument();
  });
});

import { changeLanguage } from '@talent/ui/i18n';
import type { stubApi } from '@talent/ui/test/api-stub';
import { findBell as bell, withNoticeStream } from '@talent/ui/test/notice-stream';
import { noticePage, testNotice } from '@talent/ui/test/notification-fixtures';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';

const newApplications = testNotice({
  id: 'notice-7',
  type: 'NEW_APPLICATIONS',
  title: '3 new applications',
  body: '3 talents applied to “Winter lights”.',
  link: '/studio/castings/casting-1/applicants',
});

/** Signed in at `route` (relative to /studio) with the notifications stream open and the routes given. */
const open = (route: string, routes: Parameters<typeof stubApi>[0] = {}) =>
  withNoticeStream(() => renderApp(route, signedInSession()), routes);

beforeEach(() => {
  localStorage.setItem('studio.accessToken', 'studio-access');
  localStorage.setItem('studio.refreshToken', 'studio-refresh');
});

describe('studio notifications', () => {
  it('has the bell in the top bar, with the count the stream sends, leading to the notifications page', async () => {
    const { user, api, stream } = open('/', {
      'GET /notifications': () => noticePage([newApplications]),
    });
    stream.unread(1);
    await user.click(await bell('Notifications, 1 unread'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/notifications');
    const streamCall = api.fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/notifications/stream'),
    );
    expect(new Headers(streamCall?.[1]?.headers).get('authorization')).toBe('Bearer studio-access');
  });

  it("opens a notice in the studio's own router, marking it read on the way", async () => {
    const { user, api, stream } = open('/notifications', {
      'GET /notifications': () => noticePage([newApplications]),
      'POST /notifications/notice-7/read': () => ({ body: { data: { unread: 0 } } }),
    });
    stream.unread(1);
    const link = await screen.findByRole('link', { name: 'Unread: 3 new applications' });
    // The link came as a path from the site root; the router's basename (/studio) is taken off.
    expect(link).toHaveAttribute('href', '/castings/casting-1/applicants');

    await user.click(link);

    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/castings/casting-1/applicants'),
    );
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/notifications/notice-7/read',
    ]);
    expect(await bell('Notifications')).toBeInTheDocument();
  });

  it('says when there is nothing yet, in Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    const { stream } = open('/notifications', { 'GET /notifications': () => noticePage([]) });
    stream.unread(0);
    const empty = await screen.findByTestId('notifications-empty');
    expect(empty).toHaveTextContent('Nicio notificare deocamdată');
    expect(empty).toHaveTextContent('Aici vei vedea aplicările noi la castingurile tale.');
    expect(await bell('Notificări')).toBeInTheDocument();
  });
});

import type { stubApi } from '@talent/ui/test/api-stub';
import { itWiresTheNotifications } from '@talent/ui/test/app-notifications-checks';
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
  itWiresTheNotifications({
    open,
    startAt: '/',
    emptyText: 'Aici vei vedea aplicările noi la castingurile tale.',
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
});

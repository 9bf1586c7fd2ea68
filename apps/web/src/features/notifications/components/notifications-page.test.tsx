import type { stubApi } from '@talent/ui/test/api-stub';
import { itWiresTheNotifications } from '@talent/ui/test/app-notifications-checks';
import { findBell as bell, withNoticeStream } from '@talent/ui/test/notice-stream';
import { noticePage, testNotice } from '@talent/ui/test/notification-fixtures';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { testCasting, testInvitation } from '@/test/fixtures';
import { signedInSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

// The bell and the list (counts, marking read, pages, failures, both languages) are the kit's, tested
// in packages/ui/src/notifications/notifications-page.test.tsx: here, that the portal shows them.
describe("the portal's notifications", () => {
  itWiresTheNotifications({
    open: (route: string, routes: Parameters<typeof stubApi>[0] = {}) =>
      withNoticeStream(() => renderApp(route, signedInSession()), routes),
    startAt: '/help',
    emptyText:
      'Aici vei vedea deciziile despre aplicările tale, castingurile potrivite pentru tine și mementourile.',
  });
});

// The portal's own: an invitation's notice leads to the casting page, which marks it seen (DESIGN §11).
describe('an invitation in the notices', () => {
  const open = (route: string, routes: Parameters<typeof stubApi>[0] = {}) =>
    withNoticeStream(() => renderApp(route, signedInSession()), routes);
  beforeEach(() => {
    localStorage.setItem('accessToken', 'access-1');
    localStorage.setItem('refreshToken', 'refresh-1');
  });

  it('an INVITATION notice leads to its casting, which shows the invitation and marks it seen', async () => {
    const invitation = testInvitation();
    const invited = testNotice({
      id: 'notice-3',
      type: 'INVITATION',
      title: `An invitation to the casting “${invitation.casting.title}”`,
      body: `Message from the casting team: ${invitation.message} Open the casting to apply, or to say it is not for you.`,
      link: `/castings/${invitation.casting.slug}?invitation=${invitation.id}`,
    });
    const { user, api, stream } = open('/notifications', {
      'GET /notifications': () => noticePage([invited]),
      'POST /notifications/notice-3/read': () => ({ body: { data: { unread: 0 } } }),
      [`GET /castings/slug/${invitation.casting.slug}`]: () => ({ body: { data: testCasting() } }),
      'GET /invitations': () => ({
        body: { data: [invitation], meta: { page: 1, pageSize: 50, total: 1, totalPages: 1 } },
      }),
      'POST /invitations/invitation-1/viewed': () => ({
        body: { data: { ...invitation, status: 'VIEWED' } },
      }),
    });
    stream.unread(1);
    await bell('Notifications, 1 unread');
    await user.click(await screen.findByRole('link', { name: `Unread: ${invited.title}` }));

    expect(await screen.findByTestId('invitation-banner')).toHaveTextContent(invitation.message);
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/castings/${invitation.casting.slug}`);
    expect(screen.getByTestId('current-search')).toHaveTextContent('?invitation=invitation-1');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        '/notifications/notice-3/read',
        '/invitations/invitation-1/viewed',
      ]),
    );
    // Two screens of the app on the way: on a busy machine more than the default 5 s.
  }, 20_000);
});

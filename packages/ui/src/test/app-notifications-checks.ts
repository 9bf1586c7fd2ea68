import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { apiClientSettings } from '../http/api-client-settings';
import { changeLanguage } from '../i18n';
import type { stubApi } from './api-stub';
import type { EventStream } from './event-stream';
import { findBell as bell } from './notice-stream';
import { noticePage, testNotice } from './notification-fixtures';

/** What withNoticeStream gives over an app's render. */
interface Opened {
  user: UserEvent;
  api: ReturnType<typeof stubApi>;
  stream: EventStream;
}

/**
 * An app's wiring of the kit's notifications, as tests of the caller's describe(): the bell in its top
 * bar follows the stream, opened with the token the app keeps under its own key, and leads to its
 * notifications page, whose empty state says the app's own text (`emptyText`, in Romanian). `open`
 * renders the app signed in at a route (through withNoticeStream); `startAt` is a page of it without
 * notices. The bell and the list themselves are tested in the kit (notifications-page.test.tsx).
 */
export function itWiresTheNotifications({
  open,
  startAt,
  emptyText,
}: {
  open: (route: string, routes?: Parameters<typeof stubApi>[0]) => Opened;
  startAt: string;
  emptyText: string;
}) {
  beforeEach(() => {
    localStorage.setItem(apiClientSettings.accessTokenKey, 'app-access');
    localStorage.setItem(apiClientSettings.refreshTokenKey, 'app-refresh');
  });

  // The first test of a file waits for the app's lazy route chunks: on two shared cores, over 5 s.
  it('has the bell in the top bar, with the count the stream sends, leading to the notifications page', async () => {
    const { user, api, stream } = open(startAt, {
      'GET /notifications': () => noticePage([testNotice()]),
    });
    stream.unread(1);
    await user.click(await bell('Notifications, 1 unread'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/notifications');
    const streamCall = api.fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/notifications/stream'),
    );
    expect(new Headers(streamCall?.[1]?.headers).get('authorization')).toBe('Bearer app-access');
  }, 15_000);

  it("says on its page what notices will come, in the app's words, in Romanian", async () => {
    await changeLanguage('ro', { persist: false });
    const { stream } = open('/notifications', { 'GET /notifications': () => noticePage([]) });
    stream.unread(0);
    const empty = await screen.findByTestId('notifications-empty');
    expect(empty).toHaveTextContent('Nicio notificare deocamdată');
    expect(empty).toHaveTextContent(emptyText);
    expect(await bell('Notificări')).toBeInTheDocument();
  });
}

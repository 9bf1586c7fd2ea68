import type { stubApi } from '@talent/ui/test/api-stub';
import { itWiresTheNotifications } from '@talent/ui/test/app-notifications-checks';
import { withNoticeStream } from '@talent/ui/test/notice-stream';
import { describe } from 'vitest';
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

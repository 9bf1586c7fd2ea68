import { screen, within } from '@testing-library/react';
import { stubApi } from './api-stub';
import { eventStream } from './event-stream';

/**
 * A signed-in screen with the notifications stream open: `render` draws it once the API answers
 * `routes` besides the stream, and the test speaks for the server through `stream`.
 */
export function withNoticeStream<Rendered extends object>(
  render: () => Rendered,
  routes: Parameters<typeof stubApi>[0] = {},
) {
  const stream = eventStream();
  const api = stubApi({ 'GET /notifications/stream': () => stream.response(), ...routes });
  return { ...render(), api, stream };
}

/** The top bar's bell, by its accessible name (which carries the unread count). */
export async function findBell(name: string | RegExp): Promise<HTMLElement> {
  return within(await screen.findByRole('banner')).findByRole('link', { name });
}

import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

const UNAVAILABLE = {
  status: 503,
  body: { statusCode: 503, code: 'UNAVAILABLE', message: 'Try later' },
};

/** A route that answers 503 until `recover()`, then `answer`: a page's "try again" path. */
export function failingRoute<Answer>(answer: Answer) {
  let failing = true;
  return {
    handler: () => (failing ? UNAVAILABLE : answer),
    recover: () => {
      failing = false;
    },
  };
}

/**
 * Waits for the page's load error, checks its text, lets the route recover and presses "Try again".
 * A 5xx is retried twice (the apps' query-client.ts) before the screen gives up: the wait allows for the
 * backoff, so a test using this wants a 15 s limit.
 */
export async function retryAfterFailure(
  user: UserEvent,
  route: { recover: () => void },
  { errorTestId, message }: { errorTestId: string; message: string },
): Promise<void> {
  const alert = await screen.findByTestId(errorTestId, {}, { timeout: 8000 });
  expect(alert).toHaveTextContent(message);
  route.recover();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
}

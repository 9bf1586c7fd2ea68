import 'fake-indexeddb/auto';
import type { User } from '@talent/contract/auth';
import { emitSessionEnd } from '@talent/ui/http/session-events';
import { stubApi } from '@talent/ui/test/api-stub';
import { bootApp } from '@talent/ui/test/app-render';
import { act, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import { closeTakeStore, listTakes, saveTake } from '@/features/self-tape/takes/take-store';
import { SessionProvider, startSessionCheck } from '@/lib/session-context';
import { page, testProfile } from '@/test/fixtures';
import { testUser } from '@/test/render';

const path = () => screen.getByTestId('current-path');
const ioana = testUser({ id: 'talent-a', firstName: 'Ioana', lastName: 'Popescu' });
const MINE = 'talent-a:request:request-1';
/** Another account's session on the same phone; its id starts like Ioana's. */
const THEIRS = 'talent-ab:profile:me';

function stubPortalApi(me: () => User) {
  return stubApi({
    'GET /auth/me': () => ({ body: { data: me() } }),
    'POST /auth/logout': () => ({ status: 204 }),
    'GET /profiles/me': () => ({ body: { data: testProfile() } }),
    'GET /applications': () => ({ body: { data: [] } }),
    'GET /castings': () => ({ body: page([]) }),
  });
}

async function keepTake(sessionKey: string) {
  await saveTake({
    id: `${sessionKey}#1`,
    sessionKey,
    number: 1,
    createdAt: '2026-11-29T10:00:00.000Z',
    blob: new Blob(['take'], { type: 'video/webm' }),
    mimeType: 'video/webm',
    durationSeconds: 40,
  });
  localStorage.setItem(
    `talent-self-tape-sides:${sessionKey}`,
    JSON.stringify({ sides: 'A: Bună', reader: [] }),
  );
}

const sidesOf = (sessionKey: string) => localStorage.getItem(`talent-self-tape-sides:${sessionKey}`);

/** Ioana signed in at /help, with a take and sides of hers and of the other account kept. */
async function signedInWithTakes() {
  globalThis.indexedDB = new IDBFactory();
  await keepTake(MINE);
  await keepTake(THEIRS);
  localStorage.setItem('accessToken', 'a1');
  localStorage.setItem('refreshToken', 'r1');
  stubPortalApi(() => ioana);
  const user = bootApp({ SessionProvider, startSessionCheck }, <AppRoutes />, '/help');
  expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
  return user;
}

beforeEach(() => localStorage.clear());
afterEach(closeTakeStore);

describe('self-tape takes at the end of a session', () => {
  it('leave the browser when the talent logs out, and only theirs', async () => {
    const user = await signedInWithTakes();

    await user.click(screen.getByRole('button', { name: /Ioana Popescu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(path()).toHaveTextContent('/login'));

    await waitFor(async () => expect(await listTakes(MINE)).toEqual([]));
    expect(sidesOf(MINE)).toBeNull();
    expect((await listTakes(THEIRS)).map((take) => take.id)).toEqual([`${THEIRS}#1`]);
    expect(sidesOf(THEIRS)).not.toBeNull();
  }, 20_000);

  it('stay when the server ended the session, for the talent to find after signing in again', async () => {
    await signedInWithTakes();

    // What the API client does when a refresh is refused.
    act(() => emitSessionEnd('refused'));
    await waitFor(() => expect(path()).toHaveTextContent('/login'));
    // Whatever forgetting there were would have been started by now.
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect((await listTakes(MINE)).map((take) => take.id)).toEqual([`${MINE}#1`]);
    expect(sidesOf(MINE)).not.toBeNull();
  }, 20_000);
});

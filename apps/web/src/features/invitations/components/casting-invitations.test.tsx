import type { Invitation } from '@talent/contract/invitations';
import { queryClient } from '@talent/ui/app-kit/query-client';
import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testApplication, testCasting, testInvitation, testProfile } from '@/test/fixtures';
import { signedInSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

const SLUG = 'figuranti-lumini-de-iarna';
const page = (data: Invitation[]) => ({
  body: { data, meta: { page: 1, pageSize: 50, total: data.length, totalPages: 1 } },
});

/** The casting page at `route` (by default as the notice links it); GET /invitations answers `invitations()`. */
function openCasting(
  invitations: () => Invitation[],
  routes: Parameters<typeof stubApi>[0] = {},
  route = `/castings/${SLUG}?invitation=invitation-1`,
) {
  const api = stubApi({
    [`GET /castings/slug/${SLUG}`]: () => ({ body: { data: testCasting() } }),
    'GET /profiles/me': () => ({ body: { data: testProfile() } }),
    'GET /invitations': () => page(invitations()),
    ...routes,
  });
  return { ...renderApp(route, signedInSession()), api };
}

const viewedCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/viewed'));

// Whole pages rendered and clicked through: on a busy machine one takes more than the default 5 s.
describe('casting page: the invitation', { timeout: 15_000 }, () => {
  // Apply is offered only before the fixture's casting date (15 January 2027).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 11, 1, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the message, marks it seen once, and says APPLIED after applying through the page', async () => {
    let current = testInvitation();
    let applied = false;
    const { user, api } = openCasting(() => [current], {
      'POST /invitations/invitation-1/viewed': () => {
        current = { ...current, status: 'VIEWED' };
        return { body: { data: current } };
      },
      [`GET /castings/slug/${SLUG}`]: () => ({
        body: {
          data: testCasting({
            applications: applied
              ? [{ id: 'application-1', talentProfileId: 'profile-1', status: 'PENDING' }]
              : [],
          }),
        },
      }),
      'POST /applications': () => {
        applied = true;
        current = { ...current, status: 'APPLIED' };
        return { status: 201, body: { data: testApplication() } };
      },
    });

    // By test id first: a role query over the whole page is slow while the page is still coming.
    const banner = await screen.findByTestId('invitation-banner');
    expect(banner).toHaveRole('region');
    expect(banner).toHaveAccessibleName('You are invited to this casting');
    expect(banner).toHaveTextContent('Invitation from Lumini Film SRL');
    expect(banner).toHaveTextContent('Te-am văzut în reclama de anul trecut: vino la probă!');
    expect(banner).toHaveTextContent('Apply below, or say it is not for you.');
    await waitFor(() => expect(viewedCalls(api)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to casting' });
    await within(dialog).findByText('Applying as Ioana Popescu');
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await within(banner).findByText('You applied through this invitation.')).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Not for me' })).not.toBeInTheDocument();
    // Seen once: the refetches after it do not send it again.
    expect(viewedCalls(api)).toHaveLength(1);
  });

  it('"Not for me" from the casting page: the banner then says so, with the reason, and holds focus', async () => {
    let current = testInvitation({ status: 'VIEWED' });
    const { user, api } = openCasting(
      () => [current],
      {
        'POST /invitations/invitation-1/decline': ({ body }) => {
          current = { ...current, status: 'DECLINED', declineReason: (body as { reason: string }).reason };
          return { body: { data: current } };
        },
      },
      // Opened from the castings list, not the notice: the banner is there all the same.
      `/castings/${SLUG}`,
    );
    const banner = await screen.findByTestId('invitation-banner');
    await user.click(within(banner).getByRole('button', { name: 'Not for me' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Filmez în altă parte.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline the invitation' }));
    const answer = await within(banner).findByText(
      'You said this casting is not for you: “Filmez în altă parte.”',
    );
    // The button that opened the dialog is gone with the answer: focus goes to the answer, not the page.
    await waitFor(() => expect(answer).toHaveFocus());
    // Already VIEWED: nothing to mark.
    expect(viewedCalls(api)).toHaveLength(0);
    // Apply is still the page's own button (declining is not a lock on applying later).
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeEnabled();
  });

  it('names the child in Romanian, and a casting without an invitation shows none and marks none', async () => {
    await changeLanguage('ro', { persist: false });
    const { unmount } = openCasting(() => [testInvitation({ childName: 'Ana', status: 'VIEWED' })]);
    const banner = await screen.findByTestId('invitation-banner');
    expect(banner).toHaveAccessibleName('Ana este invitat(ă) la acest casting');
    expect(banner).toHaveTextContent('Invitație de la Lumini Film SRL');
    expect(banner).toHaveTextContent('Aplică mai jos sau spune că nu e pentru tine.');
    unmount();
    // The app's one query cache would answer the next render with the list above.
    queryClient.clear();

    const other = testInvitation({
      casting: { id: 'casting-9', slug: 'alt-casting', title: 'Alt casting', status: 'PUBLISHED' },
    });
    const { api } = openCasting(() => [other], {}, `/castings/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/invitations')).toBe(true));
    expect(screen.queryByTestId('invitation-banner')).not.toBeInTheDocument();
    expect(viewedCalls(api)).toHaveLength(0);
  });

  it('a failed invitations load only logs: the casting shows as always', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    openCasting(() => [], {
      'GET /invitations': () => ({
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL', message: 'Boom' },
      }),
    });
    expect(await screen.findByRole('button', { name: 'Apply now' })).toBeEnabled();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Could not load the invitations', expect.anything()),
    );
    expect(screen.queryByTestId('invitation-banner')).not.toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });
});

import type { Invitation } from '@talent/contract/invitations';
import { changeLanguage } from '@talent/ui/i18n';
import type { stubApi } from '@talent/ui/test/api-stub';
import { withNoticeStream } from '@talent/ui/test/notice-stream';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { testInvitation, testProfile } from '@/test/fixtures';
import { signedInSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

const views = { viewersThisWeek: 0, weeks: [], companies: [] };
const page = (data: Invitation[]) => ({
  body: { data, meta: { page: 1, pageSize: 50, total: data.length, totalPages: 1 } },
});

/** The dashboard with the notice stream open; GET /invitations answers whatever `invitations()` is then. */
function openDashboard(invitations: () => Invitation[], routes: Parameters<typeof stubApi>[0] = {}) {
  return withNoticeStream(() => renderApp('/', signedInSession()), {
    'GET /profiles/me': () => ({ body: { data: testProfile() } }),
    'GET /applications/my-stats': () => ({
      body: { data: { pendingApplications: 0, acceptedApplications: 0, availableCastings: 1 } },
    }),
    'GET /applications': () => ({ body: { data: [] } }),
    'GET /profiles/me/views': () => ({ body: { data: views } }),
    'GET /invitations': () => page(invitations()),
    ...routes,
  });
}

beforeEach(() => {
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
});

// Whole pages rendered and clicked through: on a busy machine one takes more than the default 5 s.
describe('dashboard: invitations', { timeout: 15_000 }, () => {
  it('lists the open invitations with the message, Apply to the casting, and leaves out answered and closed ones', async () => {
    const mine = testInvitation();
    const forChild = testInvitation({
      id: 'invitation-2',
      childName: 'Ana',
      // An admin's own casting: no company stands behind it, so none is named.
      companyName: null,
      message: 'Căutăm o fetiță de 7 ani.',
      casting: { id: 'casting-2', slug: 'reclama-lapte', title: 'Reclamă la lapte', status: 'PUBLISHED' },
    });
    const answered = testInvitation({ id: 'invitation-3', status: 'APPLIED' });
    const closed = testInvitation({
      id: 'invitation-4',
      casting: { id: 'casting-3', slug: 'inchis', title: 'Casting închis', status: 'CLOSED' },
    });
    const { api } = openDashboard(() => [mine, forChild, answered, closed]);

    // By test id first: a role query over the whole page is slow while the page is still coming.
    const section = await screen.findByTestId('open-invitations');
    expect(section).toHaveRole('region');
    expect(section).toHaveAccessibleName('Invitations');
    const cards = await within(section).findAllByTestId('invitation-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(mine.casting.title);
    expect(first).toHaveTextContent('Invitation from Lumini Film SRL');
    expect(first).toHaveTextContent('Invited on 20 November 2026');
    expect(first).toHaveTextContent(mine.message);
    expect(within(first).getByRole('link', { name: `Apply to ${mine.casting.title}` })).toHaveAttribute(
      'href',
      '/castings/figuranti-lumini-de-iarna?invitation=invitation-1',
    );
    expect(second).toHaveTextContent('Ana was invited on 20 November 2026');
    expect(second).toHaveTextContent('Căutăm o fetiță de 7 ani.');
    expect(second).not.toHaveTextContent('Invitation from');
    expect(api.calls.find((call) => call.path === '/invitations')?.search.get('pageSize')).toBe('50');
  });

  it('"Not for me" sends the optional reason, says so, and the invitation leaves the list', async () => {
    let current = [testInvitation()];
    const { user, api } = openDashboard(() => current, {
      'POST /invitations/invitation-1/decline': ({ body }) => {
        const declined = testInvitation({
          status: 'DECLINED',
          declineReason: (body as { reason?: string }).reason ?? null,
        });
        current = [declined];
        return { body: { data: declined } };
      },
    });
    const card = await screen.findByTestId('invitation-card');
    await user.click(
      within(card).getByRole('button', { name: 'Not for me: Figuranți pentru serialul „Lumini de iarnă”' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Not for me: Figuranți pentru serialul „Lumini de iarnă”',
    });
    // The reason is optional, and limited as the server limits it.
    await user.click(within(dialog).getByLabelText('Reason (optional)'));
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Decline the invitation' }));
    expect(await within(dialog).findByText('The reason can have at most 500 characters')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Reason (optional)'));
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Nu sunt în țară atunci.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline the invitation' }));

    expect(
      await screen.findByText('You declined the invitation to “Figuranți pentru serialul „Lumini de iarnă””'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByTestId('invitations-empty')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path.endsWith('/decline'))?.body).toEqual({
      reason: 'Nu sunt în țară atunci.',
    });
  });

  it('after "Not for me", focus goes to the next invitation, the previous when it was the last, then the heading', async () => {
    const invitation = (n: number) =>
      testInvitation({
        id: `invitation-${n}`,
        casting: { id: `casting-${n}`, slug: `casting-${n}`, title: `Casting ${n}`, status: 'PUBLISHED' },
      });
    let current = [invitation(1), invitation(2), invitation(3)];
    const declines = Object.fromEntries(
      [1, 2, 3].map((n) => [
        `POST /invitations/invitation-${n}/decline`,
        () => {
          const declined = { ...invitation(n), status: 'DECLINED' as const };
          current = current.map((one) => (one.id === declined.id ? declined : one));
          return { body: { data: declined } };
        },
      ]),
    );
    const { user } = openDashboard(() => current, declines);
    const section = await screen.findByTestId('open-invitations');
    const decline = async (title: string, answer: 'Cancel' | 'Decline the invitation') => {
      await user.click(await within(section).findByRole('button', { name: `Not for me: ${title}` }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: answer }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };

    // Cancelled: the invitation stays, and so does focus on the button that opened the dialog.
    await decline('Casting 1', 'Cancel');
    expect(within(section).getByRole('button', { name: 'Not for me: Casting 1' })).toHaveFocus();
    // The first one goes: its place (and focus) is the next one's first control.
    await decline('Casting 1', 'Decline the invitation');
    await waitFor(() =>
      expect(within(section).getByRole('link', { name: 'Apply to Casting 2' })).toHaveFocus(),
    );
    // The last one goes: there is no next, so the one before it.
    await decline('Casting 3', 'Decline the invitation');
    await waitFor(() =>
      expect(within(section).getByRole('link', { name: 'Apply to Casting 2' })).toHaveFocus(),
    );
    // None left: the section's heading, above the empty note.
    await decline('Casting 2', 'Decline the invitation');
    await within(section).findByTestId('invitations-empty');
    await waitFor(() => expect(within(section).getByRole('heading', { name: 'Invitations' })).toHaveFocus());
  });

  it('a new INVITATION notice brings the invitation onto the dashboard without a reload', async () => {
    let current: Invitation[] = [];
    const { stream } = openDashboard(() => current);
    stream.unread(0);
    expect(await screen.findByTestId('invitations-empty')).toHaveTextContent('No open invitations.');

    current = [testInvitation()];
    stream.unread(1);
    expect(await screen.findByTestId('invitation-card')).toHaveTextContent(
      'Figuranți pentru serialul „Lumini de iarnă”',
    );
  });

  it('speaks Romanian, and shows a failed load with a way to try again', async () => {
    await changeLanguage('ro', { persist: false });
    let fail = true;
    const { user } = openDashboard(() => [testInvitation()], {
      'GET /invitations': () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Boom' } }
          : page([testInvitation()]),
    });
    const error = await screen.findByTestId('invitations-load-error');
    expect(error).toHaveTextContent('Nu am putut încărca invitațiile tale.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Încearcă din nou' }));
    const card = await screen.findByTestId('invitation-card');
    expect(within(card).getByRole('link', { name: /^Aplică la / })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Nu e pentru mine: / })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('invitations-load-error')).not.toBeInTheDocument());
  });
});

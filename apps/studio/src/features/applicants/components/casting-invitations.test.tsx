import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStaff } from '@/test/fixtures';
import { renderApp, signedInSession } from '@/test/render';
import { applicantPage, CASTING_ID, testApplicant, testCastingBody, testDetail } from '../test-fixtures';

const LIST = `GET /studio/castings/${CASTING_ID}/applications`;
const CASTING = `GET /studio/castings/${CASTING_ID}`;
const INVITATIONS = `GET /studio/castings/${CASTING_ID}/invitations`;
const verified = () => signedInSession(testStaff({ clientStatus: 'VERIFIED' }));
// The first screen of a file waits for its lazily loaded route.
const FIRST = { timeout: 15_000 };

const invitation = (index: number, status: string, declineReason: string | null = null) => ({
  id: `inv-${index}`,
  profileId: `profile-${index}`,
  firstName: `Ioana${index}`,
  lastName: index === 3 ? null : `Pop${index}`,
  isMinor: index === 3,
  status,
  declineReason,
  invitedAt: '2026-11-20T10:00:00.000Z',
  viewedAt: null,
  respondedAt: null,
});

describe("a casting's invitations, beside its applicants", () => {
  it('lists each invited talent with where they stand, and the counts', async () => {
    stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({ body: applicantPage([testApplicant(1)]) }),
      [INVITATIONS]: () => ({
        body: {
          data: [
            invitation(1, 'INVITED'),
            invitation(2, 'APPLIED'),
            invitation(3, 'VIEWED'),
            invitation(4, 'DECLINED', 'Busy that week'),
          ],
          meta: { counts: { INVITED: 1, VIEWED: 1, APPLIED: 1, DECLINED: 1 } },
        },
      }),
    });
    renderApp(`/castings/${CASTING_ID}/applicants`, verified());
    const rows = await screen.findAllByTestId('invitation-row', {}, FIRST);
    expect(rows.map((row) => within(row).getByTestId('invitation-status').textContent)).toEqual([
      'Invited',
      'Applied',
      'Viewed',
      'Declined',
    ]);
    expect(rows[0]).toHaveTextContent('Ioana1 Pop1');
    expect(rows[0]).toHaveTextContent('invited on 20 Nov 2026');
    expect(rows[2]).toHaveTextContent('Ioana3');
    expect(rows[3]).toHaveTextContent('“Busy that week”');
    expect(screen.getByTestId('invitation-counts')).toHaveTextContent(
      'Invited: 1Viewed: 1Applied: 1Declined: 1',
    );
  }, 20_000);

  it("opens an invited talent's conversation on its page", async () => {
    const api = stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({ body: applicantPage([testApplicant(1)]) }),
      [INVITATIONS]: () => ({
        body: { data: [invitation(1, 'INVITED')], meta: { counts: { INVITED: 1 } } },
      }),
      'GET /studio/invitations/inv-1/conversation': () => ({ body: { data: { id: 'conv-9' } } }),
    });
    const { user } = renderApp(`/castings/${CASTING_ID}/applicants`, verified());
    await user.click(await screen.findByRole('button', { name: 'Message Ioana1 Pop1' }, FIRST));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/messages/conv-9'));
    expect(api.calls.some((call) => call.path === '/studio/invitations/inv-1/conversation')).toBe(true);
  }, 20_000);

  it("quotes a decline reason in the language's own marks", async () => {
    await changeLanguage('ro', { persist: false });
    stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({ body: applicantPage([testApplicant(1)]) }),
      [INVITATIONS]: () => ({
        body: { data: [invitation(4, 'DECLINED', 'Sunt plecată')], meta: { counts: { DECLINED: 1 } } },
      }),
    });
    renderApp(`/castings/${CASTING_ID}/applicants`, verified());
    const [row] = await screen.findAllByTestId('invitation-row', {}, FIRST);
    expect(row).toHaveTextContent('„Sunt plecată”');
  }, 20_000);

  it('points to the directory when no one was invited, and is not asked for by a client not verified', async () => {
    const api = stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({ body: applicantPage([testApplicant(1)]) }),
      [INVITATIONS]: () => ({ body: { data: [], meta: { counts: {} } } }),
    });
    const { unmount } = renderApp(`/castings/${CASTING_ID}/applicants`, verified());
    const empty = await screen.findByTestId('invitations-empty', {}, FIRST);
    expect(within(empty).getByRole('link', { name: 'Find talent' })).toHaveAttribute('href', '/talents');
    unmount();

    const before = api.calls.length;
    renderApp(`/castings/${CASTING_ID}/applicants`, signedInSession());
    await screen.findAllByTestId('applicant-card');
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument();
    expect(api.calls.slice(before).some((call) => call.path.endsWith('/invitations'))).toBe(false);
  }, 20_000);

  it("adds an applicant to a talent list from the applicant's review", async () => {
    const api = stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({ body: applicantPage([testApplicant(2)]) }),
      'GET /studio/applications/app-2': () => ({ body: { data: testDetail() } }),
      'GET /studio/applications/app-2/self-tape-requests': () => ({ body: { data: [] } }),
      'GET /studio/talent-lists': () => ({ body: { data: [] } }),
      'POST /studio/talent-lists': () => ({
        status: 201,
        body: { data: { id: 'list-1', name: 'Callbacks', memberCount: 0, createdAt: '', updatedAt: '' } },
      }),
      'PUT /studio/talent-lists/list-1/members/profile-2': () => ({ body: { data: {} } }),
    });
    const { user } = renderApp(`/castings/${CASTING_ID}/applicants/app-2`, verified());
    await user.click(await screen.findByTestId('add-to-list', {}, FIRST));
    const dialog = await screen.findByTestId('add-to-list-dialog');
    expect(await within(dialog).findByText(/You have no list yet/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name of a new list'), 'Callbacks{Enter}');
    expect(await screen.findByText('Added to “Callbacks”')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === 'PUT' && call.path.endsWith('/members/profile-2')),
      ).toBe(true),
    );
  }, 20_000);

  it("adds the selected applicants' talents to a talent list", async () => {
    const api = stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({ body: applicantPage([testApplicant(1), testApplicant(2), testApplicant(3)]) }),
      [INVITATIONS]: () => ({ body: { data: [], meta: { counts: {} } } }),
      'GET /studio/talent-lists': () => ({
        body: {
          data: [{ id: 'list-1', name: 'Callbacks', memberCount: 0, createdAt: '', updatedAt: '' }],
        },
      }),
      'PUT /studio/talent-lists/list-1/members/profile-1': () => ({ body: { data: {} } }),
      'PUT /studio/talent-lists/list-1/members/profile-3': () => ({ body: { data: {} } }),
    });
    const { user } = renderApp(`/castings/${CASTING_ID}/applicants`, verified());
    await screen.findAllByTestId('applicant-card', {}, FIRST);
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana1 Zamfir1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana3 Zamfir3' }));
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Add to list' }));
    const dialog = await screen.findByTestId('add-to-list-dialog');
    expect(dialog).toHaveTextContent('Add 2 talents to a list');
    await user.click(await within(dialog).findByRole('button', { name: /Callbacks/ }));
    expect(await screen.findByText('2 added to “Callbacks”')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/studio/talent-lists/list-1/members/profile-1',
      '/studio/talent-lists/list-1/members/profile-3',
    ]);
  }, 20_000);
});

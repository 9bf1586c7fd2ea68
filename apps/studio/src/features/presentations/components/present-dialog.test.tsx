import { PRESENTATION_MESSAGES } from '@talent/contract/presentations';
import { fieldRefused, stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStaff } from '@/test/fixtures';
import { renderApp, signedInSession } from '@/test/render';
import { CASTING_ID, castingFeedbackAnswer, castingRoutes, testPresentation } from '../feedback-fixtures';

const CREATE = 'POST /studio/presentations';
const created = (overrides: Parameters<typeof testPresentation>[0] = {}) => ({
  status: 201,
  body: {
    data: {
      id: 'pres-9',
      url: '/p/Zk3v9Q-token',
      presentation: testPresentation({ id: 'pres-9', viewerCount: 0, ...overrides }),
    },
  },
});
/** The casting's applicants page, nobody voted yet, and `more`. */
const applicantRoutes = (more: Parameters<typeof castingRoutes>[1] = {}) =>
  castingRoutes(() => castingFeedbackAnswer([]), more);
// Selecting, typing and reading a result on two shared cores takes longer than 5 s.
const LONG = 30_000;

/** The applicants page with the first two selected and the dialog open. */
async function openFromApplicants() {
  const view = renderApp(`/castings/${CASTING_ID}/applicants`, signedInSession());
  const { user } = view;
  await user.click(await screen.findByRole('checkbox', { name: /Ioana1 Pop/ }, { timeout: 15_000 }));
  await user.click(screen.getByRole('checkbox', { name: /Ioana2 Pop/ }));
  await user.click(
    within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Present to a producer' }),
  );
  return {
    ...view,
    dialog: await screen.findByRole('dialog', { name: 'Present 2 applicants to a producer' }),
  };
}

describe('presenting applicants to a producer', () => {
  afterEach(() => vi.useRealTimers());

  it(
    "sends the selection with the casting's title and the end of the day 14 days ahead, then shows the link once",
    async () => {
      vi.useFakeTimers({ now: new Date('2026-11-29T11:00:00.000Z'), toFake: ['Date'] });
      const api = stubApi(applicantRoutes({ [CREATE]: () => created() }));
      const { user, dialog } = await openFromApplicants();

      expect(within(dialog).getByLabelText('Title')).toHaveValue('Summer commercial');
      const expiry = within(dialog).getByLabelText('The link works until');
      expect(expiry).toHaveValue('2026-12-13');
      expect(expiry).toHaveAttribute('max', '2027-02-27');
      expect(within(dialog).getByLabelText('Show my notes on each talent')).not.toBeChecked();
      await user.type(within(dialog).getByLabelText('Password (optional)'), 'fructe');
      await user.click(within(dialog).getByLabelText('Show my notes on each talent'));
      await user.click(within(dialog).getByRole('button', { name: 'Make the link' }));

      const link = await screen.findByTestId('present-link');
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        castingId: CASTING_ID,
        title: 'Summer commercial',
        applicationIds: ['app-1', 'app-2'],
        expiresAt: '2026-12-13T23:59:59+02:00',
        password: 'fructe',
        showNotes: true,
      });
      expect(screen.getByRole('dialog', { name: 'The link is ready' })).toBeInTheDocument();
      const url = within(link).getByLabelText('Link for the producer');
      expect(url).toHaveValue(`${window.location.origin}/p/Zk3v9Q-token`);
      expect(url).toHaveAttribute('readonly');
      expect(link).toHaveTextContent('This link is shown only now: only its fingerprint is kept');
      expect(link).toHaveTextContent('Send the password separately');

      // Copy is focused: Enter copies, and says so.
      const copy = within(link).getByRole('button', { name: 'Copy' });
      expect(copy).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(await within(link).findByRole('status')).toHaveTextContent('Copied');
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/p/Zk3v9Q-token`);

      await user.click(within(link).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument());
    },
    LONG,
  );

  it(
    "checks the contract's rules first, shows the server's refusals on their fields, and selects the link when it cannot copy",
    async () => {
      let answer = 0;
      const api = stubApi(
        applicantRoutes({
          [CREATE]: () => {
            answer += 1;
            if (answer === 1) return fieldRefused('expiresAt', PRESENTATION_MESSAGES.expiryTooFar);
            return created({ hasPassword: false });
          },
        }),
      );
      const { user, dialog } = await openFromApplicants();
      const title = within(dialog).getByLabelText('Title');
      await user.clear(title);
      await user.type(within(dialog).getByLabelText('Password (optional)'), 'abc');
      await user.click(within(dialog).getByRole('button', { name: 'Make the link' }));
      await waitFor(() => expect(title).toHaveAccessibleDescription(/Give the presentation a title/));
      expect(within(dialog).getByLabelText('Password (optional)')).toHaveAccessibleDescription(
        /The password needs at least 4 characters/,
      );
      expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

      await user.type(title, 'Picks for the agency');
      await user.clear(within(dialog).getByLabelText('Password (optional)'));
      await user.click(within(dialog).getByRole('button', { name: 'Make the link' }));
      const expiry = within(dialog).getByLabelText('The link works until');
      await waitFor(() => expect(expiry).toHaveAccessibleDescription(/A link can work for at most 90 days/));
      expect(expiry).toHaveFocus();
      expect(api.calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('password');

      await user.click(within(dialog).getByRole('button', { name: 'Make the link' }));
      const link = await screen.findByTestId('present-link');
      expect(link).not.toHaveTextContent('Send the password separately');
      // No clipboard to write to: the link is selected for the keyboard's copy.
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));
      await user.click(within(link).getByRole('button', { name: 'Copy' }));
      expect(await within(link).findByRole('status')).toHaveTextContent('Select the link and copy it');
      const url = within(link).getByLabelText('Link for the producer') as HTMLInputElement;
      expect(url).toHaveFocus();
      expect([url.selectionStart, url.selectionEnd]).toEqual([0, url.value.length]);
    },
    LONG,
  );
});

describe('presenting a talent list', () => {
  it(
    "asks which casting, sends the list, and shows a list with none of the casting's applicants on the casting",
    async () => {
      let answer = 0;
      const api = stubApi({
        'GET /studio/talent-lists/list-1': () => ({
          body: {
            data: {
              id: 'list-1',
              name: 'Blonde dancers, Cluj',
              memberCount: 0,
              createdAt: '2026-11-01T10:00:00.000Z',
              updatedAt: '2026-11-02T10:00:00.000Z',
              members: [],
            },
          },
        }),
        'GET /studio/castings': () => ({
          body: {
            data: [
              { id: CASTING_ID, title: 'Summer commercial' },
              { id: 'casting-2', title: 'Winter series' },
            ],
            meta: { page: 1, pageSize: 50, total: 2, totalPages: 1 },
          },
        }),
        [CREATE]: () => {
          answer += 1;
          if (answer === 1) return fieldRefused('talentListId', PRESENTATION_MESSAGES.listHasNoApplicants);
          return created({ castingId: 'casting-2' });
        },
      });
      const session = signedInSession(testStaff({ clientStatus: 'VERIFIED' }));
      const { user } = renderApp('/lists/list-1', session);
      await user.click(
        await screen.findByRole('button', { name: 'Present to a producer' }, { timeout: 15_000 }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Present this list to a producer' });
      const casting = within(dialog).getByLabelText('Casting');
      await waitFor(() => expect(casting).toBeEnabled());

      await user.click(within(dialog).getByRole('button', { name: 'Make the link' }));
      await waitFor(() => expect(casting).toHaveAccessibleDescription(/Choose the casting to present/));
      expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

      // The casting's title comes with it, until the director writes another.
      await user.selectOptions(casting, CASTING_ID);
      expect(within(dialog).getByLabelText('Title')).toHaveValue('Summer commercial');
      await user.selectOptions(casting, 'casting-2');
      expect(within(dialog).getByLabelText('Title')).toHaveValue('Winter series');
      await user.click(within(dialog).getByRole('button', { name: 'Make the link' }));
      await waitFor(() =>
        expect(casting).toHaveAccessibleDescription(/None of this list’s talents applied to this casting/),
      );
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        castingId: 'casting-2',
        title: 'Winter series',
        talentListId: 'list-1',
      });
      expect(api.calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('applicationIds');

      await user.click(within(dialog).getByRole('button', { name: 'Make the link' }));
      const link = await screen.findByTestId('present-link');
      expect(within(link).getByRole('link', { name: 'See the casting’s presentations' })).toHaveAttribute(
        'href',
        '/castings/casting-2/presentations',
      );
    },
    LONG,
  );
});

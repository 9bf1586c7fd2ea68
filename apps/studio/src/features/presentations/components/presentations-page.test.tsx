import { PRESENTATION_MESSAGES } from '@talent/contract/presentations';
import { changeLanguage } from '@talent/ui/i18n';
import { fieldRefused, stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';
import { CASTING_ID, castingAnswer, testPresentation } from '../feedback-fixtures';

const LIST = 'GET /studio/presentations';
const CASTING = `GET /studio/castings/${CASTING_ID}`;
const open = () => renderApp(`/castings/${CASTING_ID}/presentations`, signedInSession());
// The first screen of a file waits for its lazily loaded route; dialogs and requests follow.
const LONG = 30_000;

const three = () => [
  testPresentation(),
  testPresentation({
    id: 'pres-2',
    title: 'First round',
    talentCount: 1,
    state: 'EXPIRED',
    expiresAt: '2026-11-10T21:59:59.000Z',
    hasPassword: false,
    showNotes: true,
    viewerCount: 0,
  }),
  testPresentation({
    id: 'pres-3',
    title: 'Old picks',
    state: 'REVOKED',
    revokedAt: '2026-11-05T09:00:00.000Z',
  }),
];

describe("a casting's presentations", () => {
  afterEach(() => vi.useRealTimers());

  it('lists each with its state and date, talents, password, viewers and a way to its votes', async () => {
    const api = stubApi({ [CASTING]: () => castingAnswer, [LIST]: () => ({ body: { data: three() } }) });
    open();
    const cards = await screen.findAllByTestId('presentation', {}, { timeout: 15_000 });
    expect(api.calls.find((call) => call.path === '/studio/presentations')?.search.get('castingId')).toBe(
      CASTING_ID,
    );
    expect(await screen.findByText('Summer commercial')).toBeInTheDocument();
    const [active, expired, revoked] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(active).getByRole('heading', { level: 2 })).toHaveTextContent('Picks for the agency');
    expect(within(active).getByTestId('presentation-state')).toHaveTextContent(
      /^Active until 1 Dec 2037, 23:59 \(Romania time\)$/,
    );
    expect(active).toHaveTextContent('2 talents');
    expect(within(active).getByTestId('presentation-facts')).toHaveTextContent(
      'Password:yesViewers:2Your notes:not shown',
    );
    expect(
      within(active).getByRole('link', { name: 'Votes and views of Picks for the agency' }),
    ).toHaveAttribute('href', '/presentations/pres-1');
    expect(within(expired).getByTestId('presentation-state')).toHaveTextContent(/^Expired on 10 Nov 2026/);
    expect(within(expired).getByTestId('presentation-facts')).toHaveTextContent(
      'Password:noViewers:0Your notes:shown',
    );
    expect(expired).toHaveTextContent('1 talent ·');
    // A revoked link is for good: only its votes remain to see.
    expect(within(revoked).getByTestId('presentation-state')).toHaveTextContent(
      /^Revoked on 5 Nov 2026, 11:00 \(Romania time\)$/,
    );
    expect(within(revoked).queryByRole('button')).not.toBeInTheDocument();
    expect(within(revoked).getByRole('link', { name: /Votes and views/ })).toBeInTheDocument();
  });

  it('says how to make the first one, in Romanian too, and offers another try when the list fails', async () => {
    let fail = true;
    stubApi({
      [CASTING]: () => castingAnswer,
      [LIST]: () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Down' } }
          : { body: { data: [] } },
    });
    const { user } = open();
    const error = await screen.findByTestId('presentations-error', {}, { timeout: 15_000 });
    expect(error).toHaveTextContent('The presentations could not be loaded');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    const empty = await screen.findByTestId('presentations-empty');
    expect(empty).toHaveTextContent('No presentation yet');
    expect(empty).toHaveTextContent('Select applicants and choose Present to a producer.');
    expect(within(empty).getByRole('link', { name: 'Go to the applicants' })).toHaveAttribute(
      'href',
      `/castings/${CASTING_ID}/applicants`,
    );
    await changeLanguage('ro');
    expect(await screen.findByText('Nicio prezentare încă')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Prezentări');
    await changeLanguage('en');
  });

  it(
    'changes the expiry to the end of the day chosen, and shows a refusal on the field',
    async () => {
      vi.useFakeTimers({ now: new Date('2026-11-29T11:00:00.000Z'), toFake: ['Date'] });
      let list = [testPresentation({ expiresAt: '2026-12-13T21:59:59.000Z' })];
      let answer = 0;
      const api = stubApi({
        [CASTING]: () => castingAnswer,
        [LIST]: () => ({ body: { data: list } }),
        'PATCH /studio/presentations/pres-1': (request) => {
          answer += 1;
          if (answer === 1) return fieldRefused('expiresAt', PRESENTATION_MESSAGES.expiryPast);
          const { expiresAt } = request.body as { expiresAt: string };
          list = [testPresentation({ expiresAt: new Date(expiresAt).toISOString() })];
          return { body: { data: list[0] } };
        },
      });
      const { user } = open();
      const change = await screen.findByRole(
        'button',
        { name: 'Change expiry of Picks for the agency' },
        { timeout: 15_000 },
      );
      await user.click(change);
      const dialog = await screen.findByRole('dialog', {
        name: 'Change the expiry of “Picks for the agency”',
      });
      const day = within(dialog).getByLabelText('The link works until');
      expect(day).toHaveValue('2026-12-13');
      expect(day).toHaveFocus();
      await user.clear(day);
      await user.type(day, '2027-01-20');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(day).toHaveAccessibleDescription(/The link must stop working at a time still ahead/),
      );

      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
        { expiresAt: '2027-01-20T23:59:59+02:00' },
        { expiresAt: '2027-01-20T23:59:59+02:00' },
      ]);
      expect(
        await screen.findByText(/^Active until 20 Jan 2027, 23:59 \(Romania time\)$/),
      ).toBeInTheDocument();
      expect(screen.getByText('Expiry changed')).toBeInTheDocument();
      // The dialog gave focus back to the button that opened it.
      expect(change).toHaveFocus();
    },
    LONG,
  );

  it(
    'revokes a link after saying it stops working for everyone, and keeps the focus on that presentation',
    async () => {
      let list = [testPresentation()];
      const api = stubApi({
        [CASTING]: () => castingAnswer,
        [LIST]: () => ({ body: { data: list } }),
        'PATCH /studio/presentations/pres-1': () => {
          list = [testPresentation({ state: 'REVOKED', revokedAt: '2026-11-29T10:00:00.000Z' })];
          return { body: { data: list[0] } };
        },
      });
      const { user } = open();
      await user.click(
        await screen.findByRole(
          'button',
          { name: 'Revoke the link of Picks for the agency' },
          { timeout: 15_000 },
        ),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Revoke “Picks for the agency”?' });
      expect(dialog).toHaveTextContent('The link stops working at once for everyone.');
      // The way out has the focus: Enter never revokes by accident.
      expect(within(dialog).getByRole('button', { name: 'Keep the link' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Revoke the link' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ revoked: true });
      expect(await screen.findByText(/^Revoked on 29 Nov 2026, 12:00 \(Romania time\)$/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Picks for the agency' })).toHaveFocus();
      expect(screen.queryByRole('button', { name: /Revoke the link of/ })).not.toBeInTheDocument();
    },
    LONG,
  );

  it('is reached from the applicants page', async () => {
    stubApi({
      [CASTING]: () => castingAnswer,
      [`GET /studio/castings/${CASTING_ID}/applications`]: () => ({
        body: { data: [], meta: { page: 1, pageSize: 24, total: 0, totalPages: 1, counts: {} } },
      }),
      [LIST]: () => ({ body: { data: [] } }),
    });
    const { user } = renderApp(`/castings/${CASTING_ID}/applicants`, signedInSession());
    await user.click(await screen.findByRole('link', { name: 'Presentations' }, { timeout: 15_000 }));
    expect(await screen.findByTestId('presentations-empty')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/castings/${CASTING_ID}/presentations`);
  });
});

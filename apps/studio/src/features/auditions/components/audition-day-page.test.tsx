import type { AuditionDay, AuditionDayEntry } from '@talent/contract/auditions';
import { changeLanguage } from '@talent/ui/i18n';
import { type StubRequest, stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';

const DAY = 'GET /studio/audition-sessions/session-1/day';
const checkInOf = (id: string) => `POST /studio/auditions/${id}/check-in`;
// The first test also loads the page's modules: on two shared cores that takes a while.
const LONG = 20_000;

function entry(id: string, overrides: Partial<AuditionDayEntry> = {}): AuditionDayEntry {
  return {
    id,
    status: 'CONFIRMED',
    firstName: `Ioana-${id}`,
    lastName: `Pop-${id}`,
    isMinor: false,
    age: 27,
    photoUrl: `/media/${id}-thumb.webp`,
    contact: {
      name: `Ioana-${id} Pop-${id}`,
      phone: '+40 722 000 111',
      email: `${id}@example.com`,
      isGuardian: false,
    },
    checkedInAt: null,
    ...overrides,
  };
}

/** A child of 9: first name only (even were a surname sent), reached through its guardian. */
const child = entry('a3', {
  firstName: 'Matei',
  lastName: 'Popescu',
  isMinor: true,
  age: 9,
  contact: { name: 'Maria Ionescu', phone: '0744 123 456', email: 'maria@example.com', isGuardian: true },
});

function testDay(slots: AuditionDay['slots']): AuditionDay {
  return {
    casting: { id: 'casting-1', title: 'Vara la mare' },
    session: {
      id: 'session-1',
      castingId: 'casting-1',
      round: 'CALLBACK',
      kind: 'IN_PERSON',
      date: '2026-12-12',
      start: '10:00',
      end: '11:00',
      startsAt: '2026-12-12T08:00:00.000Z',
      endsAt: '2026-12-12T09:00:00.000Z',
      slotMinutes: 15,
      capacityPerSlot: 2,
      place: 'Studioul 3, Str. Ion Câmpineanu 11, București',
      meetingUrl: null,
      instructions: null,
      cancelledAt: null,
    },
    slots,
  };
}

const threeSlots = () =>
  testDay([
    {
      start: '2026-12-12T08:00:00.000Z',
      time: '10:00',
      entries: [entry('a1'), entry('a2', { status: 'INVITED' })],
    },
    { start: '2026-12-12T08:15:00.000Z', time: '10:15', entries: [] },
    { start: '2026-12-12T08:30:00.000Z', time: '10:30', entries: [child] },
  ]);

/**
 * The API as the day page meets it: the day, and check-ins that change it as the server would (a
 * refusal from `refuse` changes nothing), so the page's reload after a check-in reads the new status.
 */
function serve(
  day: AuditionDay,
  refuse?: (request: StubRequest) => { status: number; body: unknown } | undefined,
) {
  let current = day;
  const checkIn = (id: string) => (request: StubRequest) => {
    const refusal = refuse?.(request);
    if (refusal) return refusal;
    const status = (request.body as { status: AuditionDayEntry['status'] }).status;
    current = {
      ...current,
      slots: current.slots.map((slot) => ({
        ...slot,
        entries: slot.entries.map((one) => (one.id === id ? { ...one, status } : one)),
      })),
    };
    return { body: { data: { id, status } } };
  };
  const ids = day.slots.flatMap((slot) => slot.entries.map((one) => one.id));
  return stubApi({
    [DAY]: () => ({ body: { data: current } }),
    ...Object.fromEntries(ids.map((id) => [checkInOf(id), checkIn(id)])),
  });
}

const open = () => renderApp('/audition-sessions/session-1/day', signedInSession());
const rows = () => screen.getAllByTestId('day-row');
const statusOf = (row: HTMLElement) => within(row).getByTestId('audition-status');

describe('the audition day', () => {
  it(
    'lists the slots in order with photo, name and contact of each one booked, under the session',
    async () => {
      serve(threeSlots());
      open();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Vara la mare' }, { timeout: 10_000 }),
      ).toBeVisible();
      const page = screen.getByTestId('audition-day');
      expect(page).toHaveTextContent('Callback · Saturday, 12 December 2026 · 10:00–11:00 (Romania time)');
      expect(page).toHaveTextContent('Place: Studioul 3, Str. Ion Câmpineanu 11, București');
      expect(screen.getByRole('link', { name: 'Auditions' })).toHaveAttribute(
        'href',
        '/castings/casting-1/auditions',
      );

      const slots = screen.getAllByTestId('day-slot');
      expect(slots.map((slot) => within(slot).getByRole('heading', { level: 2 }).textContent)).toEqual([
        '10:002 booked',
        '10:150 booked',
        '10:301 booked',
      ]);
      expect(
        within(slots[0]!)
          .getAllByTestId('day-row')
          .map((row) => row.getAttribute('aria-labelledby')),
      ).toHaveLength(2);
      expect(within(slots[1]!).queryAllByTestId('day-row')).toHaveLength(0);

      const [first, second] = rows();
      expect(first).toHaveAccessibleName('Ioana-a1 Pop-a1');
      expect(within(first!).getByRole('img', { name: 'Ioana-a1 Pop-a1' })).toHaveAttribute(
        'src',
        '/media/a1-thumb.webp',
      );
      expect(within(first!).getByRole('link', { name: '+40 722 000 111' })).toHaveAttribute(
        'href',
        'tel:+40722000111',
      );
      expect(within(first!).getByRole('link', { name: 'a1@example.com' })).toHaveAttribute(
        'href',
        'mailto:a1@example.com',
      );
      expect(statusOf(first!)).toHaveTextContent('Confirmed');
      expect(statusOf(second!)).toHaveTextContent('Invited');
      expect(first).not.toHaveTextContent('Guardian');
    },
    LONG,
  );

  it('shows a minor by first name and age, reached through the guardian, never a surname', async () => {
    serve(threeSlots());
    open();
    const row = (await screen.findAllByTestId('day-row', {}, { timeout: 10_000 }))[2]!;
    expect(row).toHaveAccessibleName('Matei Minor 9 years');
    expect(row).toHaveTextContent('Guardian: Maria Ionescu');
    expect(within(row).getByRole('link', { name: '0744 123 456' })).toHaveAttribute('href', 'tel:0744123456');
    expect(within(row).getByRole('link', { name: 'maria@example.com' })).toHaveAttribute(
      'href',
      'mailto:maria@example.com',
    );
    expect(within(row).getByRole('img', { name: 'Matei' })).toBeInTheDocument();
    expect(row).not.toHaveTextContent('Popescu');
  });

  it('checks a talent in with a click: the row says "Arrived" at once and the server is told', async () => {
    const api = serve(threeSlots());
    const { user } = open();
    const row = (await screen.findAllByTestId('day-row', {}, { timeout: 10_000 }))[0]!;
    await user.click(within(row).getByRole('button', { name: 'Arrived: Ioana-a1 Pop-a1' }));
    expect(statusOf(row)).toHaveTextContent('Arrived');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
        expect.objectContaining({ path: '/studio/auditions/a1/check-in', body: { status: 'ATTENDED' } }),
      ]),
    );
    // The day is read again once the server has answered, and says the same.
    await waitFor(() => expect(api.calls.filter((call) => call.path.endsWith('/day'))).toHaveLength(2));
    expect(statusOf(rows()[0]!)).toHaveTextContent('Arrived');
  });

  it('works by keyboard: Tab reaches a row, ↓ and ↑ move between rows, A and N check in', async () => {
    const api = serve(threeSlots());
    const { user } = open();
    await screen.findAllByTestId('day-row', {}, { timeout: 10_000 });
    const [first, second, third] = rows();
    expect(first).toHaveAttribute('aria-keyshortcuts', 'A N ArrowUp ArrowDown');

    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(third).toHaveFocus();
    await user.keyboard('n');
    expect(statusOf(third!)).toHaveTextContent('No-show');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(first).toHaveFocus();
    await user.keyboard('a');
    expect(statusOf(first!)).toHaveTextContent('Arrived');
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
      ).toEqual([
        ['/studio/auditions/a3/check-in', { status: 'NO_SHOW' }],
        ['/studio/auditions/a1/check-in', { status: 'ATTENDED' }],
      ]),
    );

    // Tab from the row goes through its links (phone, e-mail) and buttons to the next row.
    first!.focus();
    for (let i = 0; i < 5; i += 1) await user.tab();
    expect(second).toHaveFocus();
    expect(screen.getByTestId('shortcuts-help')).toHaveTextContent('NNo-show');
  });

  it('puts the row back and says why when the server refuses the check-in (409)', async () => {
    serve(threeSlots(), ({ path }) =>
      path.includes('/a2/')
        ? {
            status: 409,
            body: {
              statusCode: 409,
              code: 'AUDITION_NOT_BOOKED',
              message: 'Only a talent booked into a slot can be checked in',
            },
          }
        : undefined,
    );
    const { user } = open();
    const row = (await screen.findAllByTestId('day-row', {}, { timeout: 10_000 }))[1]!;
    await user.click(within(row).getByRole('button', { name: /^Arrived/ }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(/checked in/);
    expect(statusOf(row)).toHaveTextContent('Invited');
  });

  it('prints the sheet with the browser', async () => {
    serve(threeSlots());
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Print' }, { timeout: 10_000 }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when no one is booked yet', async () => {
    stubApi({
      [DAY]: () => ({
        body: { data: testDay([{ start: '2026-12-12T08:00:00.000Z', time: '10:00', entries: [] }]) },
      }),
    });
    open();
    expect(await screen.findByTestId('day-empty', {}, { timeout: 10_000 })).toHaveTextContent(
      'No one is booked yet',
    );
    expect(screen.queryByTestId('day-row')).not.toBeInTheDocument();
    expect(screen.queryByTestId('shortcuts-help')).not.toBeInTheDocument();
  });

  it(
    'says when the day cannot be loaded, and loads it on "Try again"',
    async () => {
      let answer: () => { status?: number; body: unknown } = () => ({
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL', message: 'Boom' },
      });
      stubApi({ [DAY]: () => answer() });
      const { user } = open();
      // A server error is asked again twice before the page gives up.
      const error = await screen.findByTestId('day-error', {}, { timeout: 15_000 });
      expect(error).toHaveTextContent('The day sheet could not be loaded');
      answer = () => ({ body: { data: threeSlots() } });
      await user.click(within(error).getByRole('button', { name: 'Try again' }));
      expect(await screen.findAllByTestId('day-row')).toHaveLength(3);
    },
    LONG,
  );

  it('speaks Romanian: the day, the Romanian clock and the guardian', async () => {
    await changeLanguage('ro', { persist: false });
    serve(threeSlots());
    open();
    expect(await screen.findByText('Foaia zilei', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('audition-day')).toHaveTextContent('10:00–11:00 (ora României)');
    const row = rows()[2]!;
    expect(row).toHaveTextContent('Tutore: Maria Ionescu');
    expect(row).toHaveAccessibleName('Matei Minor 9 ani');
    expect(within(row).getByRole('button', { name: 'A venit: Matei' })).toBeInTheDocument();
  });
});

import type { Audition } from '@talent/contract/auditions';
import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testAudition } from '@/test/fixtures';
import { signedInSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

type Routes = Parameters<typeof stubApi>[0];

/** /auditions (or `route`) with GET /auditions answering whatever `list()` is then. */
function openAuditions(list: () => Audition[], routes: Routes = {}, route = '/auditions') {
  const api = stubApi({ 'GET /auditions': () => ({ body: { data: list() } }), ...routes });
  return { ...renderApp(route, signedInSession()), api };
}

/** The server's answer to one POST: the audition as it is now, kept as the list's too. */
function answering(
  current: { value: Audition },
  change: (body: Record<string, unknown>) => Partial<Audition>,
) {
  return ({ body }: { body: unknown }) => {
    current.value = { ...current.value, ...change((body ?? {}) as Record<string, unknown>), freeSlots: [] };
    return { body: { data: current.value } };
  };
}

const posts = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);

const card = async () => screen.findByTestId('audition-card');

// Whole pages rendered and clicked through: on a busy machine one takes more than the default 5 s.
describe('my auditions', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-12-01T10:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each audition with the casting, who it is for, when on a Bucharest clock, where, and its status; upcoming first', async () => {
    const given = testAudition();
    const forChild = testAudition({
      id: 'audition-2',
      status: 'CONFIRMED',
      childName: 'Ana',
      companyName: null,
      note: null,
      // 13:30 in Bucharest; the tests run in Auckland, where it is already the 4th.
      slotStart: '2026-12-03T11:30:00.000Z',
      slotEnd: '2026-12-03T11:45:00.000Z',
      casting: { id: 'casting-2', slug: 'reclama-lapte', title: 'Reclamă la lapte' },
      session: {
        ...given.session,
        id: 'session-2',
        round: 'CALLBACK',
        kind: 'ONLINE',
        place: null,
        meetingUrl: 'https://meet.example.com/abc',
        instructions: null,
      },
    });
    const declined = testAudition({ id: 'audition-3', status: 'DECLINED', note: 'Filmez atunci.' });
    openAuditions(() => [declined, given, forChild]);

    expect(await screen.findByRole('heading', { level: 1, name: 'My auditions' })).toBeInTheDocument();
    const upcoming = await screen.findByTestId('auditions-upcoming');
    const [first, second] = within(upcoming).getAllByTestId('audition-card') as [HTMLElement, HTMLElement];
    expect(first).toHaveAttribute('id', 'audition-audition-2');
    expect(within(first).getByRole('link', { name: 'Reclamă la lapte' })).toHaveAttribute(
      'href',
      '/castings/reclama-lapte',
    );
    expect(first).toHaveTextContent('Callback · Online');
    expect(first).toHaveTextContent('For Ana');
    expect(first).not.toHaveTextContent('Invitation from');
    expect(within(first).getByTestId('audition-when')).toHaveTextContent(
      'Thursday, 3 December 2026, 13:30–13:45 (Romania time)',
    );
    expect(within(first).getByRole('link', { name: 'https://meet.example.com/abc' })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );
    expect(within(first).getByTestId('audition-status')).toHaveTextContent('Status: Confirmed');

    expect(second).toHaveTextContent('Audition · In person');
    expect(second).toHaveTextContent('Invitation from Lumini Film SRL');
    expect(within(second).getByTestId('audition-when')).toHaveTextContent(
      'Tuesday, 15 December 2026, 10:00–10:15 (Romania time)',
    );
    expect(second).toHaveTextContent('Studioul 3, Str. Ion Câmpineanu 11, București');
    expect(second).toHaveTextContent('Vino cu 10 minute mai devreme.');
    expect(within(second).getByTestId('audition-status')).toHaveTextContent('Awaiting your answer');

    const past = screen.getByTestId('auditions-past');
    const answered = within(past).getByTestId('audition-card');
    expect(answered).toHaveTextContent('Declined');
    expect(answered).toHaveTextContent('Your note: “Filmez atunci.”');
    // Answered: nothing more to do on it.
    expect(within(answered).queryByRole('button')).not.toBeInTheDocument();
  });

  it('Confirm takes the time given: it posts no slot, shows Confirmed, and focus goes to the status', async () => {
    const current = { value: testAudition() };
    const { user, api } = openAuditions(() => [current.value], {
      'POST /auditions/audition-1/confirm': answering(current, () => ({ status: 'CONFIRMED' })),
    });
    const one = await card();
    expect(one).toHaveTextContent('Your time: 10:00. Confirm it, or choose another free time.');
    await user.click(within(one).getByRole('button', { name: 'Confirm' }));

    const status = within(one).getByTestId('audition-status');
    await waitFor(() => expect(status).toHaveTextContent('Status: Confirmed'));
    await waitFor(() => expect(status).toHaveFocus());
    expect(within(one).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(one).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(posts(api)).toEqual([['/auditions/audition-1/confirm', {}]]);
  });

  it('"Choose another time" offers the free times on a Bucharest clock and posts the one chosen', async () => {
    const current = { value: testAudition() };
    const { user, api } = openAuditions(() => [current.value], {
      'POST /auditions/audition-1/confirm': answering(current, (body) => ({
        status: 'CONFIRMED',
        slotStart: body.slotStart as string,
        slotEnd: '2026-12-15T09:00:00.000Z',
      })),
    });
    const one = await card();
    await user.click(within(one).getByRole('button', { name: 'Choose another time' }));
    const select = within(one).getByLabelText('Free times (Romania time)');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a time…', '10:30', '11:45']);
    // Nothing chosen: said, nothing sent.
    await user.click(within(one).getByRole('button', { name: 'Take this time' }));
    expect(within(one).getByText('Choose one of the free times')).toBeInTheDocument();
    expect(posts(api)).toEqual([]);

    await user.selectOptions(select, '10:30');
    await user.click(within(one).getByRole('button', { name: 'Take this time' }));
    await waitFor(() => expect(within(one).getByTestId('audition-status')).toHaveTextContent('Confirmed'));
    expect(within(one).getByTestId('audition-when')).toHaveTextContent('10:30–11:00 (Romania time)');
    expect(posts(api)).toEqual([
      ['/auditions/audition-1/confirm', { slotStart: '2026-12-15T08:30:00.000Z' }],
    ]);
  });

  it('waiting for a slot: says so, and a time that came free can be taken', async () => {
    const current = { value: testAudition({ slotStart: null, slotEnd: null }) };
    const { user, api } = openAuditions(() => [current.value], {
      'POST /auditions/audition-1/confirm': answering(current, (body) => ({
        status: 'CONFIRMED',
        slotStart: body.slotStart as string,
        slotEnd: '2026-12-15T10:00:00.000Z',
      })),
    });
    const one = await card();
    expect(within(one).getByTestId('audition-status')).toHaveTextContent('On the waiting list');
    expect(within(one).getByTestId('audition-when')).toHaveTextContent(
      'Tuesday, 15 December 2026, 10:00–12:00 (Romania time)',
    );
    expect(within(one).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await user.selectOptions(within(one).getByLabelText('Free times (Romania time)'), '11:45');
    await user.click(within(one).getByRole('button', { name: 'Take this time' }));
    await waitFor(() => expect(within(one).getByTestId('audition-status')).toHaveTextContent('Confirmed'));
    expect(posts(api)).toEqual([
      ['/auditions/audition-1/confirm', { slotStart: '2026-12-15T09:45:00.000Z' }],
    ]);
  });

  it('a slot taken meanwhile (409) is said in words, and the free times are asked again', async () => {
    const { user, api } = openAuditions(() => [testAudition()], {
      'POST /auditions/audition-1/confirm': () => ({
        status: 409,
        body: { statusCode: 409, code: 'CONFLICT', message: 'This slot is full; choose another' },
      }),
    });
    const one = await card();
    await user.click(within(one).getByRole('button', { name: 'Choose another time' }));
    await user.selectOptions(within(one).getByLabelText('Free times (Romania time)'), '10:30');
    await user.click(within(one).getByRole('button', { name: 'Take this time' }));
    const problem = await within(one).findByRole('alert');
    expect(problem).toHaveTextContent('This slot is full; choose another');
    await waitFor(() => expect(problem).toHaveFocus());
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/auditions')).toHaveLength(2));
  });

  it('Decline sends the note when one is given, and nothing when not', async () => {
    const one = { value: testAudition() };
    const two = {
      value: testAudition({
        id: 'audition-2',
        status: 'CONFIRMED',
        casting: { id: 'casting-2', slug: 'alt', title: 'Alt casting' },
      }),
    };
    const declined = (body: Record<string, unknown>) => ({
      status: 'DECLINED' as const,
      note: (body.note as string | undefined) ?? null,
    });
    const { user, api } = openAuditions(() => [one.value, two.value], {
      'POST /auditions/audition-1/decline': answering(one, declined),
      'POST /auditions/audition-2/decline': answering(two, declined),
    });
    const [first] = await screen.findAllByTestId('audition-card');
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Decline' }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Decline the audition: Figuranți pentru serialul „Lumini de iarnă”',
    });
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Sunt plecat din țară.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline the audition' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const past = await screen.findByTestId('auditions-past');
    const gone = within(past).getByTestId('audition-card');
    expect(gone).toHaveTextContent('Declined');
    expect(gone).toHaveTextContent('Your note: “Sunt plecat din țară.”');
    // Its status was focused, then it moved to the past list: focus is on its status there.
    await waitFor(() => expect(within(gone).getByTestId('audition-status')).toHaveFocus());

    const other = within(screen.getByTestId('auditions-upcoming')).getByTestId('audition-card');
    await user.click(within(other).getByRole('button', { name: 'Decline' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline the audition' }));
    await waitFor(() => expect(screen.queryByTestId('auditions-upcoming')).not.toBeInTheDocument());
    expect(posts(api)).toEqual([
      ['/auditions/audition-1/decline', { note: 'Sunt plecat din țară.' }],
      ['/auditions/audition-2/decline', {}],
    ]);
  });

  it('Ask for another time refuses an empty note with the contract’s message, then sends it', async () => {
    const current = { value: testAudition({ status: 'CONFIRMED' }) };
    const { user, api } = openAuditions(() => [current.value], {
      'POST /auditions/audition-1/reschedule': answering(current, (body) => ({
        status: 'RESCHEDULE_REQUESTED',
        slotStart: null,
        slotEnd: null,
        note: body.note as string,
      })),
    });
    const one = await card();
    await user.click(within(one).getByRole('button', { name: 'Ask for another time' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Ask for another time: Figuranți pentru serialul „Lumini de iarnă”',
    });
    const note = within(dialog).getByLabelText('Which times suit you');
    await user.type(note, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Say which times suit you')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(posts(api)).toEqual([]);

    await user.type(note, 'Orice zi după ora 15:00.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(within(one).getByTestId('audition-status')).toHaveTextContent('Asked for another time'),
    );
    expect(one).toHaveTextContent('Your note: “Orice zi după ora 15:00.”');
    expect(posts(api)).toEqual([['/auditions/audition-1/reschedule', { note: 'Orice zi după ora 15:00.' }]]);
  });

  it('confirmed: Add to calendar and Download sides fetch their files with the token', async () => {
    localStorage.setItem('accessToken', 'access-1');
    const { user, api } = openAuditions(() => [testAudition({ status: 'CONFIRMED', hasSides: true })], {
      'GET /auditions/audition-1/calendar.ics': () =>
        new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar' } }),
      'GET /auditions/audition-1/sides.pdf': () =>
        new Response('%PDF-', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="sides-ioana.pdf"',
          },
        }),
    });
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:file'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const one = await card();
    expect(one).toHaveTextContent('See you there.');
    await user.click(within(one).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(names).toEqual(['audition.ics']));
    await user.click(within(one).getByRole('button', { name: 'Download sides' }));
    await waitFor(() => expect(names).toEqual(['audition.ics', 'sides-ioana.pdf']));

    const files = api.fetchMock.mock.calls
      .filter(([url]) => /\.(ics|pdf)$/.test(String(url)))
      .map(([url, init]) => ({
        url: String(url),
        authorization: new Headers((init as RequestInit).headers).get('authorization'),
      }));
    expect(files).toEqual([
      { url: '/api/auditions/audition-1/calendar.ics', authorization: 'Bearer access-1' },
      { url: '/api/auditions/audition-1/sides.pdf', authorization: 'Bearer access-1' },
    ]);
  });

  it('without sides, none to download; a refused download is said in words', async () => {
    const { user } = openAuditions(() => [testAudition({ status: 'CONFIRMED' })], {
      'GET /auditions/audition-1/calendar.ics': () => ({
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Audition not found' },
      }),
    });
    const one = await card();
    expect(within(one).queryByRole('button', { name: 'Download sides' })).not.toBeInTheDocument();
    await user.click(within(one).getByRole('button', { name: 'Add to calendar' }));
    expect(await within(one).findByRole('alert')).toHaveTextContent('Audition not found');
  });

  it('an invited or confirmed audition opens the self-tape studio with its instructions as the sides', async () => {
    const { user } = openAuditions(() => [
      testAudition(),
      testAudition({ id: 'audition-2', status: 'CONFIRMED' }),
      testAudition({ id: 'audition-3', status: 'DECLINED' }),
    ]);
    const cards = await screen.findAllByTestId('audition-card');
    const studioLinks = cards.map((one) =>
      within(one).queryByRole('link', { name: 'Rehearse in the self-tape studio' })?.getAttribute('href'),
    );
    expect(studioLinks.sort()).toEqual([
      '/self-tape?audition=audition-1',
      '/self-tape?audition=audition-2',
      undefined,
    ]);

    const invited = cards.find((one) => one.id === 'audition-audition-1') as HTMLElement;
    await user.click(within(invited).getByRole('link', { name: 'Rehearse in the self-tape studio' }));
    expect(await screen.findByTestId('self-tape-sides')).toHaveValue('Vino cu 10 minute mai devreme.');
  });

  it('a notice’s link (#audition-<id>) brings that card into view and focus', async () => {
    openAuditions(
      () => [testAudition(), testAudition({ id: 'audition-2' })],
      {},
      '/auditions#audition-audition-2',
    );
    const cards = await screen.findAllByTestId('audition-card');
    await waitFor(() => expect(cards[1]).toHaveFocus());
  });

  it('says when there are none yet, and shows a failed load with a way to try again, in Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    let fail = true;
    const { user } = openAuditions(() => [], {
      'GET /auditions': () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Boom' } }
          : { body: { data: [] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audițiile mele' })).toBeInTheDocument();
    const error = await screen.findByTestId('auditions-load-error');
    expect(error).toHaveTextContent('Nu am putut încărca audițiile tale.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Încearcă din nou' }));
    const empty = await screen.findByTestId('auditions-empty');
    expect(empty).toHaveTextContent('Nicio audiție încă');
    expect(empty).toHaveTextContent('Când un director de casting te invită la o audiție, o vei găsi aici.');
  });
});

import { AUDITION_MESSAGES } from '@talent/contract/auditions';
import { changeLanguage } from '@talent/ui/i18n';
import { fieldRefused, stubApi } from '@talent/ui/test/api-stub';
import { stubXhr } from '@talent/ui/test/fake-xhr';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';
import { CASTING_ID, castingAnswer, sessionList, testAudition, testSession } from '../test-fixtures';

const SESSIONS = `GET /studio/castings/${CASTING_ID}/audition-sessions`;
const CASTING = `GET /studio/castings/${CASTING_ID}`;
const open = () => renderApp(`/castings/${CASTING_ID}/auditions`, signedInSession());
// Typing a whole form on two shared cores takes longer than 5 s.
const LONG = 20_000;

const booked = () =>
  testSession({
    auditions: [
      testAudition(1, { status: 'CONFIRMED' }),
      testAudition(2, { firstName: 'Luca', lastName: null, isMinor: true }),
      testAudition(3, { status: 'DECLINED', slotStart: null, note: 'Am filmări în ziua aceea' }),
      testAudition(4, { status: 'RESCHEDULE_REQUESTED', slotStart: null, note: 'După ora 12, vă rog' }),
      testAudition(5, { slotStart: null }),
    ],
  });

describe('the auditions page', () => {
  it('lists each session with its Romania-time slots, who is booked in each, who waits and the counts', async () => {
    stubApi({
      [CASTING]: () => castingAnswer('Vara la mare'),
      [SESSIONS]: () => ({
        body: sessionList([booked()], {
          fileName: 'sides-vara.pdf',
          pages: 3,
          uploadedAt: '2026-11-20T10:00:00.000Z',
        }),
      }),
    });
    open();
    const session = await screen.findByTestId('audition-session');
    expect(within(session).getByRole('heading', { level: 2 })).toHaveTextContent(
      /^Audition · Tuesday,? 1 December 2037$/,
    );
    expect(await screen.findByText('Vara la mare')).toBeInTheDocument();
    expect(within(session).getByTestId('session-times')).toHaveTextContent(
      '10:00–10:45 (Romania time) · Slots of 15 min, 2 per slot',
    );
    expect(session).toHaveTextContent('Studioul 3, Str. Ion Câmpineanu 11, București');
    expect(session).toHaveTextContent('Vino cu 10 minute mai devreme.');

    const slots = within(session).getAllByTestId('session-slot');
    expect(slots.map((slot) => slot.textContent)).toEqual([
      '10:00 2 of 2 takenAna1 Zamfir1ConfirmedLucaMinorInvited',
      '10:15 0 of 2 takenFree',
      '10:30 0 of 2 takenFree',
    ]);
    // A minor shows the first name only.
    expect(session).not.toHaveTextContent('Zamfir2');
    expect(within(session).getByTestId('session-waiting')).toHaveTextContent('Ana5 Zamfir5Invited');
    const answered = within(session).getByTestId('session-unslotted');
    expect(answered).toHaveTextContent('Ana3 Zamfir3DeclinedNote: Am filmări în ziua aceea');
    expect(answered).toHaveTextContent('Ana4 Zamfir4Asked to moveNote: După ora 12, vă rog');
    expect(within(session).getByTestId('session-counts')).toHaveTextContent(
      'Where they stand: Invited: 2 · Confirmed: 1 · Declined: 1 · Asked to move: 1',
    );
    expect(within(session).getByRole('link', { name: /Day sheet of the session of/ })).toHaveAttribute(
      'href',
      '/audition-sessions/session-1/day',
    );
    expect(screen.getByTestId('sides-current')).toHaveTextContent('sides-vara.pdf · 3 pages');
  });

  it(
    'makes the first session from the empty page: posts the form as the contract wants, then lists it',
    async () => {
      let sessions = sessionList([]);
      const api = stubApi({
        [CASTING]: () => castingAnswer(),
        [SESSIONS]: () => ({ body: sessions }),
        [`POST /studio/castings/${CASTING_ID}/audition-sessions`]: () => {
          sessions = sessionList([testSession({ round: 'CALLBACK' })]);
          return { status: 201, body: { data: testSession({ round: 'CALLBACK' }) } };
        },
      });
      const { user } = open();
      const empty = await screen.findByTestId('sessions-empty');
      expect(empty).toHaveTextContent('No audition sessions yet');
      await user.click(within(empty).getByRole('button', { name: 'Make a session' }));

      const dialog = await screen.findByRole('dialog', { name: 'New audition session' });
      await user.selectOptions(within(dialog).getByLabelText('Round'), 'CALLBACK');
      const date = within(dialog).getByLabelText('Date');
      await user.clear(date);
      await user.type(date, '2037-12-01');
      const end = within(dialog).getByLabelText('Ends at');
      await user.clear(end);
      await user.type(end, '10:45');
      await user.type(
        within(dialog).getByLabelText('Address'),
        '  Studioul 3, Str. Ion Câmpineanu 11, București ',
      );
      await user.type(within(dialog).getByLabelText('Instructions'), 'Vino cu 10 minute mai devreme.');
      const capacity = within(dialog).getByLabelText('Talents per slot');
      await user.clear(capacity);
      await user.type(capacity, '2');
      await user.click(within(dialog).getByRole('button', { name: 'Make the session' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const post = api.calls.find((call) => call.method === 'POST');
      expect(post?.body).toEqual({
        round: 'CALLBACK',
        kind: 'IN_PERSON',
        date: '2037-12-01',
        start: '10:00',
        end: '10:45',
        slotMinutes: 15,
        capacityPerSlot: 2,
        place: 'Studioul 3, Str. Ion Câmpineanu 11, București',
        instructions: 'Vino cu 10 minute mai devreme.',
      });
      expect(
        await screen.findByRole('heading', { name: /^Callback · Tuesday,? 1 December 2037$/ }),
      ).toBeInTheDocument();
      expect(screen.getByText('Session made')).toBeInTheDocument();
    },
    LONG,
  );

  it(
    "checks the form by the contract's rules, and shows the server's refusals on their fields",
    async () => {
      const api = stubApi({
        [CASTING]: () => castingAnswer(),
        [SESSIONS]: () => ({ body: sessionList([testSession()]) }),
        'PATCH /studio/audition-sessions/session-1': (request) =>
          (request.body as { kind: string }).kind === 'ONLINE'
            ? fieldRefused('meetingUrl', 'Give the meeting link (https://…) of an online session')
            : {
                status: 409,
                body: { statusCode: 409, code: 'CONFLICT', message: AUDITION_MESSAGES.sessionOverlaps },
              },
      });
      const { user } = open();
      await user.click(await screen.findByRole('button', { name: /^Edit the session of/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit the session' });

      // The contract's rule, before anything is sent.
      const end = within(dialog).getByLabelText('Ends at');
      await user.clear(end);
      await user.type(end, '09:00');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('The session must end after it starts')).toBeInTheDocument();
      expect(end).toHaveAttribute('aria-invalid', 'true');
      expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

      // The server's 409 (another session at that time) on the start.
      await user.clear(end);
      await user.type(end, '10:45');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText('This session overlaps another session of the same casting'),
      ).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Starts at')).toHaveAttribute('aria-invalid', 'true');

      // The server's 400 on the field it names.
      await user.selectOptions(within(dialog).getByLabelText('Where'), 'ONLINE');
      await user.type(within(dialog).getByLabelText('Meeting link'), 'https://meet.example.ro/abc');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      const link = within(dialog).getByLabelText('Meeting link');
      await waitFor(() => expect(link).toHaveAttribute('aria-invalid', 'true'));
      expect(link).toHaveAccessibleDescription('Give the meeting link (https://…) of an online session');
      expect(screen.getByRole('dialog', { name: 'Edit the session' })).toBeInTheDocument();
    },
    LONG,
  );

  it('cancels a session after saying everyone booked is told', async () => {
    let sessions = sessionList([booked()]);
    const api = stubApi({
      [CASTING]: () => castingAnswer(),
      [SESSIONS]: () => ({ body: sessions }),
      'DELETE /studio/audition-sessions/session-1': () => {
        sessions = sessionList([testSession({ cancelledAt: '2026-11-29T10:00:00.000Z' })]);
        return { status: 204 };
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^Cancel the session of/ }));
    const dialog = await screen.findByRole('dialog', {
      name: /^Cancel the session of Tuesday,? 1 December 2037\?$/,
    });
    expect(dialog).toHaveTextContent('Everyone booked is told');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    expect(await screen.findByTestId('session-cancelled')).toHaveTextContent('Cancelled');
    // Its Cancel button is gone with the session's actions: focus lands on the session's heading.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /^Audition · Tuesday,? 1 December 2037$/ })).toHaveFocus(),
    );
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(screen.queryByRole('button', { name: /^Edit the session of/ })).not.toBeInTheDocument();
  });

  it('uploads the sides as a PDF and says why the server refused one', async () => {
    stubApi({
      [CASTING]: () => castingAnswer(),
      [SESSIONS]: () => ({ body: sessionList([testSession()]) }),
    });
    const xhr = stubXhr();
    open();
    expect(await screen.findByTestId('sides-current')).toHaveTextContent('No sides yet.');

    fireEvent.change(screen.getByTestId('sides-input'), {
      target: { files: [new File(['x'], 'notes.docx', { type: 'application/msword' })] },
    });
    expect(await screen.findByTestId('sides-problem')).toHaveTextContent('notes.docx is not a PDF file.');
    expect(xhr.count()).toBe(0);

    fireEvent.change(screen.getByTestId('sides-input'), {
      target: { files: [new File(['%PDF-1.7'], 'fake.pdf', { type: 'application/pdf' })] },
    });
    const upload = xhr.last();
    expect(upload.url).toBe(`/api/studio/castings/${CASTING_ID}/sides`);
    expect(upload.body?.get('file')).toMatchObject({ name: 'fake.pdf' });
    await upload.respond(415, {
      statusCode: 415,
      code: 'SIDES_NOT_PDF',
      message: AUDITION_MESSAGES.sidesNotPdf,
    });
    expect(await screen.findByTestId('sides-problem')).toHaveTextContent('The sides must be a PDF file');

    fireEvent.change(screen.getByTestId('sides-input'), {
      target: { files: [new File(['%PDF-1.7'], 'big.pdf', { type: 'application/pdf' })] },
    });
    await xhr
      .last()
      .respond(413, { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'request file too large' });
    expect(await screen.findByTestId('sides-problem')).toHaveTextContent('The sides can be at most 10 MB');
  });

  it('speaks Romanian: the times on "ora României", the statuses and the empty slots', async () => {
    await changeLanguage('ro', { persist: false });
    stubApi({ [CASTING]: () => castingAnswer(), [SESSIONS]: () => ({ body: sessionList([booked()]) }) });
    open();
    const session = await screen.findByTestId('audition-session');
    expect(within(session).getByRole('heading', { level: 2 })).toHaveTextContent(
      /^Audiție · marți,? 1 decembrie 2037$/,
    );
    expect(within(session).getByTestId('session-times')).toHaveTextContent(
      '10:00–10:45 (ora României) · Intervale de 15 min, 2 pe interval',
    );
    expect(within(session).getAllByTestId('session-slot')[1]).toHaveTextContent('10:15 0 din 2 ocupateLiber');
    expect(within(session).getByTestId('session-counts')).toHaveTextContent(
      'Invitat: 2 · Confirmat: 1 · A refuzat: 1 · Cere altă oră: 1',
    );
  });

  it('lists a talent who declined or asked to move as answered, not in the time they gave up', async () => {
    // The API keeps the time an answer gave up (slotStart), but the seat is free.
    const was = '2037-12-01T08:15:00.000Z';
    const session = testSession({
      auditions: [
        testAudition(3, { status: 'DECLINED', slotStart: was, note: 'Am filmări în ziua aceea' }),
        testAudition(4, { status: 'RESCHEDULE_REQUESTED', slotStart: was, note: 'După ora 12' }),
        testAudition(6, { status: 'CANCELLED', slotStart: was }),
      ],
    });
    stubApi({ [CASTING]: () => castingAnswer(), [SESSIONS]: () => ({ body: sessionList([session]) }) });
    open();
    const card = await screen.findByTestId('audition-session');
    expect(within(card).getAllByTestId('session-slot')[1]).toHaveTextContent('10:15 0 of 2 takenFree');
    expect(
      within(within(card).getByTestId('session-unslotted'))
        .getAllByTestId('session-booking')
        .map((booking) => booking.textContent),
    ).toEqual([
      'Ana3 Zamfir3DeclinedNote: Am filmări în ziua aceea',
      'Ana4 Zamfir4Asked to moveNote: După ora 12',
      'Ana6 Zamfir6Cancelled',
    ]);
  });

  it('says so when the sessions cannot be loaded', async () => {
    stubApi({
      [CASTING]: () => castingAnswer(),
      [SESSIONS]: () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } }),
    });
    open();
    expect(await screen.findByTestId('sessions-error')).toHaveTextContent(
      'The audition sessions could not be loaded',
    );
  });
});

import { MEDIA_MESSAGES } from '@talent/contract/media';
import { SELF_TAPE_MESSAGES, type SelfTapeRequest } from '@talent/contract/self-tapes';
import { stubApi } from '@talent/ui/test/api-stub';
import { processingVideo, testVideo } from '@talent/ui/test/media-fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedInSession } from '@/test/render';
import {
  applicantPage,
  CASTING_ID,
  daysFromNow,
  testApplicant,
  testCastingBody,
  testDetail,
  testSelfTape,
  testTapeVideo,
} from '../test-fixtures';

const LIST = `GET /studio/castings/${CASTING_ID}/applications`;
const CASTING = `GET /studio/castings/${CASTING_ID}`;
const TAPES = 'GET /studio/applications/app-2/self-tape-requests';
const path = () => screen.getByTestId('current-path').textContent ?? '';

/** Three applicants in the list; app-2 is open, with the list's query carried in its URL. */
function setup(detail = testDetail(), extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [CASTING]: () => ({ body: testCastingBody }),
    [LIST]: () => ({ body: applicantPage([testApplicant(1), testApplicant(2), testApplicant(3)]) }),
    'GET /studio/applications/app-2': () => ({ body: { data: detail } }),
    [TAPES]: () => ({ body: { data: [] } }),
    ...extra,
  });
  const rendered = renderApp(
    `/castings/${CASTING_ID}/applicants/app-2?city=Cluj-Napoca&sort=name&order=asc`,
    signedInSession(),
  );
  return { api, ...rendered };
}

describe('one applicant', () => {
  // The file's first test also pays for loading the page's modules: 15 s, as other long tests here.
  it('shows the whole profile on one screen and refreshes the list it came from', async () => {
    const api = stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      [LIST]: () => ({ body: applicantPage([testApplicant(1), testApplicant(2), testApplicant(3)]) }),
      'GET /studio/applications/app-2': () => ({ body: { data: testDetail() } }),
    });
    const { user } = renderApp(`/castings/${CASTING_ID}/applicants?sort=name`, signedInSession());
    await user.click(await screen.findByRole('link', { name: 'Ana2 Zamfir2' }, { timeout: 10_000 }));

    expect(await screen.findByTestId('applicant-name')).toHaveTextContent('Ana2 Zamfir2');
    expect(path()).toBe(`/castings/${CASTING_ID}/applicants/app-2?sort=name`);
    for (const text of ['168 cm', '55 kg', 'Shoe size', '38', 'English (Advanced)', 'Juggling', 'B · 2015'])
      expect(screen.getByTestId('applicant-detail')).toHaveTextContent(text);
    expect(screen.getByTestId('applicant-message')).toHaveTextContent('I would love to play this part.');
    expect(screen.getByTestId('status-history')).toHaveTextContent('Moved by Dana Director');
    expect(screen.getByTestId('video-list').querySelector('video')).toHaveAttribute(
      'poster',
      '/media/v1-poster.jpg',
    );
    expect(await screen.findByTestId('applicant-position')).toHaveTextContent('2 of 3');
    // Opening moved it PENDING → REVIEWED on the server: the list it came from is asked again.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.endsWith('/applications')).length).toBe(2),
    );
  }, 15_000);

  it('offers only the moves allowed from the current status', async () => {
    setup(testDetail({ status: 'SHORTLISTED' }));
    const actions = await screen.findByTestId('status-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['AcceptA', 'RejectR']);
  });

  it('says a decision is final', async () => {
    setup(testDetail({ status: 'REJECTED' }));
    expect(await screen.findByTestId('status-final')).toBeInTheDocument();
  });

  it('shortlists with S and a message to the talent', async () => {
    const { api, user } = setup(testDetail(), {
      'PATCH /applications/app-2/status': () => ({ body: { data: {} } }),
    });
    await screen.findByTestId('applicant-name');
    await user.keyboard('s');
    const dialog = await screen.findByRole('dialog', { name: 'Shortlist Ana2 Zamfir2' });
    const message = within(dialog).getByLabelText('Message to the talent (optional)');
    expect(message).toHaveFocus();
    // Typed in the dialog, S is text, not a shortcut.
    await user.type(message, 'See you on Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Shortlist' }));

    expect(await screen.findByText('Shortlisted')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'SHORTLISTED',
      message: 'See you on Monday',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('translates a refused move', async () => {
    const { user } = setup(testDetail(), {
      'PATCH /applications/app-2/status': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'TRANSITION_NOT_ALLOWED',
          message: 'This status change is not allowed',
          fields: { status: 'REJECTED → ACCEPTED is not allowed: from REJECTED that status is final' },
        },
      }),
    });
    await screen.findByTestId('applicant-name');
    await user.keyboard('a');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('already Rejected, a final decision')).toBeInTheDocument();
  });

  it('walks the list with J and K, keeping its query, and goes back with Escape', async () => {
    const { user } = setup();
    await screen.findByTestId('applicant-position');
    await user.keyboard('j');
    await waitFor(() =>
      expect(path()).toBe(`/castings/${CASTING_ID}/applicants/app-3?city=Cluj-Napoca&sort=name&order=asc`),
    );
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(path()).toContain('/applicants/app-2?'));
    await user.keyboard('k');
    await waitFor(() => expect(path()).toContain('/applicants/app-1?'));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(path()).toBe(`/castings/${CASTING_ID}/applicants?city=Cluj-Napoca&sort=name&order=asc`),
    );
  });

  it('ignores shortcuts while typing the note, which N focuses and Save keeps', async () => {
    const { api, user } = setup(testDetail(), {
      'PUT /studio/applications/app-2/note': ({ body }) => ({
        body: { data: { note: (body as { text: string }).text } },
      }),
    });
    await screen.findByTestId('applicant-name');
    await user.keyboard('n');
    const note = screen.getByLabelText('Note');
    expect(note).toHaveFocus();
    await user.type(note, 'Strong for the lead; jaunty');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(path()).toContain('/applicants/app-2');
    expect(screen.getByTestId('note-state')).toHaveTextContent('Unsaved changes');

    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByTestId('note-state')).toHaveTextContent('Saved'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      text: 'Strong for the lead; jaunty',
    });
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();

    // Escape leaves the note, and the next one goes back to the list.
    await user.click(note);
    await user.keyboard('{Escape}');
    expect(note).not.toHaveFocus();
    expect(path()).toContain('/applicants/app-2');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(path()).not.toContain('/applicants/app-2'));
  });

  it('opens the photos in a lightbox: arrows page, Escape closes and focus returns', async () => {
    const { user } = setup();
    await screen.findByTestId('applicant-name');
    const thumbnail = screen.getByRole('button', { name: 'Open photo 1 of 2' });
    await user.click(thumbnail);
    const lightbox = await screen.findByTestId('lightbox');
    expect(within(lightbox).getByTestId('lightbox-image')).toHaveAttribute('src', '/media/d1.jpg');
    expect(within(lightbox).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(lightbox).getByTestId('lightbox-image')).toHaveAttribute('src', '/media/d2.jpg');
    expect(within(lightbox).getByTestId('lightbox-position')).toHaveTextContent('2 / 2');
    // Tab stays inside the lightbox.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(lightbox).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('lightbox')).not.toBeInTheDocument();
    await waitFor(() => expect(thumbnail).toHaveFocus());
    // The Escape closed the lightbox only: still on the applicant.
    expect(path()).toContain('/applicants/app-2');
  });

  it('shows a minor with the guardian as contact and no surname', async () => {
    const detail = testDetail({
      isMinor: true,
      guardian: { name: 'Gabriela Pop', email: 'gabriela@example.com', phone: '+40721000000' },
    });
    setup({ ...detail, talent: { ...detail.talent, firstName: 'Luca', lastName: null, age: 9 } });
    expect(await screen.findByTestId('applicant-name')).toHaveTextContent(/^Luca$/);
    const contact = screen.getByTestId('guardian-contact');
    expect(contact).toHaveTextContent('Minor');
    expect(contact).toHaveTextContent('Gabriela Pop');
    expect(within(contact).getByRole('link', { name: 'gabriela@example.com' })).toHaveAttribute(
      'href',
      'mailto:gabriela@example.com',
    );
  });

  it('keeps walking the list as it was opened, even when a move takes the applicant out of its filter', async () => {
    let moved = false;
    stubApi({
      [CASTING]: () => ({ body: testCastingBody }),
      // Once app-2 is shortlisted, the PENDING list no longer holds it.
      [LIST]: () => ({
        body: applicantPage(
          moved ? [testApplicant(1), testApplicant(3)] : [1, 2, 3].map((n) => testApplicant(n)),
        ),
      }),
      'GET /studio/applications/app-2': () => ({ body: { data: testDetail() } }),
      'GET /studio/applications/app-3': () => ({ body: { data: testDetail({ id: 'app-3' }) } }),
      'PATCH /applications/app-2/status': () => {
        moved = true;
        return { body: { data: {} } };
      },
    });
    const { user } = renderApp(`/castings/${CASTING_ID}/applicants/app-2?status=PENDING`, signedInSession());
    await screen.findByTestId('applicant-position');
    await user.keyboard('s');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Shortlist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('j');
    await waitFor(() => expect(path()).toBe(`/castings/${CASTING_ID}/applicants/app-3?status=PENDING`));
    expect(await screen.findByTestId('applicant-position')).toHaveTextContent('3 of 3');
    await user.keyboard('k');
    await waitFor(() => expect(path()).toBe(`/castings/${CASTING_ID}/applicants/app-2?status=PENDING`));
  });

  it('shows the videos still converting and those that failed, with a player for the ready ones only', async () => {
    const detail = testDetail({
      videos: [
        testVideo('v1', { title: 'Monologue' }),
        processingVideo('v2', { title: 'Dance' }),
        testVideo('v3', {
          title: 'Song',
          processingStatus: 'FAILED',
          originalUrl: '',
          posterUrl: null,
          processingError: MEDIA_MESSAGES.videoUnreadable,
        }),
      ],
    });
    setup(detail);
    const list = await screen.findByTestId('video-list');
    expect(list.querySelectorAll('video')).toHaveLength(1);
    expect(within(list).getByLabelText('Monologue')).toHaveAttribute('src', '/media/v1.mp4');
    expect(within(list).getByRole('status')).toHaveTextContent('Processing…');
    expect(within(list).getByTestId('video-failed')).toHaveTextContent(
      'The file is not a video that can be read.',
    );
  });

  it('asks for a self-tape with T, and lists it at once', async () => {
    const created: SelfTapeRequest[] = [];
    const { api, user } = setup(testDetail(), {
      [TAPES]: () => ({ body: { data: [...created] } }),
      'POST /studio/applications/app-2/self-tape-requests': ({ body }) => {
        const request = testSelfTape({
          id: 'tape-new',
          ...(body as { instructions: string; deadline: string }),
        });
        created.unshift(request);
        return { status: 201, body: { data: request } };
      },
    });
    expect(await screen.findByText('No self-tape requested yet.')).toBeInTheDocument();
    expect(screen.getByTestId('shortcuts-help')).toHaveTextContent('TRequest a self-tape');
    await user.keyboard('t');
    const dialog = await screen.findByRole('dialog', { name: 'Request a self-tape from Ana2 Zamfir2' });
    const instructions = within(dialog).getByLabelText('Instructions');
    expect(instructions).toHaveFocus();
    // Typed in the dialog, letters are text, not shortcuts.
    await user.type(instructions, 'Scene 4, with a partner reading the other lines');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(
      await screen.findByText('Self-tape requested: the talent gets a notice and an e-mail.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      instructions: 'Scene 4, with a partner reading the other lines',
      deadline: expect.stringMatching(/T18:00:00\+1[23]:00$/),
    });
    const item = await screen.findByTestId('self-tape-request');
    expect(item).toHaveTextContent('Scene 4, with a partner reading the other lines');
    expect(within(item).getByTestId('self-tape-state')).toHaveTextContent('Open');
    await waitFor(() => expect(screen.getByTestId('request-self-tape')).toHaveFocus());
  });

  it('asks again while a self-tape is converting, then plays it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let calls = 0;
      const submitted = (video = testTapeVideo()) =>
        testSelfTape({ state: 'SUBMITTED', submittedAt: daysFromNow(-0.1), video });
      setup(testDetail(), {
        [TAPES]: () => {
          calls += 1;
          const video = calls === 1 ? processingVideo('tape') : testTapeVideo();
          return { body: { data: [submitted(video)] } };
        },
      });
      const item = await screen.findByTestId('self-tape-request');
      expect(within(item).getByRole('status')).toHaveTextContent('Processing…');
      await act(() => vi.advanceTimersByTimeAsync(5000));
      await waitFor(() =>
        expect(within(item).getByLabelText('Self-tape')).toHaveAttribute('src', '/media/tape.mp4'),
      );
      expect(within(item).queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks no self-tape of a rejected applicant, and says why', async () => {
    const { api, user } = setup(testDetail({ status: 'REJECTED' }), {
      [TAPES]: () => ({ body: { data: [testSelfTape({ deadline: daysFromNow(-1), state: 'MISSED' })] } }),
    });
    expect(await screen.findByTestId('self-tape-request')).toHaveTextContent('Missed');
    expect(
      screen.getByText('The application was rejected: no more self-tapes can be requested.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('request-self-tape')).not.toBeInTheDocument();
    await user.keyboard('t');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal of a request in the dialog", async () => {
    const { user } = setup(testDetail(), {
      'POST /studio/applications/app-2/self-tape-requests': () => ({
        status: 409,
        body: { statusCode: 409, code: 'APPLICATION_CLOSED', message: SELF_TAPE_MESSAGES.applicationClosed },
      }),
    });
    await user.click(await screen.findByRole('button', { name: /Request self-tape/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Instructions'), 'A monologue');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The application was rejected; no more recordings can be requested.',
    );
  });
});

import { initI18n } from '@talent/ui/i18n';
import { type StubRequest, stubApi } from '@talent/ui/test/api-stub';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { viewerTokens } from './presentation-api';
import { refusal, TOKEN, testPresentation, VIEWER_TOKEN } from './presentation-fixtures';
import { PresentationPage } from './presentation-page';
import { loadPresentationTexts } from './presentation-texts';

const PAGE = `GET /p/${TOKEN}`;
const UNLOCK = `POST /p/${TOKEN}/unlock`;
const PLAYS = `POST /p/${TOKEN}/plays`;
const vote = (applicationId: string) => `PUT /p/${TOKEN}/votes/${applicationId}`;

const viewerTokenOf = (request: StubRequest) => request.headers.get('x-viewer-token');
const passwordRequired = () =>
  refusal(401, 'PASSWORD_REQUIRED', 'This presentation is protected by a password');
const nameRequired = () => refusal(401, 'NAME_REQUIRED', 'Tell us your name to open the presentation');
const gone = () => refusal(410, 'PRESENTATION_GONE', 'This presentation is no longer available');

/** The link's page: the talents to the viewer token of the unlock, the name form to anyone else. */
function pageFor(viewerToken: string, presentation = testPresentation()) {
  return (request: StubRequest) =>
    viewerTokenOf(request) === viewerToken ? { body: { data: presentation } } : nameRequired();
}

/** A viewer who gave the name already in this tab. */
function signedAs(viewerToken = VIEWER_TOKEN) {
  viewerTokens.set(TOKEN, viewerToken);
}

async function expectNoAxeViolations(container: HTMLElement) {
  // jsdom computes no colours: contrast is the e2e's to check, everything else is checked here.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

beforeAll(async () => {
  await initI18n(loadPresentationTexts, 'en');
});

// The viewer tokens live in sessionStorage, which the app's test set-up does not clear.
beforeEach(() => sessionStorage.clear());

describe('the state of the link', () => {
  it('an unknown link says it does not exist', async () => {
    stubApi({ [PAGE]: () => refusal(404, 'NOT_FOUND', 'Presentation not found') });
    render(<PresentationPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'This link does not exist' })).toBeInTheDocument();
  });

  it('an expired or revoked link says it is no longer available', async () => {
    stubApi({ [PAGE]: gone });
    const { container } = render(<PresentationPage token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { name: 'This presentation is no longer available' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('a failed load offers to try again', async () => {
    let answers = 0;
    stubApi({ [PAGE]: () => (answers++ === 0 ? { status: 502, body: 'Bad gateway' } : nameRequired()) });
    render(<PresentationPage token={TOKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Your name')).toBeInTheDocument();
  });
});

describe('the name and password', () => {
  it('a link with a password asks for both; a wrong password is said on its field', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [PAGE]: (request) =>
        viewerTokenOf(request) === VIEWER_TOKEN ? { body: { data: testPresentation() } } : passwordRequired(),
      [UNLOCK]: (request) =>
        (request.body as { password?: string }).password === 'secret-1'
          ? { body: { data: { viewerToken: VIEWER_TOKEN, viewerName: 'Ana Producer' } } }
          : refusal(401, 'PASSWORD_WRONG', 'The password is not right', {
              password: 'The password is not right',
            }),
    });
    const { container } = render(<PresentationPage token={TOKEN} />);

    await user.type(await screen.findByLabelText('Your name'), '  Ana Producer ');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password is not right'));
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(await screen.findByRole('heading', { name: 'Ioana' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/unlock')).at(-1)?.body).toEqual({
      viewerName: 'Ana Producer',
      password: 'secret-1',
    });
    expect(viewerTokenOf(calls.at(-1) as StubRequest)).toBe(VIEWER_TOKEN);
    expect(sessionStorage.getItem(viewerTokens.key(TOKEN))).toBe(VIEWER_TOKEN);
  });

  it('a link without a password asks only for the name, and not an empty one', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [PAGE]: pageFor(VIEWER_TOKEN),
      [UNLOCK]: () => ({ body: { data: { viewerToken: VIEWER_TOKEN, viewerName: 'Ana' } } }),
    });
    render(<PresentationPage token={TOKEN} />);

    const name = await screen.findByLabelText('Your name');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(name).toHaveAccessibleDescription('Write your name to open the presentation');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(name, 'Ana');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Ioana' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ viewerName: 'Ana' });
  });

  it('too many wrong passwords: the server’s refusal is said', async () => {
    const user = userEvent.setup();
    stubApi({
      [PAGE]: passwordRequired,
      [UNLOCK]: () =>
        refusal(429, 'TOO_MANY_TRIES', 'Too many wrong passwords for this link. Try again in an hour.'),
    });
    render(<PresentationPage token={TOKEN} />);
    await user.type(await screen.findByLabelText('Your name'), 'Ana');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong passwords for this link. Try again in an hour.',
    );
  });

  it('a viewer token kept in this tab opens the talents at once', async () => {
    signedAs();
    const { calls } = stubApi({ [PAGE]: pageFor(VIEWER_TOKEN) });
    render(<PresentationPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Ioana' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('a viewer token the server no longer knows asks for the name again', async () => {
    signedAs('stale-token');
    stubApi({ [PAGE]: passwordRequired });
    render(<PresentationPage token={TOKEN} />);
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(sessionStorage.getItem(viewerTokens.key(TOKEN))).toBeNull();
  });
});

describe('the talents', () => {
  it('shows one talent at a time with its facts, note and media, the name over every photo and video', async () => {
    signedAs();
    stubApi({ [PAGE]: pageFor(VIEWER_TOKEN) });
    const { container } = render(<PresentationPage token={TOKEN} />);

    const talent = await screen.findByTestId('presented-talent');
    expect(within(talent).getByRole('heading', { name: 'Ioana' })).toBeInTheDocument();
    const facts = within(talent).getByTestId('talent-facts');
    expect(facts).toHaveTextContent('Age28');
    expect(facts).toHaveTextContent('CityCluj-Napoca');
    expect(facts).toHaveTextContent('Height172 cm');
    expect(facts).toHaveTextContent('CategoriesActor, Model');
    expect(within(talent).getByText('Strong callback')).toBeInTheDocument();
    expect(within(talent).getByRole('img', { name: 'Photo 1 of Ioana' })).toHaveAttribute(
      'src',
      '/media/app-1-p1-display.jpg',
    );
    const players = within(talent).getAllByTestId('video-player');
    expect(players.map((player) => player.getAttribute('aria-label'))).toEqual([
      'Showreel',
      'Video 1 of Ioana',
    ]);
    expect(players[0]).toHaveAttribute('poster', '/media/vid-1-poster.jpg');
    expect(players[0]).toHaveAttribute('controls');

    // One watermark over each photo and each video, out of the way of taps and screen readers.
    const watermarks = within(talent).getAllByTestId('watermark');
    expect(watermarks).toHaveLength(3);
    for (const watermark of watermarks) {
      expect(watermark).toHaveAttribute('aria-hidden', 'true');
      expect(watermark).toHaveClass('pointer-events-none');
      expect(watermark).toHaveTextContent('Ana Producer');
    }
    expect(screen.getByText(/For Ana Producer/)).toBeInTheDocument();
    expect(screen.getByTestId('talent-position')).toHaveTextContent('1 of 4');
    await expectNoAxeViolations(container);
  });

  it('leaves out the facts a talent has not given', async () => {
    signedAs();
    stubApi({ [PAGE]: pageFor(VIEWER_TOKEN) });
    render(<PresentationPage token={TOKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next talent' }));
    const facts = await screen.findByTestId('talent-facts');
    expect(facts).toHaveTextContent('CityCluj-Napoca');
    expect(facts).not.toHaveTextContent(/Age|Height|Categories/);
    expect(screen.queryByText("The casting director's note")).not.toBeInTheDocument();
  });

  it('moves with the buttons, the arrow keys and a swipe; the first and last stop there', async () => {
    signedAs();
    stubApi({ [PAGE]: pageFor(VIEWER_TOKEN) });
    const user = userEvent.setup();
    render(<PresentationPage token={TOKEN} />);
    const position = () => screen.getByTestId('talent-position');

    await screen.findByRole('heading', { name: 'Ioana' });
    expect(screen.getByRole('button', { name: 'Previous talent' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next talent' }));
    expect(position()).toHaveTextContent('2 of 4');
    expect(screen.getByRole('heading', { name: 'Mihai' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(position()).toHaveTextContent('3 of 4');
    await user.keyboard('{ArrowLeft}');
    expect(position()).toHaveTextContent('2 of 4');

    const swipe = (fromX: number, toX: number, toY = 200) => {
      const talent = screen.getByTestId('presented-talent');
      fireEvent.pointerDown(talent, { pointerId: 1, clientX: fromX, clientY: 200 });
      fireEvent.pointerUp(talent, { pointerId: 1, clientX: toX, clientY: toY });
    };
    swipe(300, 100);
    expect(position()).toHaveTextContent('3 of 4');
    swipe(100, 300);
    expect(position()).toHaveTextContent('2 of 4');
    // Too short, or mostly downwards (a scroll): no move.
    swipe(300, 260);
    swipe(300, 200, 500);
    expect(position()).toHaveTextContent('2 of 4');

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(position()).toHaveTextContent('4 of 4');
    expect(screen.getByRole('button', { name: 'Next talent' })).toBeDisabled();

    // Typing a comment keeps its arrows.
    await user.click(screen.getByLabelText('Comment (optional)'));
    await user.keyboard('{ArrowLeft}');
    expect(position()).toHaveTextContent('4 of 4');
  });
});

describe('the votes', () => {
  it('a vote is saved at the press and shown chosen, here and in the overview', async () => {
    signedAs();
    const { calls } = stubApi({
      [PAGE]: pageFor(VIEWER_TOKEN),
      [vote('app-1')]: (request) => ({
        body: { data: { ...(request.body as object), comment: null, votedAt: '2026-11-29T10:00:00Z' } },
      }),
    });
    const user = userEvent.setup();
    render(<PresentationPage token={TOKEN} />);

    const overview = await screen.findByTestId('talent-overview');
    expect(screen.getByTestId('vote-progress')).toHaveTextContent('You voted on 1 of 4');
    expect(
      within(overview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Ioana (shown now)No vote', '2. MihaiNo vote', '3. ElenaMaybe', '4. RaduNo vote']);

    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('vote-status')).toHaveTextContent('Your vote is saved');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ vote: 'YES' });
    expect(viewerTokenOf(put as StubRequest)).toBe(VIEWER_TOKEN);
    expect(within(overview).getAllByRole('listitem')[0]).toHaveTextContent('Yes');
    expect(screen.getByTestId('vote-progress')).toHaveTextContent('You voted on 2 of 4');

    // The overview opens a talent: the one voted Maybe shows it chosen, with its comment.
    await user.click(within(overview).getByRole('button', { name: /Elena/ }));
    expect(screen.getByTestId('talent-position')).toHaveTextContent('3 of 4');
    expect(screen.getByRole('button', { name: 'Maybe' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Comment (optional)')).toHaveValue('Seen before');
  });

  it('a comment is saved with the vote; without a vote it asks for one first', async () => {
    signedAs();
    const { calls } = stubApi({
      [PAGE]: pageFor(VIEWER_TOKEN),
      [vote('app-1')]: (request) => ({
        body: { data: { ...(request.body as object), votedAt: '2026-11-29T10:00:00Z' } },
      }),
    });
    const user = userEvent.setup();
    render(<PresentationPage token={TOKEN} />);

    await user.type(await screen.findByLabelText('Comment (optional)'), ' Great energy ');
    await user.click(screen.getByRole('button', { name: 'Save the comment' }));
    expect(screen.getByTestId('vote-status')).toHaveTextContent('Choose Yes, Maybe or No first');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      vote: 'NO',
      comment: 'Great energy',
    });
  });

  it('a viewer token lost later brings back the name form', async () => {
    signedAs();
    stubApi({ [PAGE]: pageFor(VIEWER_TOKEN), [vote('app-1')]: nameRequired });
    // The server forgot the viewer: from now on it asks for the name.
    render(<PresentationPage token={TOKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByLabelText('Your name')).toBeInTheDocument();
    expect(sessionStorage.getItem(viewerTokens.key(TOKEN))).toBeNull();
  });

  it('a link revoked later shows the gone page', async () => {
    signedAs();
    stubApi({ [PAGE]: pageFor(VIEWER_TOKEN), [vote('app-1')]: gone });
    render(<PresentationPage token={TOKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Maybe' }));
    expect(
      await screen.findByRole('heading', { name: 'This presentation is no longer available' }),
    ).toBeInTheDocument();
  });
});

describe('the watch record', () => {
  /** Plays the video from its playhead at `from`, the time updating to each of `times`. */
  function play(video: HTMLElement, times: number[], from = 0) {
    Object.defineProperty(video, 'currentTime', { value: from, writable: true, configurable: true });
    act(() => {
      fireEvent.play(video);
      for (const time of times) {
        (video as HTMLVideoElement).currentTime = time;
        fireEvent.timeUpdate(video);
      }
    });
  }

  it('reports a new play, then the seconds watched every ~5 s, at pause, at the end and as the page goes', async () => {
    signedAs();
    const { calls } = stubApi({ [PAGE]: pageFor(VIEWER_TOKEN), [PLAYS]: () => ({ status: 204 }) });
    render(<PresentationPage token={TOKEN} />);
    const video = (await screen.findAllByTestId('video-player'))[0] as HTMLElement;
    const reports = () => calls.filter((call) => call.path.endsWith('/plays'));

    play(video, [0.25, 0.5, 1, 2, 3, 4, 5, 5.5, 6.25]);
    expect(reports().map((call) => call.body)).toEqual([
      { videoId: 'vid-1', seconds: 0, started: true },
      { videoId: 'vid-1', seconds: 5, started: false },
    ]);
    expect(reports().every((call) => call.keepalive && viewerTokenOf(call) === VIEWER_TOKEN)).toBe(true);

    // A seek forward is not watching; the pause sends what was watched since the last report.
    act(() => {
      (video as HTMLVideoElement).currentTime = 40;
      fireEvent.seeked(video);
      (video as HTMLVideoElement).currentTime = 41.5;
      fireEvent.timeUpdate(video);
      fireEvent.pause(video);
    });
    expect(reports().at(-1)?.body).toEqual({ videoId: 'vid-1', seconds: 2, started: false });

    // Playing on after a pause is the same play (0.75 s left from before, 2.25 s now); after the end,
    // a new one.
    play(video, [42, 43.75], 41.5);
    act(() => {
      fireEvent.ended(video);
    });
    expect(reports().at(-1)?.body).toEqual({ videoId: 'vid-1', seconds: 3, started: false });
    play(video, [1, 2.5], 0);
    expect(reports().at(-1)?.body).toEqual({ videoId: 'vid-1', seconds: 0, started: true });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(reports().at(-1)?.body).toEqual({ videoId: 'vid-1', seconds: 2, started: false });
    expect(reports()).toHaveLength(6);
  });

  it('what was watched still counts when the viewer moves to the next talent', async () => {
    signedAs();
    const { calls } = stubApi({ [PAGE]: pageFor(VIEWER_TOKEN), [PLAYS]: () => ({ status: 204 }) });
    render(<PresentationPage token={TOKEN} />);
    const tape = (await screen.findAllByTestId('video-player'))[1] as HTMLElement;
    play(tape, [1, 2, 3.5]);
    await userEvent.click(screen.getByRole('button', { name: 'Next talent' }));
    expect(calls.filter((call) => call.path.endsWith('/plays')).map((call) => call.body)).toEqual([
      { videoId: 'tape-1', seconds: 0, started: true },
      { videoId: 'tape-1', seconds: 3, started: false },
    ]);
  });

  it('a report refused because the link is gone shows the gone page', async () => {
    signedAs();
    stubApi({ [PAGE]: pageFor(VIEWER_TOKEN), [PLAYS]: gone });
    render(<PresentationPage token={TOKEN} />);
    play((await screen.findAllByTestId('video-player'))[0] as HTMLElement, []);
    expect(
      await screen.findByRole('heading', { name: 'This presentation is no longer available' }),
    ).toBeInTheDocument();
  });
});

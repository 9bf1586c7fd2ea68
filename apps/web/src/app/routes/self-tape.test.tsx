import 'fake-indexeddb/auto';
import { MEDIA_MESSAGES } from '@talent/contract/media';
import type { SelfTapeRequest } from '@talent/contract/self-tapes';
import { fieldRefused, stubApi } from '@talent/ui/test/api-stub';
import { processingVideo } from '@talent/ui/test/media-fixtures';
import { fakeResumableUploads, videoFile } from '@talent/ui/video-upload/fake-resumable-upload';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { closeTakeStore, listTakes, saveTake } from '@/features/self-tape/takes/take-store';
import { CHILD_ID, testApplication, testAudition, testProfile } from '@/test/fixtures';
import { signedInSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

vi.mock('@talent/ui/video-upload/resumable-upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@talent/ui/video-upload/resumable-upload')>()),
  uploadResumably: vi.fn(),
}));

const INSTRUCTIONS = 'ANA: Unde ai fost?\nMIHAI: La gară.\nANA: Toată noaptea?';

function request(overrides: Partial<SelfTapeRequest> = {}): SelfTapeRequest {
  return {
    id: 'request-1',
    applicationId: 'application-1',
    instructions: INSTRUCTIONS,
    deadline: '2099-12-15T10:59:00.000Z',
    createdAt: '2026-11-20T09:00:00.000Z',
    state: 'OPEN',
    submittedAt: null,
    video: null,
    ...overrides,
  };
}

/** A take as the recorder hands it, kept from an earlier visit. */
async function keptTake(number: number, durationSeconds: number, sessionKey = 'user-1:request:request-1') {
  await saveTake({
    id: `take-${number}`,
    sessionKey,
    number,
    createdAt: `2026-11-29T10:0${number}:00.000Z`,
    blob: new Blob([`take ${number}`], { type: 'video/webm;codecs=vp8,opus' }),
    mimeType: 'video/webm;codecs=vp8,opus',
    durationSeconds,
  });
}

function stubStudioApi(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /applications/application-1': () => ({ body: { data: testApplication() } }),
    'GET /applications/application-1/self-tape-requests': () => ({ body: { data: [request()] } }),
    'GET /profiles/me': () => ({
      body: {
        data: testProfile({
          firstName: 'Ioana',
          lastName: 'Popescu',
          height: 168,
          residenceCity: 'Cluj-Napoca',
        }),
      },
    }),
    ...routes,
  });
}

/** The browser's camera answering as the test says (a browser API: stood in). */
function cameraAnswers(answer: () => Promise<MediaStream>) {
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator), { mediaDevices: { getUserMedia: answer } }),
  );
}

const denied = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));

beforeEach(() => {
  localStorage.setItem('accessToken', 'access-1');
  globalThis.indexedDB = new IDBFactory();
  // jsdom has no object URLs nor playback: the page's players get a stand-in.
  URL.createObjectURL = vi.fn(() => 'blob:take');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  cameraAnswers(denied);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await closeTakeStore();
});

async function toRecord(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByTestId('self-tape-to-record'));
}

async function chooseTake(user: ReturnType<typeof renderApp>['user'], name: string) {
  const take = (await screen.findAllByTestId('self-tape-take')).find((item) =>
    item.textContent?.includes(name),
  );
  if (!take) throw new Error(`No take ${name}`);
  await user.click(within(take).getByTestId('self-tape-choose'));
}

describe('self-tape studio', () => {
  it('starts from the request: its instructions as the sides, each line a reader toggle, kept over a reload', async () => {
    stubStudioApi();
    const { user, unmount } = renderApp(
      '/self-tape?application=application-1&request=request-1',
      signedInSession(),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Self-tape studio' })).toBeInTheDocument();
    expect(screen.getByTestId('self-tape-for')).toHaveTextContent('For the self-tape request: ');
    const sides = screen.getByTestId('self-tape-sides');
    expect(sides).toHaveValue(INSTRUCTIONS);
    expect(screen.getAllByTestId('script-line').map((line) => line.textContent)).toEqual([
      "ANA: Unde ai fost?Partner's line",
      "MIHAI: La gară.Partner's line",
      "ANA: Toată noaptea?Partner's line",
    ]);
    const toggles = screen.getAllByTestId('script-line-reader');
    await user.click(toggles[1] as HTMLElement);
    expect(toggles[1]).toBeChecked();
    expect(screen.getByText(/Ioana Popescu · 168 cm · Cluj-Napoca/)).toBeInTheDocument();

    await user.type(sides, '\nMIHAI: Da.');
    unmount();
    renderApp('/self-tape?application=application-1&request=request-1', signedInSession());
    expect(await screen.findByTestId('self-tape-sides')).toHaveValue(`${INSTRUCTIONS}\nMIHAI: Da.`);
    expect(
      screen.getAllByTestId('script-line-reader').map((toggle) => (toggle as HTMLInputElement).checked),
    ).toEqual([false, true, false, false]);
  });

  it('marks all of one character’s lines as the partner’s at once, and unmarks them', async () => {
    stubStudioApi();
    const { user } = renderApp('/self-tape?application=application-1&request=request-1', signedInSession());
    const speakers = await screen.findByTestId('script-speakers');
    const ana = within(speakers).getByRole('button', { name: 'ANA (2 lines)' });
    expect(within(speakers).getByRole('button', { name: 'MIHAI (one line)' })).toBeInTheDocument();
    const checked = () =>
      screen.getAllByTestId('script-line-reader').map((toggle) => (toggle as HTMLInputElement).checked);
    await user.click(ana);
    expect(checked()).toEqual([true, false, true]);
    expect(ana).toHaveAttribute('aria-pressed', 'true');
    // A line added above: the marks stay on Ana's lines, not on the line numbers they had.
    fireEvent.change(screen.getByTestId('self-tape-sides'), {
      target: { value: `Scena 1\n${INSTRUCTIONS}` },
    });
    expect(checked()).toEqual([false, true, false, true]);
    fireEvent.change(screen.getByTestId('self-tape-sides'), { target: { value: INSTRUCTIONS } });
    await user.click(ana);
    expect(checked()).toEqual([false, false, false]);
    expect(ana).toHaveAttribute('aria-pressed', 'false');
  });

  it('with the camera refused, offers the upload, and the file goes to the trim', async () => {
    stubStudioApi();
    const { user } = renderApp('/self-tape?application=application-1&request=request-1', signedInSession());
    await toRecord(user);

    expect(await screen.findByTestId('camera-problem')).toHaveTextContent(/camera/i);
    const upload = await screen.findByTestId('self-tape-upload');
    expect(within(upload).getByRole('heading', { name: 'Upload a video instead' })).toBeInTheDocument();
    expect(within(upload).getByTestId('video-record-button')).toBeInTheDocument();

    fireEvent.change(within(upload).getByTestId('video-input'), {
      target: { files: [videoFile('scena.mp4', 5000)] },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 3 of 4: Trim' })).toHaveFocus();
    const player = (await screen.findByTestId('trim-player')) as HTMLVideoElement;
    Object.defineProperty(player, 'duration', { value: 12.34, configurable: true });
    fireEvent.loadedMetadata(player);
    expect(await screen.findByTestId('trim-end')).toHaveValue('12.3');
    expect(screen.getByTestId('trim-length')).toHaveTextContent('Kept: 0:12.3');
  });

  it('a picked file this browser cannot play is sent whole, without a trim', async () => {
    const uploads = fakeResumableUploads();
    const api = stubStudioApi({
      'POST /profiles/me/videos/from-upload': () => ({
        status: 201,
        body: { data: processingVideo('video-w') },
      }),
    });
    const { user } = renderApp('/self-tape?application=application-1&request=request-1', signedInSession());
    await toRecord(user);
    const upload = await screen.findByTestId('self-tape-upload');
    fireEvent.change(within(upload).getByTestId('video-input'), {
      target: { files: [videoFile('filmat.avi', 5000, 'video/x-msvideo')] },
    });
    fireEvent.error(await screen.findByTestId('trim-player'));
    expect(await screen.findByTestId('trim-length-unknown')).toHaveTextContent(
      "This file can't be played in this browser, so it can't be trimmed here.",
    );
    await user.click(screen.getByTestId('self-tape-send-whole'));
    expect(await screen.findByTestId('self-tape-summary')).toHaveTextContent('filmat.avi, whole.');
    await user.click(screen.getByTestId('self-tape-send'));
    await waitFor(() => expect(uploads.uploads).toHaveLength(1));
    await uploads.last().finish('upload-w');
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/profiles/me/videos/from-upload')?.body).toEqual({
        uploadId: 'upload-w',
        title: expect.any(String),
      }),
    );
  });

  it('lists the kept takes newest first; a take is deleted after asking', async () => {
    await keptTake(1, 42);
    await keptTake(2, 38.4);
    stubStudioApi();
    const { user } = renderApp('/self-tape?application=application-1&request=request-1', signedInSession());
    await toRecord(user);

    await waitFor(() =>
      expect(
        screen.getAllByTestId('self-tape-take').map((take) => take.querySelector('p')?.textContent),
      ).toEqual(['Take 2 · 0:38', 'Take 1 · 0:42']),
    );
    expect(
      screen.getByText(/kept in this browser, even after a reload, until you send one/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete: Take 1 · 0:42' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete take 1? It cannot be recovered.');
    await user.click(within(dialog).getByTestId('confirm-delete-button'));
    await waitFor(() => expect(screen.getAllByTestId('self-tape-take')).toHaveLength(1));
    expect((await listTakes('user-1:request:request-1')).map((take) => take.number)).toEqual([2]);
  });

  it('trims the chosen take with the sliders and the player’s time, and says what cannot be sent', async () => {
    await keptTake(1, 42);
    stubStudioApi();
    const { user } = renderApp('/self-tape?application=application-1&request=request-1', signedInSession());
    await toRecord(user);
    await chooseTake(user, 'Take 1');

    const start = await screen.findByTestId('trim-start');
    const end = screen.getByTestId('trim-end');
    expect(start).toHaveValue('0');
    expect(end).toHaveValue('42');
    expect(screen.getByTestId('trim-length')).toHaveTextContent('Kept: 0:42.0');

    fireEvent.change(start, { target: { value: '2.5' } });
    expect(screen.getByTestId('trim-start-value')).toHaveTextContent('0:02.5');
    const player = screen.getByTestId('trim-player') as HTMLVideoElement;
    player.currentTime = 31.26;
    await user.click(screen.getByRole('button', { name: 'End here' }));
    expect(screen.getByTestId('trim-end-value')).toHaveTextContent('0:31.3');
    expect(screen.getByTestId('trim-length')).toHaveTextContent('Kept: 0:28.8');

    player.currentTime = 31;
    await user.click(screen.getByRole('button', { name: 'Start here' }));
    expect(await screen.findByTestId('trim-problem')).toHaveTextContent(
      'The part kept must last at least one second.',
    );
    expect(screen.getByTestId('self-tape-to-send')).toBeDisabled();

    // Kept to the take's own end: under a second is still too short.
    fireEvent.change(screen.getByTestId('trim-end'), { target: { value: '42' } });
    fireEvent.change(screen.getByTestId('trim-start'), { target: { value: '41.5' } });
    expect(screen.getByTestId('trim-problem')).toHaveTextContent(
      'The part kept must last at least one second.',
    );
    fireEvent.change(screen.getByTestId('trim-start'), { target: { value: '40' } });
    expect(screen.queryByTestId('trim-problem')).not.toBeInTheDocument();
    expect(screen.getByTestId('self-tape-to-send')).toBeEnabled();

    fireEvent.change(screen.getByTestId('trim-end'), { target: { value: '31' } });
    fireEvent.change(screen.getByTestId('trim-start'), { target: { value: '35' } });
    expect(await screen.findByTestId('trim-problem')).toHaveTextContent(
      'The end of the trim must come after its start.',
    );
  });

  it('sends the trimmed take, answers the request, clears the takes and goes back to the application', async () => {
    await keptTake(1, 42);
    await keptTake(2, 40);
    const uploads = fakeResumableUploads();
    const api = stubStudioApi({
      'POST /profiles/me/videos/from-upload': () => ({
        status: 201,
        body: { data: processingVideo('video-9') },
      }),
      'POST /self-tape-requests/request-1/submission': () => ({
        body: {
          data: request({
            state: 'SUBMITTED',
            submittedAt: '2026-11-29T12:00:00.000Z',
            video: processingVideo('video-9'),
          }),
        },
      }),
      'GET /applications/application-1/self-tape-requests': () => ({ body: { data: [request()] } }),
    });
    const { user } = renderApp('/self-tape?application=application-1&request=request-1', signedInSession());
    await toRecord(user);
    await chooseTake(user, 'Take 1');
    fireEvent.change(await screen.findByTestId('trim-start'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByTestId('trim-end'), { target: { value: '30' } });
    await user.click(screen.getByTestId('self-tape-to-send'));

    const title = await screen.findByTestId('self-tape-title');
    expect(title).toHaveValue('Self-tape: Figuranți pentru serialul „Lumini de iarnă”');
    await user.click(screen.getByTestId('self-tape-send'));

    await waitFor(() => expect(uploads.uploads).toHaveLength(1));
    const sent = uploads.last();
    expect(sent.file.name).toBe('dubla-1.webm');
    expect(sent.file.type).toBe('video/webm;codecs=vp8,opus');
    sent.progress(500, 1000);
    expect(await screen.findByTestId('upload-percent')).toHaveTextContent('50');
    await sent.finish('upload-7');

    await waitFor(() =>
      expect(
        api.calls.find((call) => call.path === '/self-tape-requests/request-1/submission')?.body,
      ).toEqual({
        videoId: 'video-9',
      }),
    );
    expect(api.calls.find((call) => call.path === '/profiles/me/videos/from-upload')?.body).toEqual({
      uploadId: 'upload-7',
      title: 'Self-tape: Figuranți pentru serialul „Lumini de iarnă”',
      trimStart: 1.5,
      trimEnd: 30,
    });
    expect(await screen.findByText('Self-tape sent')).toBeInTheDocument();
    // Back on the application's page.
    expect(await screen.findByRole('heading', { level: 1, name: /Lumini de iarnă/ })).toBeInTheDocument();
    expect(screen.queryByTestId('self-tape-page')).not.toBeInTheDocument();
    expect(await listTakes('user-1:request:request-1')).toEqual([]);
  });

  it('shows the server’s refusal of the trim in the reader’s language, and keeps the takes', async () => {
    await keptTake(1, 42);
    const uploads = fakeResumableUploads();
    const api = stubStudioApi({
      'POST /profiles/me/videos/from-upload': () => fieldRefused('trimStart', MEDIA_MESSAGES.trimPastEnd),
    });
    const { user } = renderApp('/self-tape?application=application-1&request=request-1', signedInSession());
    await toRecord(user);
    await chooseTake(user, 'Take 1');
    fireEvent.change(await screen.findByTestId('trim-start'), { target: { value: '10' } });
    await user.click(screen.getByTestId('self-tape-to-send'));
    await user.click(await screen.findByTestId('self-tape-send'));
    await waitFor(() => expect(uploads.uploads).toHaveLength(1));
    await uploads.last().finish('upload-1');

    expect(await screen.findByTestId('self-tape-send-problem')).toHaveTextContent(
      'The trim starts after the end of the video.',
    );
    expect(screen.getByTestId('self-tape-page')).toBeInTheDocument();
    expect(await listTakes('user-1:request:request-1')).toHaveLength(1);

    // The bytes are on the server: sending again asks for the video again, and uploads nothing twice.
    await user.click(screen.getByTestId('self-tape-send'));
    const saves = () => api.calls.filter((call) => call.path === '/profiles/me/videos/from-upload');
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]?.body).toMatchObject({ uploadId: 'upload-1', trimStart: 10 });
    expect(uploads.uploads).toHaveLength(1);
  });

  it('from the videos tab, sends the whole take (no trim) to the profile', async () => {
    await keptTake(3, 20, 'user-1:profile:me');
    const uploads = fakeResumableUploads();
    const api = stubStudioApi({
      'POST /profiles/me/videos/from-upload': () => ({
        status: 201,
        body: { data: processingVideo('video-3') },
      }),
    });
    vi.useFakeTimers({ now: new Date('2026-11-29T09:00:00.000Z'), toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { user } = renderApp('/self-tape', signedInSession());
    expect(await screen.findByTestId('self-tape-for')).toHaveTextContent('A new video for your profile');
    expect(screen.getByTestId('self-tape-sides')).toHaveValue('');
    await toRecord(user);
    await chooseTake(user, 'Take 3');
    await user.click(await screen.findByTestId('self-tape-to-send'));
    expect(await screen.findByTestId('self-tape-title')).toHaveValue('Self-tape 29 November 2026');
    await user.click(screen.getByTestId('self-tape-send'));
    await waitFor(() => expect(uploads.uploads).toHaveLength(1));
    await uploads.last().finish('upload-3');

    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/profiles/me/videos/from-upload')?.body).toEqual({
        uploadId: 'upload-3',
        title: 'Self-tape 29 November 2026',
      }),
    );
    expect(await screen.findByText(/The video was added to the profile/)).toBeInTheDocument();
    // On the profile's videos tab, where the new video converts.
    expect(await screen.findByRole('tab', { name: /^Video/ })).toHaveAttribute('aria-selected', 'true');
    expect(api.calls.some((call) => call.path.includes('submission'))).toBe(false);
  });

  it('for a guardian’s child, the take becomes a video of the child’s profile', async () => {
    await keptTake(1, 12, `user-1:profile:${CHILD_ID}`);
    const uploads = fakeResumableUploads();
    const api = stubStudioApi({
      [`GET /profiles/children/${CHILD_ID}`]: () => ({
        body: {
          data: testProfile({ firstName: 'Ana', lastName: 'Popescu', height: 120, residenceCity: 'Iași' }),
        },
      }),
      [`POST /profiles/children/${CHILD_ID}/videos/from-upload`]: () => ({
        status: 201,
        body: { data: processingVideo('video-c') },
      }),
    });
    const { user } = renderApp(
      `/self-tape?child=${CHILD_ID}`,
      signedInSession({ isGuardianModeEnabled: true }),
    );
    expect(await screen.findByTestId('self-tape-for')).toHaveTextContent(
      "A new video for your child's profile",
    );
    expect(await screen.findByText(/Ana Popescu · 120 cm · Iași/)).toBeInTheDocument();
    await toRecord(user);
    await chooseTake(user, 'Take 1');
    await user.click(await screen.findByTestId('self-tape-to-send'));
    await user.click(await screen.findByTestId('self-tape-send'));
    await waitFor(() => expect(uploads.uploads).toHaveLength(1));
    await uploads.last().finish('upload-c');
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.path === `/profiles/children/${CHILD_ID}/videos/from-upload`),
      ).toBe(true),
    );
    expect(api.calls.some((call) => call.path === '/profiles/me/videos/from-upload')).toBe(false);
  });

  it('records a new answer to a request already answered, saying it replaces the one sent', async () => {
    await keptTake(1, 42);
    const uploads = fakeResumableUploads();
    const answered = request({
      state: 'SUBMITTED',
      submittedAt: '2026-11-28T10:00:00.000Z',
      video: processingVideo('video-1'),
    });
    const api = stubStudioApi({
      'GET /applications/application-1/self-tape-requests': () => ({ body: { data: [answered] } }),
      'POST /profiles/me/videos/from-upload': () => ({
        status: 201,
        body: { data: processingVideo('video-2') },
      }),
      'POST /self-tape-requests/request-1/submission': () => ({
        body: {
          data: { ...answered, submittedAt: '2026-11-29T12:00:00.000Z', video: processingVideo('video-2') },
        },
      }),
    });
    const { user } = renderApp('/self-tape?application=application-1&request=request-1', signedInSession());
    expect(await screen.findByTestId('self-tape-replaces')).toHaveTextContent(
      'You already sent a self-tape for this request. The one you send now replaces it.',
    );
    expect(screen.getByTestId('self-tape-sides')).toHaveValue(INSTRUCTIONS);

    await toRecord(user);
    await chooseTake(user, 'Take 1');
    await user.click(await screen.findByTestId('self-tape-to-send'));
    await user.click(await screen.findByTestId('self-tape-send'));
    await waitFor(() => expect(uploads.uploads).toHaveLength(1));
    await uploads.last().finish('upload-8');

    // The new video answers the request again: the server puts it in the first one's place.
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.path === '/self-tape-requests/request-1/submission')?.body,
      ).toEqual({ videoId: 'video-2' }),
    );
    expect(await screen.findByText('Self-tape sent')).toBeInTheDocument();
  });

  it('says a request answered and past its deadline can no longer be answered here, with the way back', async () => {
    stubStudioApi({
      'GET /applications/application-1/self-tape-requests': () => ({
        body: {
          data: [
            request({
              state: 'SUBMITTED',
              submittedAt: '2026-11-28T10:00:00.000Z',
              deadline: '2026-11-28T11:00:00.000Z',
            }),
          ],
        },
      }),
    });
    renderApp('/self-tape?application=application-1&request=request-1', signedInSession());
    const closed = await screen.findByTestId('self-tape-closed');
    expect(within(closed).getByRole('heading', { level: 1 })).toHaveTextContent(
      'This request can no longer be answered',
    );
    expect(closed).toHaveTextContent('You sent a self-tape for it, and its deadline has passed.');
    expect(within(closed).getByRole('link', { name: 'Back to the application' })).toHaveAttribute(
      'href',
      '/my-applications/application-1#application-self-tapes',
    );
  });

  it('says an unknown request was not found', async () => {
    stubStudioApi();
    renderApp('/self-tape?application=application-1&request=request-404', signedInSession());
    expect(await screen.findByTestId('self-tape-not-found')).toHaveTextContent(
      "We couldn't find this request",
    );
  });

  it('from an audition, its instructions are the sides', async () => {
    stubStudioApi({
      'GET /auditions': () => ({
        body: {
          data: [
            testAudition({
              id: 'audition-1',
              session: { ...testAudition().session, instructions: 'Pregătește monologul lui Hamlet.' },
            }),
          ],
        },
      }),
    });
    renderApp('/self-tape?audition=audition-1', signedInSession());
    expect(await screen.findByTestId('self-tape-sides')).toHaveValue('Pregătește monologul lui Hamlet.');
    expect(screen.getByTestId('self-tape-for')).toHaveTextContent('Rehearsal for the audition');
  });

  it('from a child’s audition, the take becomes a video of the child’s profile', async () => {
    await keptTake(1, 12, 'user-1:audition:audition-2');
    const uploads = fakeResumableUploads();
    const api = stubStudioApi({
      'GET /auditions': () => ({
        body: { data: [testAudition({ id: 'audition-2', childName: 'Ana', childId: CHILD_ID })] },
      }),
      [`GET /profiles/children/${CHILD_ID}`]: () => ({
        body: { data: testProfile({ firstName: 'Ana', lastName: 'Popescu', height: 120 }) },
      }),
      [`POST /profiles/children/${CHILD_ID}/videos/from-upload`]: () => ({
        status: 201,
        body: { data: processingVideo('video-a') },
      }),
    });
    const { user } = renderApp(
      '/self-tape?audition=audition-2',
      signedInSession({ isGuardianModeEnabled: true }),
    );
    await toRecord(user);
    await chooseTake(user, 'Take 1');
    await user.click(await screen.findByTestId('self-tape-to-send'));
    await user.click(await screen.findByTestId('self-tape-send'));
    await waitFor(() => expect(uploads.uploads).toHaveLength(1));
    await uploads.last().finish('upload-a');
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.path === `/profiles/children/${CHILD_ID}/videos/from-upload`),
      ).toBe(true),
    );
    expect(api.calls.some((call) => call.path === '/profiles/me/videos/from-upload')).toBe(false);
  });
});

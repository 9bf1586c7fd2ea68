import type { SelfTapeRequest } from '@talent/contract/self-tapes';
import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { processingVideo, testVideo } from '@talent/ui/test/media-fixtures';
import { fakeResumableUploads, videoFile } from '@talent/ui/video-upload/fake-resumable-upload';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CHILD_ID, testApplication } from '@/test/fixtures';
import { renderWithApp, testQueryClient } from '@/test/render';
import { SelfTapeSection } from './self-tape-section';

vi.mock('@talent/ui/video-upload/resumable-upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@talent/ui/video-upload/resumable-upload')>()),
  uploadResumably: vi.fn(),
}));

// 10:00 in Auckland (the tests' zone) on 12 December 2026.
const NOW = new Date('2026-12-11T21:00:00.000Z');

function request(overrides: Partial<SelfTapeRequest> = {}): SelfTapeRequest {
  return {
    id: 'request-1',
    applicationId: 'application-1',
    instructions: 'Filmează monologul din scena 3.\n\nLumină naturală, fără machiaj.',
    // 23:59 in Auckland on 15 December: 3 days and 14 hours after NOW.
    deadline: '2026-12-15T10:59:00.000Z',
    createdAt: '2026-12-10T09:00:00.000Z',
    state: 'OPEN',
    submittedAt: null,
    video: null,
    ...overrides,
  };
}

function renderSection(
  requests: SelfTapeRequest[] | (() => { status?: number; body?: unknown }),
  routes: Parameters<typeof stubApi>[0] = {},
  application = testApplication(),
) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const api = stubApi({
    'GET /applications/application-1/self-tape-requests':
      typeof requests === 'function' ? requests : () => ({ body: { data: requests } }),
    'GET /profiles/me/videos': () => ({ body: { data: [] } }),
    ...routes,
  });
  const rendered = renderWithApp(<SelfTapeSection application={application} />, {
    queryClient: testQueryClient(),
  });
  return { ...rendered, api };
}

const card = () => screen.getByTestId('self-tape-request');

describe('Self-tape section', () => {
  it('says when nothing was requested', async () => {
    renderSection([]);
    expect(screen.getByRole('region', { name: 'Self-tape' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the self-tape requests…');
    expect(await screen.findByTestId('self-tapes-empty')).toHaveTextContent('No self-tape requested');
  });

  it('offers a retry when the requests cannot be loaded', async () => {
    let fail = true;
    const { user } = renderSection(() =>
      fail
        ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: '' } }
        : { body: { data: [request()] } },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The self-tape requests could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('self-tape-request')).toBeInTheDocument();
  });

  it('shows an open request: instructions, deadline in local time, time left, and the answer form', async () => {
    renderSection([request()], {
      'GET /profiles/me/videos': () => ({
        body: {
          data: [
            testVideo('a', { title: 'Monolog' }),
            processingVideo('b', { title: 'Scena 3', order: 1 }),
            testVideo('c', {
              title: 'Stricat',
              order: 2,
              processingStatus: 'FAILED',
              processingError: 'Videoclipul nu a putut fi convertit.',
            }),
          ],
        },
      }),
    });
    const article = await screen.findByRole('article', { name: 'Request of 10 December 2026' });
    expect(within(article).getByTestId('self-tape-state')).toHaveTextContent('Open');
    expect(within(article).getByTestId('self-tape-state')).toHaveAttribute('data-tone', 'yellow');
    expect(
      within(article)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(expect.arrayContaining(['Filmează monologul din scena 3.', 'Lumină naturală, fără machiaj.']));
    expect(within(article).getByTestId('self-tape-deadline')).toHaveTextContent('15 December 2026 at 23:59');
    expect(within(article).getByTestId('self-tape-time-left')).toHaveTextContent('3 days');

    // The profile's videos as choices: one still converting may be sent, a failed one may not.
    const choices = await within(article).findByRole('group', { name: 'Choose a video of the profile' });
    const radios = await within(choices).findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['a', 'b', 'c']);
    expect(within(choices).getByRole('radio', { name: /Scena 3\s*processing/ })).toBeEnabled();
    expect(within(choices).getByRole('radio', { name: /Stricat\s*could not be processed/ })).toBeDisabled();
    expect(within(article).getByRole('button', { name: 'Send self-tape' })).toBeInTheDocument();
  });

  it('links an open request to the self-tape studio, an answered one once the talent replaces it', async () => {
    renderSection([
      request(),
      request({ id: 'request-2', state: 'SUBMITTED', submittedAt: '2026-12-11T08:00:00.000Z' }),
    ]);
    const [open, sent] = await screen.findAllByTestId('self-tape-request');
    expect(within(open as HTMLElement).getByRole('link', { name: 'Record in the studio' })).toHaveAttribute(
      'href',
      '/self-tape?application=application-1&request=request-1',
    );
    expect(
      within(sent as HTMLElement).queryByRole('link', { name: 'Record in the studio' }),
    ).not.toBeInTheDocument();
  });

  it('sends the chosen video to the submission endpoint and then shows it as sent', async () => {
    const sent = request({
      state: 'SUBMITTED',
      submittedAt: '2026-12-11T21:05:00.000Z',
      video: testVideo('a', { title: 'Monolog' }),
    });
    const { user, api } = renderSection([request()], {
      'GET /profiles/me/videos': () => ({ body: { data: [testVideo('a', { title: 'Monolog' })] } }),
      'POST /self-tape-requests/request-1/submission': () => ({ body: { data: sent } }),
    });
    const submit = await screen.findByRole('button', { name: 'Send self-tape' });
    await user.click(submit);
    expect(screen.getByTestId('self-tape-problem')).toHaveTextContent('Choose a video or upload a new one.');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(await screen.findByRole('radio', { name: /Monolog/ }));
    expect(screen.queryByTestId('self-tape-problem')).not.toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('The self-tape was sent!')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/self-tape-requests/request-1/submission', body: { videoId: 'a' } }),
    ]);
    expect(within(card()).getByTestId('self-tape-state')).toHaveTextContent('Submitted');
    expect(within(card()).getByTestId('video-player')).toHaveAttribute('src', '/media/a.mp4');
    expect(within(card()).getByTestId('video-player')).toHaveAttribute('poster', '/media/a-poster.jpg');
    expect(within(card()).getByText('Sent on')).toBeInTheDocument();
    expect(screen.queryByTestId('self-tape-form')).not.toBeInTheDocument();
  });

  it('shows a sent video still converting, and lets it be replaced before the deadline', async () => {
    const { user } = renderSection([
      request({
        state: 'SUBMITTED',
        submittedAt: '2026-12-11T20:00:00.000Z',
        video: processingVideo('b', { title: 'Scena 3' }),
      }),
    ]);
    const status = await within(await screen.findByTestId('self-tape-request')).findByTestId(
      'video-processing',
    );
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('Processing…');
    expect(screen.queryByTestId('self-tape-form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another video' }));
    expect(await screen.findByTestId('self-tape-form')).toBeInTheDocument();
    // The new one may be recorded in the studio too.
    expect(screen.getByRole('link', { name: 'Record in the studio' })).toHaveAttribute(
      'href',
      '/self-tape?application=application-1&request=request-1',
    );
    await user.click(screen.getByRole('button', { name: 'Keep this one' }));
    expect(screen.queryByTestId('self-tape-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Record in the studio' })).not.toBeInTheDocument();
  });

  it('shows a missed request with the deadline-passed text and no way to send', async () => {
    renderSection([request({ state: 'MISSED', deadline: '2026-12-11T10:00:00.000Z' })]);
    const article = await screen.findByTestId('self-tape-request');
    expect(within(article).getByTestId('self-tape-state')).toHaveTextContent('Missed');
    expect(within(article).getByTestId('self-tape-state')).toHaveAttribute('data-tone', 'red');
    expect(within(article).getByTestId('self-tape-deadline-passed')).toHaveTextContent(
      'The deadline for this recording has passed. You can no longer send a self-tape.',
    );
    expect(within(article).queryByTestId('self-tape-time-left')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send self-tape' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send another video' })).not.toBeInTheDocument();
  });

  it('reads MISSED once the deadline has passed on this clock, whatever the server last said', async () => {
    renderSection([request({ state: 'OPEN', deadline: '2026-12-11T20:59:00.000Z' })]);
    const article = await screen.findByTestId('self-tape-request');
    expect(within(article).getByTestId('self-tape-state')).toHaveTextContent('Missed');
    expect(screen.queryByTestId('self-tape-form')).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the deadline passed on its clock", async () => {
    let state: SelfTapeRequest['state'] = 'OPEN';
    const { user } = renderSection(() => ({ body: { data: [request({ state })] } }), {
      'GET /profiles/me/videos': () => ({ body: { data: [testVideo('a', { title: 'Monolog' })] } }),
      'POST /self-tape-requests/request-1/submission': () => {
        state = 'MISSED';
        return {
          status: 422,
          body: {
            statusCode: 422,
            code: 'DEADLINE_PASSED',
            message: 'Termenul pentru această înregistrare a trecut. Nu mai poți trimite un self-tape.',
          },
        };
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Monolog/ }));
    await user.click(screen.getByRole('button', { name: 'Send self-tape' }));
    expect(await screen.findByTestId('self-tape-deadline-passed')).toHaveTextContent(
      'The deadline for this recording has passed. You can no longer send a self-tape.',
    );
    expect(within(card()).getByTestId('self-tape-state')).toHaveTextContent('Missed');
    expect(screen.queryByRole('button', { name: 'Send self-tape' })).not.toBeInTheDocument();
  });

  it("answers for a child with a new video uploaded to the child's profile", async () => {
    const uploads = fakeResumableUploads();
    const childVideos = `/profiles/children/${CHILD_ID}/videos`;
    const made = processingVideo('new', { title: 'Self-tape: Figuranți pentru serialul „Lumini de iarnă”' });
    let videos: ReturnType<typeof processingVideo>[] = [];
    const { user, api } = renderSection(
      [request()],
      {
        [`GET ${childVideos}`]: () => ({ body: { data: videos } }),
        [`POST ${childVideos}/from-upload`]: () => {
          videos = [made];
          return { status: 201, body: { data: made } };
        },
        'POST /self-tape-requests/request-1/submission': () => ({
          body: {
            data: request({
              state: 'SUBMITTED',
              submittedAt: '2026-12-11T21:05:00.000Z',
              video: processingVideo('new'),
            }),
          },
        }),
      },
      testApplication({ childId: CHILD_ID, talentName: 'Matei Popescu' }),
    );
    expect(await screen.findByTestId('self-tape-no-videos')).toHaveTextContent(
      'The profile has no videos yet: upload or record one.',
    );
    const newVideo = screen.getByRole('group', { name: 'Or add a new video' });
    // Filming on the phone: the camera's own file input, video only.
    const camera = within(newVideo).getByTestId('video-camera-input');
    expect(camera).toHaveAttribute('capture', 'user');
    expect(camera).toHaveAttribute('accept', 'video/*');
    const open = vi.spyOn(camera, 'click').mockImplementation(() => {});
    await user.click(within(newVideo).getByRole('button', { name: 'Record now' }));
    expect(open).toHaveBeenCalledTimes(1);

    fireEvent.change(camera, { target: { files: [videoFile('VID_0001.mp4', 2 * 1024 * 1024)] } });
    const upload = uploads.last();
    upload.progress(1024 * 1024);
    expect(screen.getByTestId('upload-percent')).toHaveTextContent('50%');
    expect(screen.getByRole('button', { name: 'Send self-tape' })).toBeDisabled();
    await upload.finish('tus-42');

    const fromUpload = await waitFor(() => {
      const call = api.calls.find((entry) => entry.path === `${childVideos}/from-upload`);
      expect(call).toBeDefined();
      return call;
    });
    expect(fromUpload?.body).toEqual({
      uploadId: 'tus-42',
      title: 'Self-tape: Figuranți pentru serialul „Lumini de iarnă”',
    });
    expect(await screen.findByRole('radio', { name: /Self-tape: Figuranți/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send self-tape' }));
    await screen.findByText('The self-tape was sent!');
    expect(api.calls.find((call) => call.path === '/self-tape-requests/request-1/submission')?.body).toEqual({
      videoId: 'new',
    });
  });

  it('speaks Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    renderSection([
      request(),
      request({ id: 'request-2', state: 'MISSED', deadline: '2026-12-01T10:00:00.000Z' }),
    ]);
    const [open, missed] = await screen.findAllByTestId('self-tape-request');
    expect(within(open!).getByTestId('self-tape-state')).toHaveTextContent('Deschisă');
    expect(within(open!).getByTestId('self-tape-time-left')).toHaveTextContent('3 zile');
    expect(within(open!).getByTestId('self-tape-deadline')).toHaveTextContent('15 decembrie 2026');
    expect(within(missed!).getByTestId('self-tape-state')).toHaveTextContent('Termen depășit');
    expect(within(missed!).getByTestId('self-tape-deadline-passed')).toHaveTextContent(
      'Termenul pentru această înregistrare a trecut. Nu mai poți trimite un self-tape.',
    );
    expect(await within(open!).findByRole('button', { name: 'Trimite self-tape' })).toBeInTheDocument();
    expect(within(open!).getByRole('button', { name: 'Alege video' })).toBeInTheDocument();
    expect(within(open!).getByRole('button', { name: 'Filmează acum' })).toBeInTheDocument();
  });
});

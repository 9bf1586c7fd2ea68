import type { Video } from '@talent/contract/media';
import { ApiError } from '@talent/ui/http/api-client';
import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { processingVideo, testVideo } from '@talent/ui/test/media-fixtures';
import { fakeResumableUploads, videoFile } from '@talent/ui/video-upload/fake-resumable-upload';
import { uploadResumably } from '@talent/ui/video-upload/resumable-upload';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CHILD_ID } from '@/test/fixtures';
import { renderWithApp, testQueryClient } from '@/test/render';
import { childProfileTarget, ProfileTargetProvider } from '../profile-target';
import { durationLabel, VideosTab } from './videos-tab';

vi.mock('@talent/ui/video-upload/resumable-upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@talent/ui/video-upload/resumable-upload')>()),
  uploadResumably: vi.fn(),
}));

function renderVideos(initial: Video[] = [], routes: Parameters<typeof stubApi>[0] = {}) {
  let videos = initial;
  const api = stubApi({
    'GET /profiles/me/videos': () => ({ body: { data: videos } }),
    'GET /profiles/me': () => ({ status: 404, body: { statusCode: 404, code: 'X', message: 'x' } }),
    ...routes,
  });
  const rendered = renderWithApp(<VideosTab />, { queryClient: testQueryClient() });
  const setVideos = (next: Video[]) => {
    videos = next;
  };
  return { ...rendered, api, setVideos };
}

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('video-input'), { target: { files: [file] } });

describe('Videos tab: the cards', () => {
  it('shows durations as m:ss and a dash when unknown', async () => {
    expect(durationLabel(3)).toBe('0:03');
    expect(durationLabel(75.4)).toBe('1:15');
    expect(durationLabel(600)).toBe('10:00');
    expect(durationLabel(null)).toBe('—');
    renderVideos([testVideo('a', { duration: 3 }), testVideo('b', { duration: null, order: 1 })]);
    const durations = await screen.findAllByTestId('video-duration');
    expect(durations.map((node) => node.textContent)).toEqual(['Duration: 0:03', 'Duration: —']);
  });

  it('plays a READY video in the page with its poster, loading only its metadata', async () => {
    renderVideos([testVideo('a')]);
    const player = await screen.findByTestId('video-player');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('src', '/media/a.mp4');
    expect(player).toHaveAttribute('poster', '/media/a-poster.jpg');
    expect(player).toHaveAccessibleName('Clip a');
  });

  it('says a PROCESSING video is being processed, and asks again until it is ready', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'],
    });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { setVideos, api } = renderVideos([processingVideo('a')]);
    const card = await screen.findByTestId('video-item');
    const status = within(card).getByRole('status');
    expect(status).toHaveAttribute('data-testid', 'video-processing');
    expect(status).toHaveTextContent('Processing…');
    expect(within(card).queryByTestId('video-player')).not.toBeInTheDocument();
    // Nothing to play yet, but it can be deleted (and moved).
    expect(within(card).getByRole('button', { name: 'Delete Clip a' })).toBeInTheDocument();

    const asked = () => api.calls.filter((call) => call.path === '/profiles/me/videos').length;
    expect(asked()).toBe(1);
    setVideos([testVideo('a')]);
    // The list asks again every few seconds while a video is PROCESSING (lib/profile-videos.ts).
    await vi.advanceTimersByTimeAsync(4000);
    expect(await screen.findByTestId('video-player')).toHaveAttribute('src', '/media/a.mp4');
    expect(asked()).toBe(2);
    // READY: no more asking.
    await vi.advanceTimersByTimeAsync(12_000);
    expect(asked()).toBe(2);
  });

  it("shows why a FAILED video failed, in the reader's language, with its delete button", async () => {
    const failed = testVideo('a', {
      processingStatus: 'FAILED',
      processingError: 'Videoclipul pare incomplet sau deteriorat și nu a putut fi convertit.',
      originalUrl: '',
      posterUrl: null,
    });
    const { unmount } = renderVideos([failed]);
    const card = await screen.findByTestId('video-item');
    expect(within(card).getByTestId('video-failed')).toHaveTextContent(
      'The video could not be processedThe video seems incomplete or damaged and could not be converted.',
    );
    expect(within(card).queryByTestId('video-player')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Clip a' })).toBeInTheDocument();
    unmount();

    await changeLanguage('ro', { persist: false });
    renderVideos([failed]);
    expect(await screen.findByTestId('video-failed')).toHaveTextContent(
      'Videoclipul nu a putut fi procesatVideoclipul pare incomplet sau deteriorat și nu a putut fi convertit.',
    );
  });
});

describe('Videos tab: the self-tape studio', () => {
  it('links the own profile to the studio, and a child’s profile with the child', async () => {
    const { unmount } = renderVideos();
    expect(await screen.findByRole('link', { name: 'Record a self-tape' })).toHaveAttribute(
      'href',
      '/self-tape',
    );
    unmount();

    stubApi({ [`GET /profiles/children/${CHILD_ID}/videos`]: () => ({ body: { data: [] } }) });
    renderWithApp(
      <ProfileTargetProvider value={childProfileTarget(CHILD_ID)}>
        <VideosTab />
      </ProfileTargetProvider>,
      { queryClient: testQueryClient() },
    );
    expect(await screen.findByRole('link', { name: 'Record a self-tape' })).toHaveAttribute(
      'href',
      `/self-tape?child=${CHILD_ID}`,
    );
  });
});

describe('Videos tab: the upload', () => {
  it("chooses the video with the product's own button, never the browser's file input", async () => {
    fakeResumableUploads();
    const { user } = renderVideos();
    await screen.findByTestId('videos-empty');
    const input = screen.getByTestId('video-input');
    // The native control ("Choose File / No file chosen") is neither seen nor reached with Tab.
    expect(input).not.toBeVisible();
    expect(input).toHaveAttribute('tabindex', '-1');
    const open = vi.spyOn(input, 'click').mockImplementation(() => {});
    const button = screen.getByRole('button', { name: 'Choose video' });
    expect(button).toHaveAccessibleDescription(
      'No video chosen MP4, MOV or AVI, up to 500MB, one at a time. An interrupted upload goes on where it stopped.',
    );
    expect(screen.getByRole('group', { name: 'Video file' })).toContainElement(button);

    await user.click(button);
    expect(open).toHaveBeenCalledTimes(1);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(open).toHaveBeenCalledTimes(3);

    choose(videoFile('showreel.mp4'));
    const chosen = screen.getByTestId('video-file-name');
    expect(chosen).toHaveTextContent('Chosen video: showreel.mp4');
    expect(chosen).toHaveAttribute('aria-live', 'polite');
    expect(button).toHaveAccessibleDescription(/^Chosen video: showreel\.mp4/);
  });

  it('uploads resumably with real progress, then makes the video from the upload', async () => {
    const uploads = fakeResumableUploads();
    const { user, api, setVideos } = renderVideos([], {
      'POST /profiles/me/videos/from-upload': () => {
        setVideos([processingVideo('v1', { title: 'Showreel' })]);
        return { status: 201, body: { data: processingVideo('v1', { title: 'Showreel' }) } };
      },
    });
    await screen.findByTestId('videos-empty');
    await user.type(screen.getByTestId('video-title'), 'Showreel');
    choose(videoFile('showreel.mp4', 40 * 1024 * 1024));
    await user.click(screen.getByTestId('video-upload'));

    const upload = uploads.last();
    expect(upload.file.name).toBe('showreel.mp4');
    expect(screen.getByRole('button', { name: 'Choose video' })).toBeDisabled();
    upload.progress(10 * 1024 * 1024);
    const progress = screen.getByTestId('upload-progress');
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(progress).getByRole('progressbar')).toHaveAccessibleName('Uploading showreel.mp4');
    expect(within(progress).getByTestId('upload-percent')).toHaveTextContent('25%');
    expect(within(progress).getByTestId('upload-bytes')).toHaveTextContent('10 MB of 40 MB');

    // The connection drops: the upload says it waits, and "Try now" resumes it.
    upload.stall();
    expect(screen.getByTestId('upload-stalled')).toHaveTextContent('The connection dropped.');
    await user.click(screen.getByRole('button', { name: 'Try now' }));
    expect(upload.resumed).toBe(1);
    upload.stall(false);
    upload.progress(40 * 1024 * 1024);
    expect(screen.queryByTestId('upload-stalled')).not.toBeInTheDocument();

    await upload.finish('f81d4fae7dec11d0a76500a0c91e6bf6');
    expect(await screen.findByText('The video was uploaded successfully!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/profiles/me/videos/from-upload')?.body).toEqual({
      uploadId: 'f81d4fae7dec11d0a76500a0c91e6bf6',
      title: 'Showreel',
    });
    expect(await screen.findByText('Processing…')).toBeInTheDocument();
    expect(screen.getByTestId('video-file-name')).toHaveTextContent('No video chosen');
    expect(screen.getByTestId('video-title')).toHaveValue('');
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
  });

  it('cancels an upload: nothing is made of it', async () => {
    const uploads = fakeResumableUploads();
    const { user, api } = renderVideos();
    await screen.findByTestId('videos-empty');
    choose(videoFile('long.mov', 1000, 'video/quicktime'));
    await user.click(screen.getByTestId('video-upload'));
    uploads.last().progress(200);
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(uploads.last().cancelled).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument());
    expect(screen.queryByTestId('upload-messages')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses a video of the wrong type or over the size limit before uploading', async () => {
    fakeResumableUploads();
    const { user } = renderVideos();
    await screen.findByTestId('videos-empty');
    choose(videoFile('clip.mkv', 1000, 'video/x-matroska'));
    await user.click(screen.getByTestId('video-upload'));
    expect(screen.getByTestId('upload-messages')).toHaveTextContent(
      'This file type is not allowed. Use MP4, MOV or AVI.',
    );
    choose(videoFile('huge.mp4', 501 * 1024 * 1024));
    await user.click(screen.getByTestId('video-upload'));
    expect(screen.getByTestId('upload-messages')).toHaveTextContent(
      'The file is too large. The maximum size is 500MB.',
    );
    expect(uploadResumably).not.toHaveBeenCalled();
  });

  it("shows the server's refusals in the reader's language", async () => {
    const uploads = fakeResumableUploads();
    const { user } = renderVideos([], {
      'POST /profiles/me/videos/from-upload': () => ({
        status: 415,
        body: {
          statusCode: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Fișierul nu este un videoclip care poate fi citit.',
        },
      }),
    });
    await screen.findByTestId('videos-empty');
    choose(videoFile('fake.mp4'));
    await user.click(screen.getByTestId('video-upload'));
    // The server's own limit (VIDEO_MAX_MB) may be lower than the client's: its 413 says it.
    await uploads
      .last()
      .fail(
        new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Fișierul este prea mare. Dimensiunea maximă este 200MB.'),
      );
    expect(await screen.findByTestId('upload-messages')).toHaveTextContent(
      'The file is too large. The maximum size is 200MB.',
    );

    await user.click(screen.getByTestId('video-upload'));
    await uploads.last().finish();
    await waitFor(() =>
      expect(screen.getByTestId('upload-messages')).toHaveTextContent(
        'The file is not a video that can be read.',
      ),
    );
  });
});

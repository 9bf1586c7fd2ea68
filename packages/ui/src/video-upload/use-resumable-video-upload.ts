import { checkResumableVideoFile, type Video } from '@talent/contract/media';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../http/api-client';
import { isAbort, type ResumableUpload, uploadResumably } from './resumable-upload';
import { createVideoFromUpload } from './video-from-upload';
import type { VideoMessages } from './video-messages';

export type VideoUploadState =
  | { phase: 'idle' }
  /** The bytes go out; `stalled` while the connection is gone and the upload waits for it. */
  | { phase: 'uploading'; fileName: string; sent: number; total: number; stalled: boolean }
  /** Every byte is on the server; it is turning them into a video of the profile. */
  | { phase: 'saving'; fileName: string };

export interface VideoUploadRequest {
  /** The profile's base path (`/profiles/me`, `/profiles/children/{id}`). */
  basePath: string;
  title?: string | undefined;
  caption?: string | undefined;
  /** The part to keep, in seconds of the file (a self-tape's trim): the server's conversion cuts the rest. */
  trimStart?: number | undefined;
  trimEnd?: number | undefined;
}

const IDLE: VideoUploadState = { phase: 'idle' };

/**
 * The app's one video upload (the profile's Videos tab, an application's self-tape): the contract's
 * check of the file (type, size), a resumable upload with real progress that a dropped connection only pauses, a
 * cancel, then the video made from it (PROCESSING until the server has converted it). Refusals are
 * shown through the app's translator (`messages`).
 */
export function useResumableVideoUpload(messages: VideoMessages) {
  const { t } = useTranslation();
  const [state, setState] = useState<VideoUploadState>(IDLE);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<ResumableUpload | null>(null);
  // A file whose bytes all reached the server but did not become a video (a trim refused, the
  // connection gone while saving): sending it again only asks for the video, never uploads twice.
  const sent = useRef<{ file: string; uploadId: string } | null>(null);

  // The media texts, ready before a file is chosen: this screen has the contract's media module already.
  useEffect(() => {
    void messages.load();
  }, [messages]);

  // Leaving the screen keeps what was sent: choosing the same file again goes on from there.
  useEffect(() => () => running.current?.pause(), []);

  // Closing the tab mid-upload asks first (the browser's own question).
  const uploading = state.phase === 'uploading';
  useEffect(() => {
    if (!uploading) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [uploading]);

  /** The new video (PROCESSING), or null after a refusal (see `error`) or a cancel. */
  const upload = useCallback(
    async (
      file: File,
      { basePath, title, caption, trimStart, trimEnd }: VideoUploadRequest,
    ): Promise<Video | null> => {
      if (running.current) return null;
      const problem = checkResumableVideoFile(file);
      if (problem && !messages.loaded()) await messages.load();
      setError(problem && messages.translateMessage(t, problem));
      if (problem) return null;
      const fileName = file.name;
      const identity = `${file.name}:${file.size}:${file.lastModified}`;
      const alreadySent = sent.current?.file === identity ? sent.current.uploadId : null;
      let session: ResumableUpload | null = null;
      if (!alreadySent) {
        setState({ phase: 'uploading', fileName, sent: 0, total: file.size, stalled: false });
        session = uploadResumably(file, {
          onProgress: (bytes, total) =>
            setState({ phase: 'uploading', fileName, sent: bytes, total, stalled: false }),
          onStalled: (stalled) =>
            setState((current) => (current.phase === 'uploading' ? { ...current, stalled } : current)),
        });
        running.current = session;
      }
      try {
        const uploadId = alreadySent ?? (await (session as ResumableUpload).done);
        sent.current = { file: identity, uploadId };
        setState({ phase: 'saving', fileName });
        const video = await createVideoFromUpload(basePath, { uploadId, title, caption, trimStart, trimEnd });
        sent.current = null;
        return video;
      } catch (failure) {
        // Gone (expired) or not a video: the next try sends the bytes again.
        if (failure instanceof ApiError && (failure.status === 404 || failure.status === 415))
          sent.current = null;
        if (!isAbort(failure)) {
          if (!messages.loaded()) await messages.load();
          setError(await messages.errorMessage(t, failure, t('profile.media.uploadVideoFailed')));
        }
        return null;
      } finally {
        running.current = null;
        setState(IDLE);
      }
    },
    [t, messages],
  );

  const cancel = useCallback(() => running.current?.cancel(), []);
  const resume = useCallback(() => running.current?.resume(), []);
  /** Shows a message of the caller's own in the same place (no file chosen). */
  const refuse = useCallback((message: string | null) => setError(message), []);

  return { upload, cancel, resume, refuse, state, error, busy: state.phase !== 'idle' };
}

/**
 * Video uploads that survive a dropped connection (DESIGN §9: tus 1.0.0 at /api/uploads). The tus
 * client is a chunk of its own (tus-upload.ts), fetched when an upload starts: only the screens that
 * upload ever load it, and only when they do.
 */

import { abortError, type ResumableUpload, type ResumableUploadHandlers } from './resumable-upload-types';

export { isAbort } from './resumable-upload-types';
export type { ResumableUpload, ResumableUploadHandlers };

/** Starts sending `file` resumably; see ResumableUpload. */
export function uploadResumably(file: File, handlers: ResumableUploadHandlers): ResumableUpload {
  let started: ResumableUpload | null = null;
  let stopped = false;
  const done = import('./tus-upload').then(({ startTusUpload }) => {
    if (stopped) throw abortError();
    started = startTusUpload(file, handlers);
    return started.done;
  });
  return {
    done,
    resume: () => started?.resume(),
    cancel: () => {
      stopped = true;
      started?.cancel();
    },
    pause: () => {
      stopped = true;
      started?.pause();
    },
  };
}

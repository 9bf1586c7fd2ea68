import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { uploadResumably } from './resumable-upload';
import { abortError, type ResumableUpload, type ResumableUploadHandlers } from './resumable-upload-types';

/**
 * A resumable upload driven by the test: progress, stalls and the end come when the test says. Use
 * with `vi.mock('@talent/ui/video-upload/resumable-upload', …)` keeping the module's other exports (see the
 * portal's videos-tab.test). tus-upload.test.ts covers the real protocol.
 */
export class FakeUpload {
  cancelled = false;
  paused = false;
  resumed = 0;
  readonly session: ResumableUpload;
  private resolve: (id: string) => void = () => {};
  private reject: (error: unknown) => void = () => {};

  constructor(
    readonly file: File,
    private readonly handlers: ResumableUploadHandlers,
  ) {
    const done = new Promise<string>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    this.session = {
      done,
      resume: () => {
        this.resumed += 1;
      },
      cancel: () => {
        this.cancelled = true;
        this.reject(abortError());
      },
      pause: () => {
        this.paused = true;
        this.reject(abortError());
      },
    };
  }

  progress(sent: number, total = this.file.size) {
    act(() => this.handlers.onProgress(sent, total));
  }

  stall(stalled = true) {
    act(() => this.handlers.onStalled(stalled));
  }

  async finish(uploadId = 'upload-1') {
    await act(async () => this.resolve(uploadId));
  }

  async fail(error: unknown) {
    await act(async () => this.reject(error));
  }
}

/** Makes the mocked uploadResumably hand out FakeUploads; `last()` is the latest. */
export function fakeResumableUploads() {
  const uploads: FakeUpload[] = [];
  vi.mocked(uploadResumably).mockReset();
  vi.mocked(uploadResumably).mockImplementation((file, handlers) => {
    const upload = new FakeUpload(file, handlers);
    uploads.push(upload);
    return upload.session;
  });
  return {
    uploads,
    last: () => {
      const upload = uploads.at(-1);
      if (!upload) throw new Error('No upload was started');
      return upload;
    },
  };
}

/** A file of the given size without allocating it. */
export function videoFile(name: string, size = 1000, type = 'video/mp4'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** What the lazy tus client (tus-upload.ts) and its entry point (resumable-upload.ts) both speak. */

export interface ResumableUploadHandlers {
  /** Bytes the server has (or is receiving), of the file's size. */
  onProgress: (sent: number, total: number) => void;
  /**
   * True when the connection dropped and the automatic retries ran out: the upload waits, and goes on
   * by itself once the browser is back online (or on `resume()`). False once it moves again.
   */
  onStalled: (stalled: boolean) => void;
}

export interface ResumableUpload {
  /**
   * The upload's id (the last segment of its URL) once every byte is on the server. Rejects with an
   * `ApiError` (the server's refusal: too large, not signed in) or an `AbortError` (cancel, pause).
   */
  done: Promise<string>;
  /** Tries again now after a stall. */
  resume: () => void;
  /** Stops for good: the server forgets the bytes sent. */
  cancel: () => void;
  /**
   * Stops, keeping what was sent: choosing the same file again later goes on from there (the upload's
   * address is remembered in this browser).
   */
  pause: () => void;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

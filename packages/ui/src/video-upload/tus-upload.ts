import { RESUMABLE_UPLOAD_PATH } from '@talent/contract/media';
import {
  DefaultHttpStack,
  type DetailedError,
  type HttpRequest,
  type HttpResponse,
  type HttpStack,
  Upload,
} from 'tus-js-client';
import { ApiError, apiErrorFrom, sendAuthorized } from '../http/api-client';
import { abortError, type ResumableUpload, type ResumableUploadHandlers } from './resumable-upload-types';

// Loaded only by uploadResumably (resumable-upload.ts): tus-js-client stays out of every page that
// does not upload. The file was checked before (useResumableVideoUpload).

/**
 * Waits between automatic attempts after a failure, about two minutes in all. A connection that
 * comes back in that time goes on by itself; after that the upload waits for the browser to be online.
 */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

/**
 * Each PATCH sends at most this much. Proxies refuse very large bodies, and a fresh access token is
 * read for each request: a long upload outlives the 15-minute token (DESIGN §4).
 */
export const CHUNK_BYTES = 32 * 1024 * 1024;

/**
 * The API client's token handling for tus requests: the stored access token on each request, and on a
 * 401 one refresh and the same request again (sendAuthorized), as every other call of the app.
 */
export class AuthorizedHttpStack implements HttpStack {
  constructor(private readonly inner: HttpStack = new DefaultHttpStack({})) {}

  createRequest(method: string, url: string): HttpRequest {
    return new AuthorizedRequest(this.inner, method, url);
  }

  getName(): string {
    return 'AuthorizedHttpStack';
  }
}

class AuthorizedRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private progressHandler: ((bytesSent: number) => void) | null = null;
  private current: HttpRequest | null = null;
  private aborted = false;

  constructor(
    private readonly stack: HttpStack,
    private readonly method: string,
    private readonly url: string,
  ) {}

  getMethod() {
    return this.method;
  }

  getURL() {
    return this.url;
  }

  setHeader(header: string, value: string) {
    this.headers[header] = value;
  }

  getHeader(header: string) {
    return this.headers[header];
  }

  setProgressHandler(handler: (bytesSent: number) => void) {
    this.progressHandler = handler;
  }

  async send(body: unknown): Promise<HttpResponse> {
    const { response } = await sendAuthorized(async (accessToken) => {
      if (this.aborted) throw abortError();
      const request = this.stack.createRequest(this.method, this.url);
      for (const [header, value] of Object.entries(this.headers)) request.setHeader(header, value);
      if (accessToken) request.setHeader('Authorization', `Bearer ${accessToken}`);
      if (this.progressHandler) request.setProgressHandler(this.progressHandler);
      this.current = request;
      const answer = await request.send(body);
      return { status: answer.getStatus(), response: answer };
    });
    return response;
  }

  abort() {
    this.aborted = true;
    return this.current?.abort() ?? Promise.resolve();
  }

  getUnderlyingObject() {
    return this.current?.getUnderlyingObject();
  }
}

/** The upload's id: the last segment of its URL, which from-upload takes. */
export function uploadIdOf(url: string): string {
  return new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';
}

/**
 * A refusal worth telling (a 4xx other than the protocol's own retryable ones), as an ApiError with
 * the server's message: the API's `{ message }` or the tus server's `{ error: { message } }`. Anything
 * else (no answer, a 5xx, a lock) may pass if tried again: null.
 */
export function refusalOf(error: Error | DetailedError): ApiError | null {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  if (status < 400 || status >= 500 || status === 409 || status === 423) return null;
  const text = response?.getBody() ?? '';
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    const inner = body?.error;
    if (inner && typeof inner.message === 'string')
      return new ApiError(
        status,
        typeof inner.code === 'string' ? inner.code : `HTTP_${status}`,
        inner.message,
      );
  } catch {
    // Not the tus server's JSON: apiErrorFrom reads what there is.
  }
  return apiErrorFrom(status, '', text);
}

interface TusOptions {
  /** Where the requests go (tests put a fake server here); the browser's XMLHttpRequest otherwise. */
  httpStack?: HttpStack;
}

/** See uploadResumably: the same, without the lazy loading. */
export function startTusUpload(
  file: File,
  { onProgress, onStalled }: ResumableUploadHandlers,
  { httpStack = new AuthorizedHttpStack() }: TusOptions = {},
): ResumableUpload {
  let resolve: (id: string) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const done = new Promise<string>((onDone, onFailed) => {
    resolve = onDone;
    reject = onFailed;
  });
  let stalled = false;
  let finished = false;
  const setStalled = (value: boolean) => {
    if (stalled === value) return;
    stalled = value;
    onStalled(value);
  };

  const upload = new Upload(file, {
    endpoint: new URL(RESUMABLE_UPLOAD_PATH, window.location.origin).href,
    metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    // The address is remembered by the file's name, type, size and date: choosing the same file again
    // (after a closed tab, a cancelled navigation) goes on where it stopped. Forgotten once complete.
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    httpStack,
    onProgress: (sent, total) => {
      setStalled(false);
      onProgress(sent, total);
    },
    onSuccess: () => {
      finish();
      resolve(uploadIdOf(upload.url ?? ''));
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      if (refusal) {
        finish();
        reject(refusal);
        return;
      }
      // Offline, or the server away for longer than the retries: wait (see `online` below).
      setStalled(true);
    },
  });

  const goOn = () => {
    if (finished || !stalled) return;
    setStalled(false);
    upload.start();
  };
  window.addEventListener('online', goOn);
  const finish = () => {
    finished = true;
    window.removeEventListener('online', goOn);
  };
  const stop = (terminate: boolean) => {
    if (finished) return;
    finish();
    // Terminating may fail (offline): the server drops unfinished uploads once they expire anyway.
    upload.abort(terminate).catch(() => {});
    reject(abortError());
  };

  void upload
    .findPreviousUploads()
    .then((previous) => {
      if (finished) return;
      const latest = [...previous].sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0];
      if (latest) upload.resumeFromPreviousUpload(latest);
      upload.start();
    })
    .catch(() => {
      // The remembered addresses could not be read (storage blocked): start afresh.
      if (!finished) upload.start();
    });

  return {
    done,
    resume: goOn,
    cancel: () => stop(true),
    pause: () => stop(false),
  };
}

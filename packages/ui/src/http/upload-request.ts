import { API_BASE, apiErrorFrom, sendAuthorized } from './api-client';

/** The share of the bar the bytes' journey fills: the rest waits for the server's answer. */
export const UPLOAD_SENT_PERCENT = 90;

export interface UploadOptions {
  /** 0–90 while the bytes go out (held at 90 until the server answers), 100 once it has. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface XhrAnswer {
  status: number;
  statusText: string;
  text: string;
}

/**
 * POSTs a multipart form with real progress: fetch cannot report upload progress, XMLHttpRequest
 * can. The token and the refresh on 401 are the API client's own (sendAuthorized).
 */
export async function uploadRequest<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const answer = await sendAuthorized((accessToken) => sendXhr(path, form, accessToken, options));
  if (answer.status < 200 || answer.status >= 300) {
    throw apiErrorFrom(answer.status, answer.statusText, answer.text);
  }
  options.onProgress?.(100);
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}

function sendXhr(
  path: string,
  form: FormData,
  accessToken: string | null,
  { onProgress, signal }: UploadOptions,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    onProgress?.(0);
    xhr.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress?.(
        Math.min(UPLOAD_SENT_PERCENT, Math.round((event.loaded / event.total) * UPLOAD_SENT_PERCENT)),
      );
    });
    // Every byte is out; the server still reads, checks and stores them.
    xhr.upload.addEventListener('load', () => onProgress?.(UPLOAD_SENT_PERCENT));
    xhr.addEventListener('load', () =>
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText }),
    );
    xhr.addEventListener('error', () => reject(new TypeError('Network error')));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

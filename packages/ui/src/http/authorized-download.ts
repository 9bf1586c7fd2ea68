import { apiErrorFrom, sendAuthorized } from './api-client';

/** The file name of a Content-Disposition header (plain or RFC 5987 `filename*=`), if any. */
export function fileNameFrom(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: try the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * A file the API serves only with the Authorization header (a CSV export, a PDF): fetched like any call
 * (the token refreshed when needed), then handed to the browser as a download named by the server's
 * Content-Disposition, else `fallbackName`.
 */
export async function downloadAuthorized(
  url: string,
  fallbackName: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const response = await sendAuthorized((token) =>
    fetch(url, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
  );
  if (!response.ok) throw apiErrorFrom(response.status, response.statusText, await response.text());
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}

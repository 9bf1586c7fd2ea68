import { apiErrorFrom, sendAuthorized } from '@talent/ui/http/api-client';

/** The file name of a Content-Disposition header (plain or RFC 5987 `filename*=`), if any. */
function fileNameFrom(header: string | null): string | null {
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
 * GET /applications/{id}/checklist/spas-notice.pdf: the information notice for SPAS, to print. The
 * download needs the Authorization header, so it is fetched (refreshing the token like any call),
 * then handed to the browser as a file.
 */
export async function downloadSpasNotice(applicationId: string, language: string): Promise<void> {
  const url = `/api/applications/${encodeURIComponent(applicationId)}/checklist/spas-notice.pdf`;
  const response = await sendAuthorized((token) =>
    fetch(url, {
      headers: {
        accept: 'application/pdf',
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    }),
  );
  if (!response.ok) throw apiErrorFrom(response.status, response.statusText, await response.text());
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? 'notificare-spas.pdf';
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

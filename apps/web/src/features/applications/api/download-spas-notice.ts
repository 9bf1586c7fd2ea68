import { downloadAuthorized } from '@talent/ui/http/authorized-download';

/** GET /applications/{id}/checklist/spas-notice.pdf: the information notice for SPAS, to print. */
export function downloadSpasNotice(applicationId: string, language: string): Promise<void> {
  return downloadAuthorized(
    `/api/applications/${encodeURIComponent(applicationId)}/checklist/spas-notice.pdf`,
    'notificare-spas.pdf',
    { accept: 'application/pdf', 'accept-language': language },
  );
}

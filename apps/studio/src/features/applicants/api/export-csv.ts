import { downloadAuthorized } from '@talent/ui/http/authorized-download';

/** GET /studio/castings/{id}/applications.csv: the applicants as the list shows them, as a file. */
export function downloadApplicantsCsv(castingId: string, search: URLSearchParams): Promise<void> {
  return downloadAuthorized(
    `/api/studio/castings/${encodeURIComponent(castingId)}/applications.csv?${search}`,
    'applicants.csv',
  );
}

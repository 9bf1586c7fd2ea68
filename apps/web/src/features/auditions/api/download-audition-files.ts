import { downloadAuthorized } from '@talent/ui/http/authorized-download';

const filePath = (id: string, file: string) => `/api/auditions/${encodeURIComponent(id)}/${file}`;

/**
 * GET /auditions/{id}/calendar.ics: the audition for the person's calendar. Fetched with the token
 * (it is not a cookie, so a plain link would be refused), then handed over as a download.
 */
export function downloadAuditionCalendar(id: string): Promise<void> {
  return downloadAuthorized(filePath(id, 'calendar.ics'), 'audition.ics', { accept: 'text/calendar' });
}

/** GET /auditions/{id}/sides.pdf: the script pages, stamped with the talent's name (only once confirmed). */
export function downloadAuditionSides(id: string, language: string): Promise<void> {
  return downloadAuthorized(filePath(id, 'sides.pdf'), 'sides.pdf', {
    accept: 'application/pdf',
    'accept-language': language,
  });
}

// Free of zod: the viewer's page at /p/{token} (apps/studio/src/presentation) reads these without the
// schemas, so its first JavaScript stays within its budget (DESIGN §5, §13).

/** The viewer's page, served by the studio app (the token follows). */
export const PRESENTATION_PAGE_PATH = '/p/';
/** The header that carries the viewer token of `POST /api/p/{token}/unlock`. */
export const VIEWER_TOKEN_HEADER = 'x-viewer-token';

export const VIEWER_NAME_MAX = 80;
export const VOTE_COMMENT_MAX = 1000;
/** One report of watching: at most this many seconds (the page reports every few seconds). */
export const PLAY_REPORT_SECONDS_MAX = 600;

export const PRESENTATION_VOTES = ['YES', 'MAYBE', 'NO'] as const;
export type PresentationVote = (typeof PRESENTATION_VOTES)[number];

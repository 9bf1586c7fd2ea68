import { VIEWER_TOKEN_HEADER } from '@talent/contract/presentation-limits';
import type {
  PresentationPlayPayload,
  PresentationVotePayload,
  PresentedTalent,
  PublicPresentation,
} from '@talent/contract/presentations';
import { apiData, apiRequest } from '@talent/ui/http/api-client';

/** The viewer's own vote on a talent, as the page holds it. */
export type MyVote = NonNullable<PresentedTalent['myVote']>;

// The viewer's calls (DESIGN §13): no account, so never the studio's tokens; the viewer token of the
// unlock goes in its own header.

const base = (token: string) => `/p/${encodeURIComponent(token)}`;
const viewer = (viewerToken: string | null): { authenticated: false; headers: Record<string, string> } => ({
  authenticated: false,
  headers: viewerToken ? { [VIEWER_TOKEN_HEADER]: viewerToken } : {},
});

export function getPresentation(token: string, viewerToken: string | null): Promise<PublicPresentation> {
  return apiData<PublicPresentation>(base(token), viewer(viewerToken));
}

export function unlockPresentation(
  token: string,
  body: { viewerName: string; password?: string },
): Promise<{ viewerToken: string; viewerName: string }> {
  return apiData(`${base(token)}/unlock`, { method: 'POST', body, authenticated: false });
}

export function putVote(
  token: string,
  viewerToken: string,
  applicationId: string,
  body: PresentationVotePayload,
): Promise<{ vote: PresentationVotePayload['vote']; comment: string | null }> {
  return apiData(`${base(token)}/votes/${encodeURIComponent(applicationId)}`, {
    method: 'PUT',
    body,
    ...viewer(viewerToken),
  });
}

/** A report of watching; keepalive, so the last one still goes as the page is closed. */
export function postPlay(token: string, viewerToken: string, body: PresentationPlayPayload): Promise<void> {
  return apiRequest(`${base(token)}/plays`, {
    method: 'POST',
    body,
    keepalive: true,
    ...viewer(viewerToken),
  });
}

/** The viewer token of one link, for this tab's life: a reload keeps the name, a new tab asks again. */
export const viewerTokens = {
  key: (token: string) => `presentation.viewer.${token}`,
  get: (token: string) => sessionStorage.getItem(viewerTokens.key(token)),
  set: (token: string, viewerToken: string) => sessionStorage.setItem(viewerTokens.key(token), viewerToken),
  forget: (token: string) => sessionStorage.removeItem(viewerTokens.key(token)),
};

import type {
  ApplicantFeedback,
  Presentation,
  PresentationState,
  PresentationViewer,
} from '@talent/contract/presentations';
import type {
  PlayRow,
  PresentationListRow,
  PresentationRow,
  ViewerRow,
  VoteRow,
} from './presentations.repository';

/** REVOKED wins over EXPIRED: the director's act is what the studio shows. */
export function stateOf(
  row: Pick<PresentationRow, 'expires_at' | 'revoked_at'>,
  now = Date.now(),
): PresentationState {
  if (row.revoked_at !== null) return 'REVOKED';
  return Date.parse(row.expires_at) <= now ? 'EXPIRED' : 'ACTIVE';
}

export const toPresentation = (row: PresentationListRow): Presentation => ({
  id: row.id,
  castingId: row.casting_id,
  title: row.title,
  talentCount: row.talent_count,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  state: stateOf(row),
  hasPassword: row.password_hash !== null,
  showNotes: row.show_notes === 1,
  viewerCount: row.viewer_count,
  createdAt: row.created_at,
});

export const toViewer = (row: ViewerRow): PresentationViewer => ({
  id: row.id,
  name: row.name,
  firstSeenAt: row.created_at,
  lastSeenAt: row.last_seen_at,
});

/** Votes and plays grouped by application, in the order `applicationIds` gives (or first seen). */
export function feedbackByApplication(
  votes: readonly VoteRow[],
  plays: readonly PlayRow[],
  applicationIds?: readonly string[],
): ApplicantFeedback[] {
  const byApplication = new Map<string, ApplicantFeedback>();
  const entry = (applicationId: string) => {
    let found = byApplication.get(applicationId);
    if (!found) {
      found = { applicationId, votes: [], plays: [] };
      byApplication.set(applicationId, found);
    }
    return found;
  };
  for (const id of applicationIds ?? []) entry(id);
  for (const row of votes)
    entry(row.application_id).votes.push({
      presentationId: row.presentation_id,
      presentationTitle: row.presentation_title,
      viewerId: row.viewer_id,
      viewerName: row.viewer_name,
      vote: row.vote,
      comment: row.comment,
      votedAt: row.voted_at,
    });
  for (const row of plays)
    entry(row.application_id).plays.push({
      presentationId: row.presentation_id,
      viewerId: row.viewer_id,
      viewerName: row.viewer_name,
      videoId: row.video_id,
      videoTitle: row.video_title,
      plays: Number(row.plays),
      seconds: Number(row.seconds),
      lastPlayedAt: row.last_played_at,
    });
  return [...byApplication.values()];
}

import { randomUUID } from 'node:crypto';
import {
  PRESENTATION_MESSAGES,
  type PresentationPlayPayload,
  type PresentationUnlockPayload,
  type PresentationVote,
  type PresentationVotePayload,
  type PublicPresentation,
  UNLOCK_TRIES_PER_HOUR,
} from '@talent/contract/presentations';
import { HttpError } from '../../http-error';
import type { ApplicantsService } from '../applications/applicants.service';
import { verifyAgainstDummyHash, verifyPassword } from '../auth/passwords';
import type { SelfTapesService } from '../self-tapes/self-tapes.service';
import { newToken, tokenHash } from './presentation-tokens';
import { stateOf } from './presentation-views';
import type { PresentationRow, PresentationsRepository } from './presentations.repository';

const M = PRESENTATION_MESSAGES;
const HOUR_MS = 3_600_000;

export interface PresentationViewingDeps {
  repository: PresentationsRepository;
  /** The talents as a viewer sees them, their children's files signed for the link's viewer. */
  applicants: Pick<ApplicantsService, 'presented'>;
  /** Which of a talent's videos are the self-tapes sent for this casting. */
  selfTapes: Pick<SelfTapesService, 'submittedVideoIds'>;
}

const notFound = () => new HttpError(404, 'PRESENTATION_NOT_FOUND', M.notFound);
const gone = () => new HttpError(410, 'PRESENTATION_GONE', M.gone);
const nameRequired = () => new HttpError(401, 'NAME_REQUIRED', M.nameRequired);

/**
 * A presentation seen at its link, by people without an account (DESIGN §13): each gives a name (and
 * the password when the link has one) for a viewer token, then sees the talents, votes and comments
 * per talent, and its playing of each video is counted. Expired or revoked: 410 for everything.
 * Ten wrong passwords in an hour lock the link for everyone until the oldest of them is an hour old.
 */
export class PresentationViewingService {
  constructor(private readonly deps: PresentationViewingDeps) {}

  /** The link's presentation while it works: 404 for an unknown token, 410 once expired or revoked. */
  private async live(token: string): Promise<PresentationRow> {
    const row = await this.deps.repository.findByTokenHash(tokenHash(token));
    if (!row) throw notFound();
    if (stateOf(row) !== 'ACTIVE') throw gone();
    return row;
  }

  /** The link's presentation and the viewer the token names (of this presentation), else 401. */
  private async viewing(token: string, viewerToken: string | undefined) {
    const presentation = await this.live(token);
    const viewer = viewerToken ? await this.deps.repository.findViewer(tokenHash(viewerToken)) : undefined;
    if (!viewer || viewer.presentation_id !== presentation.id) {
      if (presentation.password_hash !== null)
        throw new HttpError(401, 'PASSWORD_REQUIRED', M.passwordRequired);
      throw nameRequired();
    }
    return { presentation, viewer };
  }

  async open(token: string, viewerToken: string | undefined): Promise<PublicPresentation> {
    const { presentation, viewer } = await this.viewing(token, viewerToken);
    const now = new Date().toISOString();
    const applicationIds = await this.deps.repository.applicationIdsOf(presentation.id);
    const [talents, selfTapeIds, myVotes] = await Promise.all([
      this.deps.applicants.presented(
        applicationIds,
        { presentationViewerId: viewer.id, notAfter: presentation.expires_at },
        presentation.show_notes === 1,
      ),
      this.deps.selfTapes.submittedVideoIds(applicationIds),
      this.deps.repository.votesOfViewer(viewer.id),
      this.deps.repository.touchViewer(viewer.id, now),
    ]);
    return {
      title: presentation.title,
      expiresAt: presentation.expires_at,
      viewerName: viewer.name,
      // Only what a producer judges by: no surname, no birth date, no contact of anyone.
      talents: talents.map((talent) => {
        const tapes = selfTapeIds.get(talent.applicationId) ?? new Set<string>();
        return {
          applicationId: talent.applicationId,
          firstName: talent.talent.firstName,
          age: talent.talent.age,
          city: talent.talent.residenceCity,
          heightCm: talent.talent.height,
          categories: talent.talent.categories,
          photos: talent.photos,
          videos: talent.videos.filter((video) => !tapes.has(video.id)),
          selfTapes: talent.videos.filter((video) => tapes.has(video.id)),
          ...(presentation.show_notes === 1 ? { note: talent.note } : {}),
          myVote: myVotes.get(talent.applicationId) ?? null,
        };
      }),
    };
  }

  async unlock(
    token: string,
    payload: PresentationUnlockPayload,
  ): Promise<{ viewerToken: string; viewerName: string }> {
    const presentation = await this.live(token);
    if (presentation.password_hash !== null) await this.checkPassword(presentation, payload.password ?? '');
    const viewerToken = newToken();
    const now = new Date().toISOString();
    await this.deps.repository.insertViewer({
      id: randomUUID(),
      presentation_id: presentation.id,
      name: payload.viewerName,
      token_hash: tokenHash(viewerToken),
      created_at: now,
      last_seen_at: now,
    });
    return { viewerToken, viewerName: payload.viewerName };
  }

  /** 429 while the link has had its ten wrong passwords this hour (even for the right one), else 401 if wrong. */
  private async checkPassword(presentation: PresentationRow, password: string): Promise<void> {
    const now = Date.now();
    const hourAgo = new Date(now - HOUR_MS).toISOString();
    const failures = await this.deps.repository.failuresSince(presentation.id, hourAgo);
    if (failures.count >= UNLOCK_TRIES_PER_HOUR) {
      // Still one argon2 verification: a locked link answers no faster than an open one.
      await verifyAgainstDummyHash(password);
      const retryAfter = failures.oldest
        ? Math.max(1, Math.ceil((Date.parse(failures.oldest) + HOUR_MS - now) / 1000))
        : 3600;
      throw new HttpError(429, 'TOO_MANY_TRIES', M.tooManyTries, undefined, {
        'retry-after': String(retryAfter),
      });
    }
    if (await verifyPassword(presentation.password_hash as string, password)) return;
    await this.deps.repository.recordFailure(
      randomUUID(),
      presentation.id,
      new Date(now).toISOString(),
      hourAgo,
    );
    throw new HttpError(401, 'PASSWORD_WRONG', M.passwordWrong, { password: M.passwordWrong });
  }

  async vote(
    token: string,
    viewerToken: string | undefined,
    applicationId: string,
    payload: PresentationVotePayload,
  ): Promise<{ vote: PresentationVote; comment: string | null; votedAt: string }> {
    const { presentation, viewer } = await this.viewing(token, viewerToken);
    if (!(await this.deps.repository.isPresented(presentation.id, applicationId)))
      throw new HttpError(404, 'TALENT_NOT_PRESENTED', M.talentNotPresented);
    const votedAt = new Date().toISOString();
    const comment = payload.comment ? payload.comment : null;
    await this.deps.repository.upsertVote({
      viewer_id: viewer.id,
      application_id: applicationId,
      vote: payload.vote,
      comment,
      voted_at: votedAt,
    });
    await this.deps.repository.touchViewer(viewer.id, votedAt);
    return { vote: payload.vote, comment, votedAt };
  }

  async play(
    token: string,
    viewerToken: string | undefined,
    payload: Required<PresentationPlayPayload>,
  ): Promise<void> {
    const { presentation, viewer } = await this.viewing(token, viewerToken);
    const applicationId = await this.deps.repository.applicationOfVideo(presentation.id, payload.videoId);
    if (!applicationId)
      throw new HttpError(400, 'VALIDATION_ERROR', M.videoNotPresented, { videoId: M.videoNotPresented });
    await this.deps.repository.addPlay({
      viewer_id: viewer.id,
      video_id: payload.videoId,
      application_id: applicationId,
      started: payload.started,
      seconds: Math.round(payload.seconds),
      now: new Date().toISOString(),
    });
  }

  /** Whether a media link made for this viewer may still be read: its presentation still works. */
  async isViewerLive(viewerId: string): Promise<boolean> {
    const row = await this.deps.repository.viewerWithPresentation(viewerId);
    return row !== undefined && stateOf(row) === 'ACTIVE';
  }
}

import { randomUUID } from 'node:crypto';
import type { Application, ApplicationStatus } from '@talent/contract/applications';
import type { Video } from '@talent/contract/media';
import {
  deadlineProblem,
  SELF_TAPE_MESSAGES,
  type SelfTapeRequest,
  type SelfTapeRequestCreatePayload,
  selfTapeState,
} from '@talent/contract/self-tapes';
import type { Insertable } from 'kysely';
import type { SelfTapeRequestsTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import type { StaffActor } from '../auth/auth.service';
import type { PendingJobs } from '../jobs/job-queue';
import type { SelfTapeRequestRow, SelfTapesRepository } from './self-tapes.repository';

/** Where a request is told to the talent (the notifications module, through the job queue). */
export interface SelfTapeEvents {
  /** The jobs of a new request, written in its own transaction (decision 0019). */
  selfTapeRequested(event: { requestId: string; applicationId: string; deadline: string }): PendingJobs;
}

export interface SelfTapesDeps {
  /** The studio's side: an application the client reviews, else 404. */
  applicants: {
    reviewable(
      actor: StaffActor,
      applicationId: string,
    ): Promise<{ id: string; status: ApplicationStatus; mediaShown: boolean }>;
  };
  /** The talent's side: the caller's own (or child's) application, else 404. */
  applications: { getOwn(userId: string, id: string): Promise<Application> };
  /**
   * A minor's video comes with URLs signed for `viewer` (DESIGN §10); with `profileId`, only that
   * profile's videos are read (and signed).
   */
  media: {
    videosByIds(
      ids: readonly string[],
      viewer: string | null,
      profileId?: string,
    ): Promise<Map<string, Video & { profileId: string }>>;
  };
  events: SelfTapeEvents;
}

const notFound = () => new HttpError(404, 'NOT_FOUND', SELF_TAPE_MESSAGES.requestNotFound);
const invalid = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_ERROR', message, { [field]: message });

/**
 * Self-tape requests (DESIGN §9): a casting's client asks an applicant for a recording by a
 * deadline; the talent answers with a video of the profile that applied, before the deadline.
 */
export class SelfTapesService {
  constructor(
    private readonly repository: SelfTapesRepository,
    private readonly deps: SelfTapesDeps,
  ) {}

  /** The demo seed's rows, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(rows: readonly Insertable<SelfTapeRequestsTable>[]): TransactionPart {
    return { write: (trx) => this.repository.insertRows(trx, rows) };
  }

  async request(
    actor: StaffActor,
    applicationId: string,
    payload: SelfTapeRequestCreatePayload,
  ): Promise<SelfTapeRequest> {
    const application = await this.deps.applicants.reviewable(actor, applicationId);
    const problem = deadlineProblem(payload.deadline);
    if (problem) throw invalid('deadline', problem);
    if (application.status === 'REJECTED')
      throw new HttpError(409, 'APPLICATION_CLOSED', SELF_TAPE_MESSAGES.applicationClosed);
    const id = randomUUID();
    const deadline = new Date(payload.deadline).toISOString();
    const jobs = this.deps.events.selfTapeRequested({
      requestId: id,
      applicationId: application.id,
      deadline,
    });
    const row = await this.repository.insert(
      {
        id,
        application_id: application.id,
        requested_by: actor.userId,
        instructions: payload.instructions,
        deadline,
        created_at: new Date().toISOString(),
        video_id: null,
        submitted_at: null,
      },
      jobs,
    );
    jobs.committed();
    return (await this.dtos([row], actor.userId))[0] as SelfTapeRequest;
  }

  async listForStudio(actor: StaffActor, applicationId: string): Promise<SelfTapeRequest[]> {
    const viewer = actor.userId;
    const application = await this.deps.applicants.reviewable(actor, applicationId);
    const rows = await this.repository.listOfApplication(application.id);
    // A child's files are no longer signed for a client who rejected it, nor while the guardian's
    // mode is off (DESIGN §10): the answers stay listed, without their video.
    if (!application.mediaShown) return rows.map((row) => this.dto(row, undefined));
    return this.dtos(rows, viewer);
  }

  async listForTalent(userId: string, applicationId: string): Promise<SelfTapeRequest[]> {
    const application = await this.deps.applications.getOwn(userId, applicationId);
    return this.dtos(await this.repository.listOfApplication(application.id), userId);
  }

  /** The ids of the videos sent as self-tapes, per application (a presentation shows them apart). */
  async submittedVideoIds(applicationIds: readonly string[]): Promise<Map<string, Set<string>>> {
    const byApplication = new Map<string, Set<string>>();
    for (const row of await this.repository.submittedVideos(applicationIds)) {
      const ids = byApplication.get(row.application_id) ?? new Set<string>();
      ids.add(row.video_id);
      byApplication.set(row.application_id, ids);
    }
    return byApplication;
  }

  /** The answer: a video of the profile that applied, before the deadline (a new one replaces it). */
  async submit(userId: string, requestId: string, videoId: string): Promise<SelfTapeRequest> {
    const request = await this.repository.find(requestId);
    if (!request) throw notFound();
    const application = await this.deps.applications.getOwn(userId, request.application_id).catch((error) => {
      if (error instanceof HttpError && error.statusCode === 404) throw notFound();
      throw error;
    });
    // Ownership first: only a video of the profile that applied is read, so only such a one is signed.
    const video = (await this.deps.media.videosByIds([videoId], userId, application.talentProfileId)).get(
      videoId,
    );
    if (!video || video.profileId !== application.talentProfileId)
      throw invalid('videoId', SELF_TAPE_MESSAGES.videoNotOnProfile);
    if (video.processingStatus === 'FAILED') throw invalid('videoId', SELF_TAPE_MESSAGES.videoFailed);
    const now = new Date().toISOString();
    if (!(await this.repository.submit(request.id, video.id, now)))
      throw new HttpError(422, 'DEADLINE_PASSED', SELF_TAPE_MESSAGES.deadlinePassed);
    // What was written is known: no second read of the request or the video.
    return this.dto({ ...request, video_id: video.id, submitted_at: now }, video);
  }

  private async dtos(rows: SelfTapeRequestRow[], viewer: string | null): Promise<SelfTapeRequest[]> {
    const videos = await this.deps.media.videosByIds(
      rows.map((row) => row.video_id).filter((id): id is string => id !== null),
      viewer,
    );
    const now = new Date();
    return rows.map((row) => this.dto(row, row.video_id ? videos.get(row.video_id) : undefined, now));
  }

  private dto(
    row: SelfTapeRequestRow,
    video: (Video & { profileId: string }) | undefined,
    now: Date = new Date(),
  ): SelfTapeRequest {
    return {
      id: row.id,
      applicationId: row.application_id,
      instructions: row.instructions,
      deadline: row.deadline,
      createdAt: row.created_at,
      state: selfTapeState({ deadline: row.deadline, submittedAt: row.submitted_at }, now),
      submittedAt: row.submitted_at,
      video: video ? withoutProfile(video) : null,
    };
  }
}

function withoutProfile({ profileId: _profileId, ...video }: Video & { profileId: string }): Video {
  return video;
}

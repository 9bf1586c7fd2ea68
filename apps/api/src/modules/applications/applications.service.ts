import { randomUUID } from 'node:crypto';
import {
  ACTIVE_APPLICATION_STATUSES,
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_TRANSITIONS,
  type Application,
  type ApplicationCreatePayload,
  type ApplicationStats,
  type ApplicationStatus,
  canMoveApplication,
} from '@talent/contract/applications';
import type { Casting } from '@talent/contract/castings';
import { type PageMeta, pageMeta } from '@talent/contract/pagination';
import type { Insertable } from 'kysely';
import type { ApplicationStatusChangesTable, ApplicationsTable, TalentProfileRow } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import { transitionNotAllowed } from '../../transition-error';
import type { StaffActor } from '../auth/auth.service';
import type { CastingsService } from '../castings/castings.service';
import { allPending, type PendingJobs } from '../jobs/job-queue';
import type { ProfilesService } from '../profiles/profiles.service';
import {
  AlreadyAppliedError,
  type ApplicationRow,
  type ApplicationsRepository,
  type NoticeTargetRow,
  type OperatorApplicationRow,
  type StatusChangeRow,
} from './applications.repository';
import {
  type ApplicantAge,
  type CastingHours,
  childWorkRefusal,
  refusalText,
  slotRefusal,
} from './child-work-check';

const applicationNotFound = () => new HttpError(404, 'APPLICATION_NOT_FOUND', APPLICATION_MESSAGES.notFound);
const alreadyApplied = () => new HttpError(409, 'ALREADY_APPLIED', APPLICATION_MESSAGES.alreadyApplied);

/**
 * The jobs an application made or moved causes, so people hear of it (the notifications module,
 * DESIGN §8): written in the change's own transaction (decision 0019).
 */
export interface ApplicationEvents {
  applied(event: { applicationId: string; castingId: string; appliedAt: string }): PendingJobs | undefined;
  /** One event per application moved (a bulk move reports all of its moves at once). */
  statusChanged(
    events: readonly {
      applicationId: string;
      status: ApplicationStatus;
      changedAt: string;
      message: string | null;
    }[],
  ): PendingJobs | undefined;
}

/**
 * Told of every move as well: an accepted child's application plans the guardian's HG 75/2015
 * reminders (the child-work module). Its own required dependency, not folded into ApplicationEvents,
 * so no one can build this service with the notices alone and lose the reminders (issue 31).
 */
export interface AcceptanceEvents {
  statusChanged(
    events: readonly { applicationId: string; status: ApplicationStatus }[],
  ): PendingJobs | undefined;
}

/**
 * A child may apply, and be accepted, only where the casting's declared hours fit their age band
 * (HG 75/2015, decision 0018). The rule is said in the caller's language: guardians read it, not only
 * the web app.
 */
function assertChildMayWork(applicant: ApplicantAge, casting: CastingHours, language: 'ro' | 'en'): void {
  const refusal = childWorkRefusal(applicant, casting);
  if (refusal) throw new HttpError(422, refusal.code, refusalText(refusal, casting, language));
}

/**
 * Told when a profile applies to a casting: its invitation there, if any, becomes APPLIED (the
 * invitations module, DESIGN §11), in the application's own transaction. Built on that module's
 * repository alone, so no cycle.
 */
export interface InvitationResponses {
  applied(castingId: string, profileId: string, appliedAt: string): TransactionPart;
}

export class ApplicationsService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly castings: Pick<CastingsService, 'openForApplications' | 'findByIds' | 'countPublished'>,
    private readonly profiles: ProfilesService,
    private readonly events: ApplicationEvents,
    private readonly acceptances: AcceptanceEvents,
    private readonly invitations: InvitationResponses,
  ) {}

  /** The demo seed's rows, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(
    applications: readonly Insertable<ApplicationsTable>[],
    changes: readonly Insertable<ApplicationStatusChangesTable>[],
  ): TransactionPart {
    return { write: (trx) => this.applications.insertRows(trx, applications, changes) };
  }

  /**
   * The child-work rule (HG 75/2015) for a talent on a casting, in the caller's language; null when the
   * talent is an adult or the hours fit. Invitations are judged by it too, so a child is never invited
   * where it could not apply.
   */
  childWorkRefusal(talent: ApplicantAge, casting: CastingHours, language: 'ro' | 'en'): string | null {
    const refusal = childWorkRefusal(talent, casting);
    return refusal ? refusalText(refusal, casting, language) : null;
  }

  /**
   * The child-work rule (HG 75/2015, decision 0025) for a talent in one audition slot, in the caller's
   * language; null when the talent is an adult or the slot fits its band. The auditions module calls
   * it before booking a slot: `date` is the session's day, `start`/`end` the slot's Bucharest HH:MM.
   */
  slotRefusal(
    talent: ApplicantAge,
    date: string,
    start: string,
    end: string,
    language: 'ro' | 'en',
  ): string | null {
    return slotRefusal(talent, date, start, end, language);
  }

  /** The jobs of a move: the notices, and for an acceptance the child-work plan, in one write. */
  private movedEvents(events: Parameters<ApplicationEvents['statusChanged']>[0]): PendingJobs | undefined {
    return allPending(this.events.statusChanged(events), this.acceptances.statusChanged(events));
  }

  /**
   * Which talent profile a user may apply as: their own, or (guardian mode on, else 403
   * GUARDIAN_MODE_REQUIRED) one of their children's. The ownership rule itself is
   * ProfilesService.editableProfile's, shared with skills; anything else is 404, so a caller learns
   * nothing about other people's profiles.
   */
  async applicantProfile(userId: string, talentProfileId: string): Promise<TalentProfileRow> {
    let profile: TalentProfileRow;
    try {
      profile = await this.profiles.editableProfile(userId, talentProfileId);
    } catch (error) {
      await this.requireOwnProfile(userId);
      throw error;
    }
    // The caller's own profile is itself the proof that they have one; a child's is not.
    if (profile.child_id !== null) await this.requireOwnProfile(userId);
    return profile;
  }

  private async requireOwnProfile(userId: string): Promise<void> {
    if (!(await this.profiles.hasOwnProfile(userId))) {
      throw new HttpError(404, 'NO_TALENT_PROFILE', APPLICATION_MESSAGES.noProfile);
    }
  }

  /** Only PUBLISHED castings accept; one application per (casting, talent profile). */
  async apply(
    userId: string,
    payload: ApplicationCreatePayload,
    language: 'ro' | 'en' = 'en',
  ): Promise<Application> {
    const profile = await this.applicantProfile(userId, payload.talentProfileId);
    const casting = await this.castings.openForApplications(payload.castingId);
    assertChildMayWork(profile, casting, language);
    const appliedAt = new Date().toISOString();
    const message = payload.message ? payload.message : null;
    const id = randomUUID();
    const jobs = this.events.applied({ applicationId: id, castingId: casting.id, appliedAt });
    try {
      await this.applications.create(
        { id, castingId: casting.id, talentProfileId: profile.id, message, appliedAt },
        this.invitations.applied(casting.id, profile.id, appliedAt),
        jobs,
      );
    } catch (error) {
      // A second application, or two submissions at the same moment: the unique index refuses it.
      if (error instanceof AlreadyAppliedError) throw alreadyApplied();
      throw error;
    }
    jobs?.committed();
    // Answered from what was just written and read above, not read back: an application is the
    // mix's busiest write, and reading it back was three more round trips to the database.
    const application: ApplicationRow = {
      id,
      casting_id: casting.id,
      talent_profile_id: profile.id,
      message,
      status: 'PENDING',
      applied_at: appliedAt,
      updated_at: appliedAt,
      talent_first_name: profile.first_name,
      talent_last_name: profile.last_name,
      talent_user_id: profile.user_id,
      talent_child_id: profile.child_id,
    };
    return toApplicationDto(application, casting, [
      { status: 'PENDING', changed_at: appliedAt, message: null },
    ]);
  }

  /** The user's applications (every one of their talent profiles), newest first. */
  async listOwn(
    userId: string,
    page: number,
    pageSize: number,
  ): Promise<{ data: Application[]; meta: PageMeta }> {
    const { rows, total } = await this.applications.listOfUser(userId, page, pageSize);
    return { data: await this.toDtos(rows), meta: pageMeta(page, pageSize, total) };
  }

  /** Someone else's application is 404, exactly like one that does not exist. */
  async getOwn(userId: string, id: string): Promise<Application> {
    const row = await this.applications.findById(id);
    if (!row || row.talent_user_id !== userId) throw applicationNotFound();
    const [application] = await this.toDtos([row]);
    return application!;
  }

  async stats(userId: string): Promise<ApplicationStats> {
    const counts = await this.applications.countByStatusOfUser(userId);
    return {
      pendingApplications: ACTIVE_APPLICATION_STATUSES.reduce(
        (sum, status) => sum + (counts.get(status) ?? 0),
        0,
      ),
      acceptedApplications: counts.get('ACCEPTED') ?? 0,
      availableCastings: await this.castings.countPublished(),
    };
  }

  /**
   * A status move by the casting's CLIENT or any ADMIN (or the operator CLI), along the allowed
   * transitions, recorded with its time and actor.
   */
  async changeStatus(
    actor: StaffActor,
    applicationId: string,
    to: ApplicationStatus,
    message?: string,
    language: 'ro' | 'en' = 'en',
  ): Promise<{ from: ApplicationStatus; application: Application }> {
    const row = await this.applications.findById(applicationId);
    if (!row) throw applicationNotFound();
    if (actor.role === 'CLIENT') {
      const owner = await this.applications.castingOwnerOf(row.id);
      if (owner !== actor.userId) throw applicationNotFound();
    }
    if (!canMoveApplication(row.status, to)) {
      throw transitionNotAllowed(row.status, to, APPLICATION_STATUS_TRANSITIONS[row.status]);
    }
    // The hours may have changed since the child applied: a booking is judged on today's casting.
    if (to === 'ACCEPTED') {
      const [casting] = await this.castings.findByIds([row.casting_id]);
      const [applicant] = await this.applications.applicantAges(row.casting_id, [row.status], row.id);
      if (casting && applicant) assertChildMayWork(applicant, casting, language);
    }
    // Strictly after the previous entry, so the history reads in order even for moves within a millisecond.
    const history = await this.applications.historyOf([row.id]);
    const last = Math.max(
      Date.parse(row.applied_at),
      ...history.map((change) => Date.parse(change.changed_at)),
    );
    const changedAt = new Date(Math.max(Date.now(), last + 1)).toISOString();
    const jobs = this.movedEvents([
      { applicationId: row.id, status: to, changedAt, message: message || null },
    ]);
    const moved = await this.applications.changeStatus(
      {
        applicationId: row.id,
        from: row.status,
        to,
        changedAt,
        changedByUserId: actor.userId,
        message: message || null,
      },
      jobs,
    );
    if (!moved) {
      // Another move came first: judge against where the application is now.
      const current = (await this.applications.findById(row.id))?.status ?? row.status;
      throw transitionNotAllowed(current, to, APPLICATION_STATUS_TRANSITIONS[current]);
    }
    jobs?.committed();
    const [application] = await this.toDtos([(await this.applications.findById(row.id))!]);
    return { from: row.status, application: application! };
  }

  /**
   * Several applications moved to one status with one message (the studio's bulk move), by the same
   * rules as `changeStatus`, in a constant number of statements however many there are (issue 30
   * point 16). Every id must be one the actor may move, else 404 and nothing moves. One whose status
   * cannot move (409), a child the casting's hours no longer fit (HG 75/2015, 422) and one another
   * move came to first are reported with why, in the order given; the rest move together, each with
   * its history row and notice jobs in the same transaction (decision 0019).
   */
  async changeStatusMany(
    actor: StaffActor,
    applicationIds: readonly string[],
    to: ApplicationStatus,
    message?: string,
    language: 'ro' | 'en' = 'en',
  ): Promise<{ moved: string[]; refused: { id: string; message: string }[] }> {
    const ids = [...new Set(applicationIds)];
    const rows = await this.applications.moveCandidates(ids);
    if (
      rows.length !== ids.length ||
      (actor.role === 'CLIENT' && rows.some((row) => row.casting_owner_user_id !== actor.userId))
    )
      throw applicationNotFound();
    const why = new Map<string, string>();
    const notAllowed = (id: string, from: ApplicationStatus) =>
      why.set(id, transitionNotAllowed(from, to, APPLICATION_STATUS_TRANSITIONS[from]).fields!.status!);
    for (const row of rows) if (!canMoveApplication(row.status, to)) notAllowed(row.id, row.status);
    // The hours may have changed since a child applied: a booking is judged on today's casting.
    if (to === 'ACCEPTED') {
      const open = rows.filter((row) => !why.has(row.id));
      const castings = await this.castings.findByIds([...new Set(open.map((row) => row.casting_id))]);
      const castingById = new Map(castings.map((casting) => [casting.id, casting]));
      for (const row of open) {
        const casting = castingById.get(row.casting_id);
        const refusal = casting ? childWorkRefusal(row, casting) : null;
        if (refusal && casting) why.set(row.id, refusalText(refusal, casting, language));
      }
    }
    const movable = rows.filter((row) => !why.has(row.id));
    // One time for the whole move, strictly after every entry of their histories, so each reads in order.
    const history = await this.applications.historyOf(movable.map((row) => row.id));
    const last = Math.max(
      0,
      ...movable.map((row) => Date.parse(row.applied_at)),
      ...history.map((change) => Date.parse(change.changed_at)),
    );
    const changedAt = new Date(Math.max(Date.now(), last + 1)).toISOString();
    let jobs: PendingJobs | undefined;
    const moved = new Set(
      await this.applications.changeStatusMany(
        movable.map((row) => ({ applicationId: row.id, from: row.status })),
        { to, changedAt, changedByUserId: actor.userId, message: message || null },
        (movedIds) => {
          jobs = this.movedEvents(
            movedIds.map((applicationId) => ({
              applicationId,
              status: to,
              changedAt,
              message: message || null,
            })),
          );
          return jobs;
        },
      ),
    );
    jobs?.committed();
    // Another move came first: judge against where the application is now.
    const overtaken = movable.filter((row) => !moved.has(row.id));
    const current = await this.applications.statusesOf(overtaken.map((row) => row.id));
    for (const row of overtaken) notAllowed(row.id, current.get(row.id) ?? row.status);
    return {
      moved: ids.filter((id) => moved.has(id)),
      refused: ids.flatMap((id) => {
        const reason = why.get(id);
        return reason === undefined ? [] : [{ id, message: reason }];
      }),
    };
  }

  /** Who owns the application's casting (the organiser of the work, for the child-work module). */
  castingOwnerOf(applicationId: string): Promise<string | undefined> {
    return this.applications.castingOwnerOf(applicationId);
  }

  // For the notice jobs (issue 21).

  noticeTarget(applicationId: string): Promise<NoticeTargetRow | undefined> {
    return this.applications.noticeTarget(applicationId);
  }

  targetsOfCasting(
    castingId: string,
    statuses: readonly ApplicationStatus[],
    afterId: string,
    limit: number,
  ) {
    return this.applications.targetsOfCasting(castingId, statuses, afterId, limit);
  }

  targetsByCastingDate(statuses: readonly ApplicationStatus[], from: string, to: string) {
    return this.applications.targetsByCastingDate(statuses, from, to);
  }

  appliedBetween(from: Date, to: Date) {
    return this.applications.appliedBetween(from.toISOString(), to.toISOString());
  }

  listForOperator(castingSlug?: string): Promise<OperatorApplicationRow[]> {
    return this.applications.listForOperator(castingSlug);
  }

  private async toDtos(rows: ApplicationRow[]): Promise<Application[]> {
    const castingIds = [...new Set(rows.map((row) => row.casting_id))];
    const [castings, history] = await Promise.all([
      this.castings.findByIds(castingIds),
      this.applications.historyOf(rows.map((row) => row.id)),
    ]);
    const castingById = new Map(castings.map((casting) => [casting.id, casting]));
    return rows.map((row) =>
      toApplicationDto(
        row,
        castingById.get(row.casting_id),
        history.filter((change) => change.application_id === row.id),
      ),
    );
  }
}

/** An application with its casting (null once the casting is gone) and its status history, in order. */
function toApplicationDto(
  row: ApplicationRow,
  castingDto: Casting | undefined,
  history: readonly Pick<StatusChangeRow, 'status' | 'changed_at' | 'message'>[],
): Application {
  let casting: Application['casting'] = null;
  if (castingDto) {
    const { applications: _own, ...rest } = castingDto;
    casting = rest;
  }
  return {
    id: row.id,
    status: row.status,
    castingId: row.casting_id,
    casting,
    talentProfileId: row.talent_profile_id,
    talentName: `${row.talent_first_name} ${row.talent_last_name}`.trim(),
    childId: row.talent_child_id,
    message: row.message,
    appliedAt: row.applied_at,
    updatedAt: row.updated_at,
    statusHistory: history.map((change) => ({
      status: change.status,
      changedAt: change.changed_at,
      message: change.message,
    })),
  };
}

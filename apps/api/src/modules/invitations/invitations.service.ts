import { randomUUID } from 'node:crypto';
import type { Casting } from '@talent/contract/castings';
import { ageOn, romanianToday } from '@talent/contract/dates';
import {
  INVITATION_MESSAGES,
  INVITATION_STATUSES,
  INVITATIONS_PER_DAY_MAX,
  type Invitation,
  type InvitationCreatePayload,
  type InvitationPage,
  type InvitationStatus,
  type StudioInvitationList,
} from '@talent/contract/invitations';
import { pageMeta } from '@talent/contract/pagination';
import type { Insertable } from 'kysely';
import type { InvitationsTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import type { ApplicationsService } from '../applications/applications.service';
import type { StaffActor } from '../auth/auth.service';
import type { CastingsService } from '../castings/castings.service';
import type { ClientsService } from '../clients/clients.service';
import type { PendingJobs } from '../jobs/job-queue';
import { isMinorProfile } from '../media/minor-profile';
import type { InvitationsRepository, InviteeRow, TalentInvitationRow } from './invitations.repository';

const DAY_MS = 24 * 3600_000;

/**
 * A minor outside every age range the casting seeks, in words; null for an adult, a casting with no
 * ranges, or a child within one. Ages are counted on the first working day, as the child-work rule does.
 */
function ageNotSought(invitee: InviteeRow, casting: Casting, language: 'ro' | 'en'): string | null {
  const firstDay = casting.shootingDate ?? romanianToday();
  if (casting.ageRanges.length === 0 || !isMinorProfile(invitee, firstDay) || !invitee.date_of_birth)
    return null;
  const age = ageOn(invitee.date_of_birth.slice(0, 10), firstDay);
  if (age === null || casting.ageRanges.some((range) => age >= range.min && age <= range.max)) return null;
  const ranges = casting.ageRanges.map((range) => `${range.min}–${range.max}`).join(', ');
  return language === 'ro'
    ? `are ${age} ani, iar castingul caută vârstele ${ranges}.`
    : `is ${age}, and the casting is for ages ${ranges}.`;
}

const invitationNotFound = () => new HttpError(404, 'INVITATION_NOT_FOUND', INVITATION_MESSAGES.notFound);

/** The job that tells the talents of new invitations, written with them (decision 0019). */
export interface InvitationEvents {
  invited(invitationIds: readonly string[]): PendingJobs;
}

export interface InvitationsDeps {
  repository: InvitationsRepository;
  /** VERIFIED clients and ADMIN only (DESIGN §11). */
  clients: Pick<ClientsService, 'assertMayFindTalent'>;
  /** The casting as its staff see it: 404 for a CLIENT's other castings, as the applicants routes. */
  castings: Pick<CastingsService, 'getForStaff'>;
  /** The child-work rule (HG 75/2015) the applications module judges an application by. */
  applications: Pick<ApplicationsService, 'childWorkRefusal'>;
  events: InvitationEvents;
}

function toTalentInvitation(row: TalentInvitationRow): Invitation {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    declineReason: row.decline_reason,
    invitedAt: row.invited_at,
    profileId: row.profile_id,
    childName: row.child_id ? row.first_name : null,
    companyName: row.company_name,
    casting: {
      id: row.casting_id,
      slug: row.casting_slug,
      title: row.casting_title,
      status: row.casting_status,
    },
  };
}

/**
 * Invitations to castings (DESIGN §11, issue 32 point 5). A client invites talents to its own
 * PUBLISHED casting; a child only where the casting's ages and hours fit it (the same rule an
 * application is judged by), at most INVITATIONS_PER_DAY_MAX a day. The talent (a child's guardian)
 * hears of it through the notice job, opens it (VIEWED), applies (APPLIED, told by the applications
 * service through InvitationResponses) or says it is not for them (DECLINED).
 */
export class InvitationsService {
  constructor(private readonly deps: InvitationsDeps) {}

  /** The demo seed's invitations, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(rows: readonly Insertable<InvitationsTable>[]): TransactionPart {
    return { write: (trx) => this.deps.repository.insertRows(trx, rows) };
  }

  async invite(
    actor: StaffActor,
    castingId: string,
    payload: InvitationCreatePayload,
    language: 'ro' | 'en',
  ): Promise<{ invited: string[]; alreadyInvited: string[] }> {
    await this.deps.clients.assertMayFindTalent(actor);
    const inviter = actor.userId;
    // Only a signed-in client or admin invites (the routes' requireStaff); the CLI's no-one does not.
    if (!inviter) throw invitationNotFound();
    const casting = await this.deps.castings.getForStaff(actor, { id: castingId });
    if (casting.status !== 'PUBLISHED') {
      throw new HttpError(409, 'CASTING_NOT_PUBLISHED', INVITATION_MESSAGES.notPublished);
    }
    const profileIds = [...new Set(payload.profileIds)];
    const invitees = await this.deps.repository.invitees(profileIds);
    if (invitees.length !== profileIds.length) {
      throw new HttpError(404, 'PROFILE_NOT_FOUND', INVITATION_MESSAGES.profileNotFound);
    }
    // All or none: a director fixes the selection once, rather than learning of each child in turn.
    // The ages first: a child the casting does not seek is told so, not about its hours.
    const tooYoungOrOld = invitees.flatMap((invitee) => {
      const rule = ageNotSought(invitee, casting, language);
      return rule ? [`${invitee.first_name}: ${rule}`] : [];
    });
    if (tooYoungOrOld.length > 0) throw new HttpError(422, 'MINOR_AGE_NOT_SOUGHT', tooYoungOrOld.join(' '));
    const refused = invitees.flatMap((invitee) => {
      const rule = this.deps.applications.childWorkRefusal(invitee, casting, language);
      return rule ? [`${invitee.first_name}: ${rule}`] : [];
    });
    if (refused.length > 0) throw new HttpError(422, 'MINOR_SCHEDULE_NOT_ALLOWED', refused.join(' '));

    const already = await this.deps.repository.alreadyInvited(casting.id, profileIds);
    const fresh = profileIds.filter((id) => !already.has(id));
    const now = new Date();
    if (fresh.length > 0) await this.assertWithinDailyLimit(inviter, fresh.length, now);
    const rows = fresh.map((profileId) => ({
      id: randomUUID(),
      casting_id: casting.id,
      profile_id: profileId,
      invited_by_user_id: inviter,
      message: payload.message,
      status: 'INVITED' as const,
      invited_at: now.toISOString(),
    }));
    let written: string[] = [];
    if (rows.length > 0) {
      const jobs = this.deps.events.invited(rows.map((row) => row.id));
      written = await this.deps.repository.insertMany(rows, jobs);
      jobs.committed();
    }
    const writtenIds = new Set(written);
    const invited = rows.filter((row) => writtenIds.has(row.id)).map((row) => row.profile_id);
    return { invited, alreadyInvited: profileIds.filter((id) => !invited.includes(id)) };
  }

  /** In the 24 hours before now, with these, no more than INVITATIONS_PER_DAY_MAX: else 429 saying how many are left. */
  private async assertWithinDailyLimit(userId: string, adding: number, now: Date): Promise<void> {
    const sent = await this.deps.repository.countSentSince(
      userId,
      new Date(now.getTime() - DAY_MS).toISOString(),
    );
    if (sent + adding <= INVITATIONS_PER_DAY_MAX) return;
    const left = Math.max(0, INVITATIONS_PER_DAY_MAX - sent);
    throw new HttpError(
      429,
      'INVITATION_LIMIT',
      `${INVITATION_MESSAGES.dailyLimit} ${left === 0 ? 'None are left now' : `Only ${left} are left now`}; try again later.`,
    );
  }

  async listOfCasting(actor: StaffActor, castingId: string): Promise<StudioInvitationList> {
    await this.deps.clients.assertMayFindTalent(actor);
    const casting = await this.deps.castings.getForStaff(actor, { id: castingId });
    const rows = await this.deps.repository.ofCasting(casting.id);
    const today = romanianToday();
    const counts = Object.fromEntries(INVITATION_STATUSES.map((status) => [status, 0])) as Record<
      InvitationStatus,
      number
    >;
    for (const row of rows) counts[row.status] += 1;
    return {
      data: rows.map((row) => {
        const isMinor = isMinorProfile({ ...row, id: row.profile_id }, today);
        return {
          id: row.id,
          profileId: row.profile_id,
          firstName: row.first_name,
          lastName: isMinor ? null : row.last_name,
          isMinor,
          status: row.status,
          declineReason: row.decline_reason,
          invitedAt: row.invited_at,
          viewedAt: row.viewed_at,
          respondedAt: row.responded_at,
        };
      }),
      meta: { counts },
    };
  }

  /** The talent's own invitations and their children's, newest first. */
  async listOwn(userId: string, page: number, pageSize: number): Promise<InvitationPage> {
    const { rows, total } = await this.deps.repository.ofUser(userId, page, pageSize);
    return { data: rows.map(toTalentInvitation), meta: pageMeta(page, pageSize, total) };
  }

  private async own(userId: string, id: string): Promise<TalentInvitationRow> {
    const row = await this.deps.repository.findOfUser(userId, id);
    if (!row) throw invitationNotFound();
    return row;
  }

  /** The talent opened the casting from the invitation: INVITED becomes VIEWED (once). */
  async markViewed(userId: string, id: string): Promise<Invitation> {
    const row = await this.own(userId, id);
    if (row.status === 'INVITED') {
      const now = new Date().toISOString();
      await this.deps.repository.markViewed(row.id, now);
      return toTalentInvitation({ ...row, status: 'VIEWED', viewed_at: now });
    }
    return toTalentInvitation(row);
  }

  /** "Not for me", with a reason if the talent gives one; an answered invitation is 409. */
  async decline(userId: string, id: string, reason: string | undefined): Promise<Invitation> {
    const row = await this.own(userId, id);
    const now = new Date().toISOString();
    const declineReason = reason ? reason : null;
    if (!(await this.deps.repository.decline(row.id, declineReason, now))) {
      throw new HttpError(409, 'INVITATION_ANSWERED', INVITATION_MESSAGES.alreadyAnswered);
    }
    return toTalentInvitation({
      ...row,
      status: 'DECLINED',
      decline_reason: declineReason,
      responded_at: now,
    });
  }

  /** The notice job's read: each invitation with whom to tell. */
  withTargets(ids: readonly string[]): Promise<TalentInvitationRow[]> {
    return this.deps.repository.withTargets(ids);
  }
}

/**
 * What the applications service tells when a profile applies: its invitation to that casting, if any,
 * becomes APPLIED, written inside the application's own transaction, so an application is never kept
 * while its invitation still says INVITED (nor the other way round). Its own small class on the
 * invitations' repository alone, so the applications service can take it in its constructor although
 * this module's service is built on applications (the child-work rule): the cycle is broken by what
 * each needs (as ApplicantHoursGuard, decision 0022).
 */
export class InvitationResponses {
  constructor(private readonly repository: Pick<InvitationsRepository, 'markApplied'>) {}

  applied(castingId: string, profileId: string, appliedAt: string): TransactionPart {
    return { write: (trx) => this.repository.markApplied(trx, castingId, profileId, appliedAt) };
  }
}

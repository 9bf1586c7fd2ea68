import { randomUUID } from 'node:crypto';
import {
  type CastingFeedback,
  defaultPresentationExpiry,
  PRESENTATION_MESSAGES,
  PRESENTATION_PAGE_PATH,
  PRESENTATION_TALENTS_MAX,
  type Presentation,
  type PresentationCreated,
  type PresentationFeedback,
  type PresentationPatchPayload,
  type presentationCreateSchema,
} from '@talent/contract/presentations';
import type { z } from 'zod';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import type { ApplicantsService } from '../applications/applicants.service';
import type { StaffActor } from '../auth/auth.service';
import { hashPassword } from '../auth/passwords';
import type { CastingsService } from '../castings/castings.service';
import type { TalentListsService } from '../talent-lists/talent-lists.service';
import { newToken, tokenHash } from './presentation-tokens';
import { feedbackByApplication, toPresentation, toViewer } from './presentation-views';
import type { PresentationListRow, PresentationsRepository } from './presentations.repository';

const M = PRESENTATION_MESSAGES;

export interface PresentationsDeps {
  repository: PresentationsRepository;
  /** The casting as its staff see it: 404 for a CLIENT's other castings. */
  castings: Pick<CastingsService, 'getForStaff'>;
  /** The client's own list, else 404. */
  talentLists: Pick<TalentListsService, 'detail'>;
  /** First names and thumbnails of the talents on the feedback page. */
  applicants: Pick<ApplicantsService, 'cards'>;
}

const notFound = () => new HttpError(404, 'PRESENTATION_NOT_FOUND', M.notFound);
const invalid = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_ERROR', message, { [field]: message });

/**
 * Presentations in the studio (DESIGN §13, issue 34): a casting's client (or an admin) shows applicants
 * to people without an account at a link that expires, changes its expiry or revokes it, and reads what
 * each viewer voted and watched. Another client's presentation is 404, as if it did not exist.
 */
export class PresentationsService {
  constructor(private readonly deps: PresentationsDeps) {}

  /** The demo seed's presentation, viewers and votes, written in the seed's one transaction. */
  seedRows(rows: Parameters<PresentationsRepository['insertRows']>[1]): TransactionPart {
    return { write: (trx) => this.deps.repository.insertRows(trx, rows) };
  }

  async create(
    actor: StaffActor,
    payload: z.output<typeof presentationCreateSchema>,
  ): Promise<PresentationCreated> {
    if (actor.userId === null)
      throw new HttpError(403, 'FORBIDDEN', 'A presentation is made by a signed-in user');
    const casting = await this.deps.castings.getForStaff(actor, { id: payload.castingId });
    const applicationIds = await this.talentsOf(actor, casting.id, payload);
    const token = newToken();
    const now = new Date().toISOString();
    const row = {
      id: randomUUID(),
      casting_id: casting.id,
      created_by_user_id: actor.userId,
      title: payload.title,
      token_hash: tokenHash(token),
      password_hash: payload.password ? await hashPassword(payload.password) : null,
      show_notes: payload.showNotes ? 1 : 0,
      expires_at: new Date(payload.expiresAt ?? defaultPresentationExpiry()).toISOString(),
      revoked_at: null,
      created_at: now,
    };
    await this.deps.repository.insert(row, applicationIds);
    const presentation = toPresentation({ ...row, talent_count: applicationIds.length, viewer_count: 0 });
    return { id: row.id, url: `${PRESENTATION_PAGE_PATH}${token}`, presentation };
  }

  /** The applications shown: those chosen (each the casting's), or the list's who applied to it. */
  private async talentsOf(
    actor: StaffActor,
    castingId: string,
    payload: Pick<z.output<typeof presentationCreateSchema>, 'applicationIds' | 'talentListId'>,
  ): Promise<string[]> {
    if (payload.talentListId !== undefined) {
      const list = await this.deps.talentLists.detail(actor, payload.talentListId);
      const ids = await this.deps.repository.applicationsOfProfiles(
        castingId,
        list.members.map((member) => member.profileId),
      );
      if (ids.length === 0) throw invalid('talentListId', M.listHasNoApplicants);
      return ids.slice(0, PRESENTATION_TALENTS_MAX);
    }
    const ids = [...new Set(payload.applicationIds ?? [])];
    // The schema has refused an empty selection.
    const ofCasting = await this.deps.repository.applicationsOfCasting(castingId, ids);
    if (ids.some((id) => !ofCasting.has(id))) throw invalid('applicationIds', M.applicationNotInCasting);
    return ids;
  }

  async list(actor: StaffActor, castingId: string): Promise<Presentation[]> {
    const casting = await this.deps.castings.getForStaff(actor, { id: castingId });
    return (await this.deps.repository.listOfCasting(casting.id)).map(toPresentation);
  }

  async change(actor: StaffActor, id: string, payload: PresentationPatchPayload): Promise<Presentation> {
    const row = await this.managed(actor, id);
    if (row.revoked_at !== null && payload.expiresAt !== undefined)
      throw new HttpError(409, 'PRESENTATION_REVOKED', M.revokeOnly);
    await this.deps.repository.update(row.id, {
      ...(payload.expiresAt !== undefined ? { expires_at: new Date(payload.expiresAt).toISOString() } : {}),
      ...(payload.revoked && row.revoked_at === null ? { revoked_at: new Date().toISOString() } : {}),
    });
    return toPresentation((await this.deps.repository.find(row.id)) ?? row);
  }

  async feedback(actor: StaffActor, id: string): Promise<PresentationFeedback> {
    const row = await this.managed(actor, id);
    const scope = { presentationId: row.id };
    const [applicationIds, viewers, votes, plays] = await Promise.all([
      this.deps.repository.applicationIdsOf(row.id),
      this.deps.repository.viewersOf(row.id),
      this.deps.repository.votes(scope),
      this.deps.repository.plays(scope),
    ]);
    const cards = await this.deps.applicants.cards(applicationIds, actor.userId);
    return {
      presentation: toPresentation(row),
      viewers: viewers.map(toViewer),
      talents: feedbackByApplication(votes, plays, applicationIds).map((talent) => ({
        ...talent,
        firstName: cards.get(talent.applicationId)?.firstName ?? '',
        photoThumbnailUrl: cards.get(talent.applicationId)?.photoThumbnailUrl ?? null,
      })),
    };
  }

  /** Every presentation's votes and plays of the casting's applicants, for the applicants list. */
  async castingFeedback(actor: StaffActor, castingId: string): Promise<CastingFeedback> {
    const casting = await this.deps.castings.getForStaff(actor, { id: castingId });
    const scope = { castingId: casting.id };
    const [votes, plays] = await Promise.all([
      this.deps.repository.votes(scope),
      this.deps.repository.plays(scope),
    ]);
    return feedbackByApplication(votes, plays);
  }

  /** The presentation when `actor` manages its casting, else 404. */
  private async managed(actor: StaffActor, id: string): Promise<PresentationListRow> {
    const row = await this.deps.repository.find(id);
    if (!row) throw notFound();
    try {
      await this.deps.castings.getForStaff(actor, { id: row.casting_id });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) throw notFound();
      throw error;
    }
    return row;
  }
}

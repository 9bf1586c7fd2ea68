import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@talent/contract/api-messages';
import { APPLICATION_MESSAGES } from '@talent/contract/applications';
import type { AgeRange, CastingUpdatePayload } from '@talent/contract/castings';
import {
  CASTING_MESSAGES,
  CASTING_STATUS_TRANSITIONS,
  type Casting,
  type CastingCreatePayload,
  type CastingListQuery,
  type CastingSearchQuery,
  type CastingStatus,
  CURRENCY,
  canMoveCasting,
  castingCreateSchema,
  slugify,
} from '@talent/contract/castings';
import { CHILD_WORK_MESSAGES, type MinorSchedule, openToMinors } from '@talent/contract/child-work';
import { romanianToday } from '@talent/contract/dates';
import { pageMeta } from '@talent/contract/pagination';
import type { Insertable } from 'kysely';
import { isUniqueViolation } from '../../db/database';
import type { CastingsTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import { transitionNotAllowed } from '../../transition-error';
import type { StaffActor } from '../auth/auth.service';
import type { PendingJobs } from '../jobs/job-queue';
import { searchTextOf, searchWords, toCastingDto } from './casting-dto';
import type { PublishedCasting } from './casting-match';
import type {
  CastingChanges,
  CastingPage,
  CastingsRepository,
  NewCastingRow,
  ViewedCastingRow,
} from './castings.repository';
import type { CastingRow } from './castings-sql';
import { CataloguePage, type PageAnswer } from './catalogue-page';
import { CataloguePageCache } from './catalogue-page-cache';

/** What a casting can be looked up by: its id, or its slug (the web app's URLs). */
export type CastingKey = { id: string } | { slug: string };

/** One problem of one record of an import file; `record` counts from 1. */
export interface ImportIssue {
  record: number;
  title: string;
  field: string;
  message: string;
}

const castingNotFound = () => new HttpError(404, 'CASTING_NOT_FOUND', APPLICATION_MESSAGES.castingNotFound);

/** Talents see every casting but drafts (DESIGN §4): CLOSED, SUSPENDED and CANCELLED show their notices. */
const visibleToTalents = (status: CastingStatus) => status !== 'DRAFT';

const nowIso = () => new Date().toISOString();

/** Fields of a create payload (already validated) as a new row owned by `ownerUserId`. */
/**
 * A published casting open to minors says when children work (DESIGN §10): without it no child's
 * application could be judged against HG 75/2015. Drafts may leave it for later.
 */
function assertMinorScheduleDeclared(ageRanges: readonly AgeRange[], schedule: MinorSchedule | null): void {
  if (schedule || !openToMinors(ageRanges)) return;
  const message = CHILD_WORK_MESSAGES.scheduleRequired;
  throw new HttpError(400, 'VALIDATION_ERROR', message, { minorSchedule: message });
}

export function newCastingRow(
  payload: CastingCreatePayload,
  ownerUserId: string,
  slug: string,
  now: string,
): NewCastingRow {
  return {
    id: randomUUID(),
    owner_user_id: ownerUserId,
    slug,
    title: payload.title,
    status: payload.status,
    project_type: payload.projectType,
    short_description: payload.shortDescription,
    description: payload.description,
    location: payload.location,
    casting_date: payload.castingDate ?? null,
    shooting_date: payload.shootingDate ?? null,
    age_ranges: JSON.stringify(payload.ageRanges),
    gender: payload.gender ?? null,
    duration: payload.duration || null,
    remuneration_amount: payload.remuneration?.amount ?? null,
    remuneration_currency: payload.remuneration ? (payload.remuneration.currency ?? CURRENCY) : null,
    remuneration_type: payload.remuneration?.type ?? null,
    diffusion_type: payload.diffusionType || null,
    minor_daily_start: payload.minorSchedule?.dailyStart ?? null,
    minor_daily_end: payload.minorSchedule?.dailyEnd ?? null,
    minor_days: payload.minorSchedule?.days ?? null,
    cover_thumbnail_url: null,
    cover_display_url: null,
    search_text: searchTextOf(payload),
    published_at: payload.status === 'PUBLISHED' ? now : null,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Validates every record of an import with the contract's create schema and reports every problem,
 * so an operator fixes the file in one go. Nothing is valid unless every record is.
 */
export function validateCastingRecords(
  records: readonly unknown[],
): { ok: true; payloads: CastingCreatePayload[] } | { ok: false; issues: ImportIssue[] } {
  const payloads: CastingCreatePayload[] = [];
  const issues: ImportIssue[] = [];
  records.forEach((record, index) => {
    const parsed = castingCreateSchema.safeParse(record);
    const rawTitle = (record as { title?: unknown } | null)?.title;
    const title = typeof rawTitle === 'string' && rawTitle.trim() ? rawTitle.trim() : 'untitled';
    if (parsed.success) {
      const { status, ageRanges, minorSchedule } = parsed.data;
      // The same rule as publishing through the API: a casting open to minors says when children work.
      if (status === 'PUBLISHED' && !minorSchedule && openToMinors(ageRanges)) {
        issues.push({
          record: index + 1,
          title,
          field: 'minorSchedule',
          message: CHILD_WORK_MESSAGES.scheduleRequired,
        });
        return;
      }
      payloads.push(parsed.data);
      return;
    }
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
      for (const key of keys) {
        const path = [...issue.path, ...(key === undefined ? [] : [key])].map(String).join('.');
        issues.push({
          record: index + 1,
          title,
          field: path || '(record)',
          message: issue.code === 'unrecognized_keys' ? 'Unknown field' : issue.message,
        });
      }
    }
  });
  return issues.length === 0 ? { ok: true, payloads } : { ok: false, issues };
}

/** A casting with the caller's own applications, read with it (castings.repository viewerApplications). */
const talentView = (row: ViewedCastingRow): Casting => toCastingDto(row, row.viewer_applications);

/** Which page of the catalogue a list query asks for; `status` can only say PUBLISHED, so it is left out. */
const pageKey = (query: CastingListQuery) =>
  JSON.stringify([
    query.projectType ?? null,
    query.location ?? null,
    query.minRemuneration ?? null,
    query.maxRemuneration ?? null,
    query.excludeUserId ?? null,
    query.page,
    query.pageSize,
  ]);

/**
 * Which page of search results a query asks for: its words as searched (folded, so "București" and
 * "bucuresti" share one page), the page and its size. Search keys start with an array, list keys with
 * a filter, and each kind has its own cache anyway.
 */
const searchKey = (words: readonly string[], query: CastingSearchQuery) =>
  JSON.stringify([words, query.page, query.pageSize]);

/** Who may publish: ADMIN and verified clients (the clients module, DESIGN §7). */
export interface PublishingGate {
  assertMayPublish(actor: StaffActor): Promise<void>;
}

/**
 * The jobs of a casting that ends, so its applicants hear of it (the notifications module, DESIGN §8):
 * written in the move's own transaction (decision 0019).
 */
export interface CastingEvents {
  /** A casting closed, cancelled or suspended by moderation: its open applicants are told. */
  ended(event: { castingId: string; status: 'CLOSED' | 'CANCELLED' | 'SUSPENDED' }): PendingJobs;
}

/**
 * Asked before a casting's hours, shooting date or age ranges change: they must still fit the children
 * who applied (HG 75/2015; the applications module answers, which knows them).
 */
export interface CastingHoursGuard {
  assertHoursFitApplicants(
    castingId: string,
    next: Pick<Casting, 'shootingDate' | 'minorSchedule' | 'ageRanges'>,
    language: 'ro' | 'en',
  ): Promise<void>;
}

export class CastingsService {
  constructor(
    private readonly castings: CastingsRepository,
    private readonly publishing: PublishingGate,
    private readonly events: CastingEvents,
    private readonly hoursGuard: CastingHoursGuard,
    private readonly pages = new CataloguePageCache(),
    // Apart from the list's pages: a stream of distinct searches must not push the list's pages out.
    private readonly searchPages = new CataloguePageCache(),
  ) {}

  /** The demo seed's rows, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(rows: readonly Insertable<CastingsTable>[]): TransactionPart {
    return { write: (trx) => this.castings.insertRows(trx, rows) };
  }

  /** After the demo's or a bench's bulk of castings is in, outside any transaction (see the repository's). */
  settleAfterBulkInsert(): Promise<void> {
    return this.castings.settleAfterBulkInsert();
  }

  // Talent side.

  /**
   * A page of the list for `userId`. The page is the same for every caller at one catalogue version, so
   * it is kept by version (decision 0013). `excludeUserId` makes the page the caller's own, so it is read
   * afresh every time.
   */
  async list(userId: string, query: CastingListQuery): Promise<PageAnswer> {
    if (query.excludeUserId !== undefined && query.excludeUserId !== userId) {
      throw new HttpError(403, 'FORBIDDEN', API_MESSAGES.excludeOtherUser);
    }
    const read = () =>
      this.castings.listPublished(
        {
          projectType: query.projectType,
          location: query.location,
          minRemuneration: query.minRemuneration,
          maxRemuneration: query.maxRemuneration,
          excludeAppliedByUserId: query.excludeUserId,
        },
        query.page,
        query.pageSize,
        userId,
      );
    const shared = query.excludeUserId === undefined ? this.pages : undefined;
    return this.keptOrRead(shared, pageKey(query), userId, query, read);
  }

  /**
   * A page of search results for `userId`, kept by catalogue version like the list's (decision 0021):
   * the same words, page and size are the same page for every caller until a casting changes. Reading it
   * afresh costs FTS5's merge of every word that starts with each prefix, which grows with the matches;
   * a kept page costs one statement.
   */
  async search(userId: string, query: CastingSearchQuery): Promise<PageAnswer> {
    const words = searchWords(query.q);
    const read = () => this.castings.searchPublished(words, query.page, query.pageSize, userId);
    return this.keptOrRead(this.searchPages, searchKey(words, query), userId, query, read);
  }

  /**
   * The page under `key` for `userId`. A kept page goes out if the catalogue version it was read at still
   * stands, checked in the database with the caller's own applications to its castings in one statement.
   * Otherwise `read` reads it (with the caller's applications), and it is kept under the version the read
   * vouches for. Without `pages`, or without such a version, the page is answered and not kept.
   */
  private async keptOrRead(
    pages: CataloguePageCache | undefined,
    key: string,
    userId: string,
    paging: { page: number; pageSize: number },
    read: () => Promise<CastingPage>,
  ): Promise<PageAnswer> {
    const kept = pages?.get(key);
    if (kept) {
      const now = await this.castings.viewerApplicationsAt(userId, kept.castingIds);
      if (now.version === kept.version) return kept.answer(userId, now.byCasting);
    }
    const { rows, total, version } = await read();
    const page = new CataloguePage(
      pages ? version : undefined,
      key,
      rows.map((row) => toCastingDto(row)),
      pageMeta(paging.page, paging.pageSize, total),
    );
    if (page.version !== undefined) pages?.set(key, page);
    else pages?.delete(key);
    return page.answer(userId, new Map(rows.map((row) => [row.id, row.viewer_applications])));
  }

  /** A casting as a talent sees it: 404 for drafts, with the caller's own applications only. */
  async getForTalent(userId: string, key: CastingKey): Promise<Casting> {
    const row = await this.castings.findForViewer(key, userId);
    if (!row || !visibleToTalents(row.status)) throw castingNotFound();
    return talentView(row);
  }

  /**
   * The casting a talent applies to: only PUBLISHED castings accept applications; drafts do not exist
   * for talents (DESIGN §4).
   */
  async openForApplications(castingId: string): Promise<Casting> {
    const row = await this.castings.findById(castingId);
    if (!row || row.status === 'DRAFT') throw castingNotFound();
    if (row.status !== 'PUBLISHED') {
      throw new HttpError(409, 'CASTING_NOT_ACCEPTING', APPLICATION_MESSAGES.notPublished);
    }
    // The portal hides Apply once the day is over (issue 18); the API holds the same line.
    if (row.casting_date !== null && row.casting_date < romanianToday()) {
      throw new HttpError(409, 'CASTING_NOT_ACCEPTING', APPLICATION_MESSAGES.castingDatePassed);
    }
    return toCastingDto(row);
  }

  /** Castings by id, without anyone's applications (the applications module's DTOs embed them). */
  async findByIds(ids: readonly string[]): Promise<Casting[]> {
    return (await this.castings.findByIds(ids)).map((row) => toCastingDto(row));
  }

  /** What the dashboard calls available castings. */
  countPublished(): Promise<number> {
    return this.castings.countByStatus('PUBLISHED');
  }

  private find(key: CastingKey): Promise<CastingRow | undefined> {
    return 'id' in key ? this.castings.findById(key.id) : this.castings.findBySlug(key.slug);
  }

  // Staff side (API and CLI).

  /**
   * A new casting owned by `actor` (or `ownerUserId` when the CLI makes one for someone), with a unique
   * slug from its title (-2, -3… on collision). Created PUBLISHED only by those who may publish.
   */
  async create(
    actor: StaffActor,
    payload: CastingCreatePayload,
    ownerUserId = actor.userId,
  ): Promise<Casting> {
    if (ownerUserId === null) throw new Error('A casting needs an owner');
    if (payload.status === 'PUBLISHED') {
      await this.publishing.assertMayPublish(actor);
      assertMinorScheduleDeclared(payload.ageRanges, payload.minorSchedule ?? null);
    }
    // Two creations with one title at the same moment: the unique index decides, the loser retries.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const row = newCastingRow(
          payload,
          ownerUserId,
          await this.castings.freeSlug(slugify(payload.title)),
          nowIso(),
        );
        await this.castings.insert(row);
        return toCastingDto((await this.castings.findById(row.id))!);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }

  /** Every record or none, in one transaction; the records must have passed validateCastingRecords. */
  async importMany(ownerUserId: string, payloads: readonly CastingCreatePayload[]): Promise<number> {
    await this.castings.transaction(async (castings) => {
      const now = nowIso();
      for (const payload of payloads) {
        // The transaction sees its own earlier rows, so two records with one title get distinct slugs.
        await castings.insert(
          newCastingRow(payload, ownerUserId, await castings.freeSlug(slugify(payload.title)), now),
        );
      }
    });
    await this.castings.settleAfterBulkInsert();
    return payloads.length;
  }

  /**
   * Changes the fields sent. A CLIENT reaches only their own castings (others are 404, as if they did
   * not exist), an ADMIN any. The slug never changes, so shared links keep working after a new title.
   */
  async update(
    actor: StaffActor,
    id: string,
    patch: CastingUpdatePayload,
    language: 'ro' | 'en' = 'en',
  ): Promise<Casting> {
    const row = await this.findManaged(actor, { id });
    if (
      patch.minorSchedule !== undefined ||
      patch.shootingDate !== undefined ||
      patch.ageRanges !== undefined
    ) {
      const current = toCastingDto(row);
      await this.hoursGuard.assertHoursFitApplicants(
        row.id,
        {
          shootingDate: patch.shootingDate !== undefined ? patch.shootingDate : current.shootingDate,
          minorSchedule: patch.minorSchedule !== undefined ? patch.minorSchedule : current.minorSchedule,
          ageRanges: patch.ageRanges ?? current.ageRanges,
        },
        language,
      );
    }
    const now = nowIso();
    const changes: CastingChanges = {};
    if (patch.title !== undefined) changes.title = patch.title;
    if (patch.projectType !== undefined) changes.project_type = patch.projectType;
    if (patch.shortDescription !== undefined) changes.short_description = patch.shortDescription;
    if (patch.description !== undefined) changes.description = patch.description;
    if (patch.location !== undefined) changes.location = patch.location;
    if (patch.castingDate !== undefined) changes.casting_date = patch.castingDate;
    if (patch.shootingDate !== undefined) changes.shooting_date = patch.shootingDate;
    if (patch.ageRanges !== undefined) changes.age_ranges = JSON.stringify(patch.ageRanges);
    if (patch.gender !== undefined) changes.gender = patch.gender;
    if (patch.duration !== undefined) changes.duration = patch.duration || null;
    if (patch.diffusionType !== undefined) changes.diffusion_type = patch.diffusionType || null;
    if (patch.minorSchedule !== undefined) {
      changes.minor_daily_start = patch.minorSchedule?.dailyStart ?? null;
      changes.minor_daily_end = patch.minorSchedule?.dailyEnd ?? null;
      changes.minor_days = patch.minorSchedule?.days ?? null;
    }
    if (patch.remuneration !== undefined) {
      changes.remuneration_amount = patch.remuneration?.amount ?? null;
      changes.remuneration_currency = patch.remuneration ? patch.remuneration.currency : null;
      changes.remuneration_type = patch.remuneration?.type ?? null;
    }
    if ((patch.status ?? row.status) === 'PUBLISHED') {
      const current = toCastingDto(row);
      assertMinorScheduleDeclared(
        patch.ageRanges ?? current.ageRanges,
        patch.minorSchedule !== undefined ? patch.minorSchedule : current.minorSchedule,
      );
    }
    if (patch.status !== undefined && patch.status !== row.status) {
      Object.assign(changes, this.statusChange(row, patch.status, now));
      await this.assertMayMove(actor, row.status, patch.status);
    }
    if (
      patch.title !== undefined ||
      patch.shortDescription !== undefined ||
      patch.description !== undefined ||
      patch.location !== undefined
    ) {
      changes.search_text = searchTextOf({
        title: patch.title ?? row.title,
        shortDescription: patch.shortDescription ?? row.short_description,
        description: patch.description ?? row.description,
        location: patch.location ?? row.location,
      });
    }
    const to = patch.status;
    const ends = to !== row.status && (to === 'CLOSED' || to === 'CANCELLED' || to === 'SUSPENDED');
    const jobs = ends ? this.events.ended({ castingId: row.id, status: to }) : undefined;
    if (Object.keys(changes).length > 0) {
      changes.updated_at = now;
      // Guarded by the status read above: of two simultaneous moves, the second is judged afresh.
      if (!(await this.castings.update(row.id, changes, row.status, jobs))) {
        const current = (await this.castings.findById(row.id))?.status ?? row.status;
        throw transitionNotAllowed(current, patch.status ?? current, CASTING_STATUS_TRANSITIONS[current]);
      }
    }
    jobs?.committed();
    return toCastingDto((await this.castings.findById(row.id))!);
  }

  /**
   * Moderation (DESIGN §14): every published casting of a suspended client is suspended, each as an
   * ADMIN's move (its applicants told); answers how many.
   */
  async suspendAllOf(actor: StaffActor, ownerUserId: string): Promise<number> {
    const ids = await this.castings.publishedIdsOf(ownerUserId);
    for (const id of ids) await this.update(actor, id, { status: 'SUSPENDED' });
    return ids.length;
  }

  /** The operator CLI's status move, by id or slug; the same transitions as the API. */
  async changeStatus(
    actor: StaffActor,
    idOrSlug: string,
    status: CastingStatus,
  ): Promise<{ from: CastingStatus; casting: Casting }> {
    const row =
      (await this.castings.findById(idOrSlug)) ?? (await this.castings.findBySlug(idOrSlug)) ?? undefined;
    if (!row) throw castingNotFound();
    if (row.status === status)
      throw transitionNotAllowed(row.status, status, CASTING_STATUS_TRANSITIONS[row.status]);
    return { from: row.status, casting: await this.update(actor, row.id, { status }) };
  }

  /**
   * SUSPENDED is moderation: only an ADMIN puts a casting there or brings it back, so a client cannot
   * undo it (a client may still close or cancel it). Publishing needs a verified client.
   */
  private async assertMayMove(actor: StaffActor, from: CastingStatus, to: CastingStatus): Promise<void> {
    const moderation = to === 'SUSPENDED' || (from === 'SUSPENDED' && to === 'PUBLISHED');
    if (moderation && actor.role !== 'ADMIN') {
      throw new HttpError(403, 'FORBIDDEN', CASTING_MESSAGES.onlyAdminSuspends);
    }
    if (to === 'PUBLISHED') await this.publishing.assertMayPublish(actor);
  }

  private statusChange(row: CastingRow, to: CastingStatus, now: string): CastingChanges {
    if (!canMoveCasting(row.status, to))
      throw transitionNotAllowed(row.status, to, CASTING_STATUS_TRANSITIONS[row.status]);
    // The first publication dates the casting in the list; coming back from SUSPENDED keeps that date
    // rather than jumping to the top as if it were new.
    return { status: to, ...(to === 'PUBLISHED' && row.published_at === null ? { published_at: now } : {}) };
  }

  /** A casting as its staff see it (any status); a CLIENT reaches only their own. */
  async getForStaff(actor: StaffActor, key: CastingKey): Promise<Casting> {
    return toCastingDto(await this.findManaged(actor, key));
  }

  /** The casting's row when `actor` manages it (a CLIENT its own, an ADMIN any), else 404. */
  async findManaged(actor: StaffActor, key: CastingKey): Promise<CastingRow> {
    const row = await this.find(key);
    if (!row) throw castingNotFound();
    if (actor.role === 'CLIENT' && row.owner_user_id !== actor.userId) throw castingNotFound();
    return row;
  }

  async countAll(): Promise<number> {
    return this.castings.countAll();
  }

  // For the notice jobs (issue 21).

  /** Castings first published in [from, to), as the alert and match jobs compare them. */
  async publishedBetween(from: Date, to: Date): Promise<PublishedCasting[]> {
    const rows = await this.castings.publishedBetween(from.toISOString(), to.toISOString());
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      ownerUserId: row.owner_user_id,
      location: row.location,
      projectType: row.project_type,
      gender: row.gender,
      ageRanges: JSON.parse(row.age_ranges) as AgeRange[],
      remunerationAmount: row.remuneration_amount,
      castingDate: row.casting_date,
      searchText: row.search_text,
      publishedAt: row.published_at ?? '',
    }));
  }
}

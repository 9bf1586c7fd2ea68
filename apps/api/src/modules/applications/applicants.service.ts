import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@talent/contract/applications';
import type { Casting } from '@talent/contract/castings';
import { ageOn, todayIsoDate } from '@talent/contract/dates';
import type { Photo, Video } from '@talent/contract/media';
import { pageMeta } from '@talent/contract/pagination';
import type { TalentCategory, TalentProfile } from '@talent/contract/profile';
import type {
  Applicant,
  ApplicantDetail,
  ApplicantListQuery,
  ApplicantPage,
  BulkStatusPayload,
  BulkStatusResult,
} from '@talent/contract/studio';
import type { TalentProfileRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { StaffActor } from '../auth/auth.service';
import type { MediaViewer } from '../media/media-files';
import type { ApplicantFilters, ApplicantRow, ApplicantsRepository } from './applicants.repository';
import { applicantsCsv, type CsvLanguage } from './applicants-csv';

export interface ApplicantsDeps {
  /** The casting as its staff see it; 404 for a CLIENT's other castings. */
  castings: { getForStaff(actor: StaffActor, key: { id: string }): Promise<Casting> };
  applications: {
    changeStatus(
      actor: StaffActor,
      id: string,
      to: ApplicationStatus,
      message?: string,
      language?: 'ro' | 'en',
    ): Promise<unknown>;
    changeStatusMany(
      actor: StaffActor,
      ids: readonly string[],
      to: ApplicationStatus,
      message?: string,
      language?: 'ro' | 'en',
    ): Promise<BulkStatusResult>;
  };
  profiles: { profileForStaff(id: string): Promise<{ row: TalentProfileRow; profile: TalentProfile }> };
  /** A child's files come as URLs signed for the viewer (DESIGN §10). */
  videos: { listVideos(profile: TalentProfileRow, viewer: MediaViewer): Promise<Video[]> };
  photos: {
    listPhotos(profile: TalentProfileRow, viewer: MediaViewer): Promise<Photo[]>;
    /** The chosen photo and its ≈ 400 px thumbnail, per profile id (DESIGN §6). */
    profilePhotos(
      profiles: ReadonlyArray<Pick<TalentProfileRow, 'id' | 'child_id'> & { photoUrl: string | null }>,
      viewer: MediaViewer,
    ): Promise<Map<string, { url: string; thumbnailUrl: string } | null>>;
  };
}

/** An export holds the whole filtered list, up to this many rows. */
const CSV_MAX_ROWS = 10_000;
const ADULT_AGE = 18;

const applicationNotFound = () => new HttpError(404, 'APPLICATION_NOT_FOUND', APPLICATION_MESSAGES.notFound);

/** Today's birth-date bounds of an age range: ageMin years old today, not yet ageMax + 1. */
function ageBounds(query: Pick<ApplicantListQuery, 'ageMin' | 'ageMax'>, today: string) {
  const yearsBack = (years: number) =>
    `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
  return {
    ...(query.ageMin !== undefined ? { bornBy: yearsBack(query.ageMin) } : {}),
    ...(query.ageMax !== undefined ? { bornAfter: yearsBack(query.ageMax + 1) } : {}),
  };
}

function filtersOf(query: ApplicantListQuery, today: string): ApplicantFilters {
  const { page: _page, pageSize: _size, sort: _sort, order: _order, ageMin, ageMax, ...rest } = query;
  // A minor's surname is never shown, so a name search must not match it either (it would confirm it).
  const adults = rest.q ? { adultBornBy: ageBounds({ ageMin: ADULT_AGE }, today).bornBy } : {};
  return { ...rest, ...ageBounds({ ageMin, ageMax }, today), ...adults };
}

const ageOf = (row: Pick<ApplicantRow, 'date_of_birth'>, today: string) =>
  row.date_of_birth ? ageOn(row.date_of_birth.slice(0, 10), today) : null;

/** A child's profile, or a talent under 18 by their birth date. */
const isMinor = (row: Pick<ApplicantRow, 'child_id' | 'date_of_birth'>, today: string) => {
  const age = ageOf(row, today);
  return row.child_id !== null || (age !== null && age < ADULT_AGE);
};

/**
 * Whether the studio may still load a minor's photos and videos (DESIGN §10): not once the application
 * is REJECTED (the client has no business with the child any more), nor while the guardian has
 * guardian mode off (their children are out of sight then). No URL is signed for it: the studio
 * shows its silhouette. Adults' files are public anyway.
 */
const mediaShown = (row: ApplicantRow, minor: boolean) =>
  !minor || (row.status !== 'REJECTED' && (row.child_id === null || row.account_guardian_mode === 1));

const guardianOf = (row: ApplicantRow) =>
  row.child_id === null
    ? null
    : {
        name: `${row.account_first_name} ${row.account_last_name}`,
        email: row.account_email,
        phone: row.account_phone,
      };

function toApplicant(row: ApplicantRow, today: string): Applicant {
  const minor = isMinor(row, today);
  return {
    id: row.id,
    status: row.status,
    appliedAt: row.applied_at,
    isMinor: minor,
    talent: {
      profileId: row.profile_id,
      firstName: row.first_name,
      lastName: minor ? null : row.last_name,
      age: ageOf(row, today),
      gender: row.gender,
      city: row.residence_city,
      heightCm: row.height,
      categories: JSON.parse(row.categories) as TalentCategory[],
      photoUrl: null,
      photoThumbnailUrl: null,
    },
    guardian: guardianOf(row),
  };
}

const countsOf = (counts: Map<ApplicationStatus, number>) =>
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, counts.get(status) ?? 0])) as Record<
    ApplicationStatus,
    number
  >;

/**
 * The studio's review of applicants (DESIGN §7): a casting's applicants filtered and sorted, one
 * applicant whole, status moves one by one or several at once, a private note, and the CSV export.
 * A CLIENT reaches only its own castings' applicants (others are 404, as if they did not exist).
 */
export class ApplicantsService {
  constructor(
    private readonly repository: ApplicantsRepository,
    private readonly deps: ApplicantsDeps,
  ) {}

  async list(actor: StaffActor, castingId: string, query: ApplicantListQuery): Promise<ApplicantPage> {
    await this.deps.castings.getForStaff(actor, { id: castingId });
    const today = todayIsoDate();
    const offset = (query.page - 1) * query.pageSize;
    const [{ rows, total }, counts] = await Promise.all([
      this.repository.list(
        castingId,
        filtersOf(query, today),
        query.sort,
        query.order,
        query.pageSize,
        offset,
      ),
      this.repository.countsByStatus(castingId),
    ]);
    if (actor.userId) await this.repository.recordVisit(castingId, actor.userId, new Date().toISOString());
    const data = rows.map((row) => toApplicant(row, today));
    // The cards load the thumbnail; a child's photo is a URL signed for this client (or admin).
    const photos = await this.deps.photos.profilePhotos(
      rows.map((row, index) => ({
        id: row.profile_id,
        child_id: row.child_id,
        photoUrl: mediaShown(row, (data[index] as Applicant).isMinor) ? row.profile_photo_url : null,
      })),
      actor.userId,
    );
    for (const applicant of data) {
      const photo = photos.get(applicant.talent.profileId) ?? null;
      applicant.talent.photoUrl = photo?.url ?? null;
      applicant.talent.photoThumbnailUrl = photo?.thumbnailUrl ?? null;
    }
    return {
      data,
      meta: { ...pageMeta(query.page, query.pageSize, total), counts: countsOf(counts) },
    };
  }

  /** The whole applicant; opening a PENDING application marks it REVIEWED, which the talent sees. */
  async detail(actor: StaffActor, applicationId: string): Promise<ApplicantDetail> {
    let row = await this.owned(actor, applicationId);
    if (row.status === 'PENDING') {
      try {
        await this.deps.applications.changeStatus(actor, row.id, 'REVIEWED');
      } catch (error) {
        // Someone moved it at the same moment: their move stands.
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
      }
      row = (await this.repository.find(row.id)) ?? row;
    }
    const [view, history, note] = await Promise.all([
      this.talentView(row.profile_id, actor.userId, (minor) => mediaShown(row, minor)),
      this.repository.historyOf(row.id),
      this.repository.noteOf(row.id),
    ]);
    return {
      id: row.id,
      castingId: row.casting_id,
      status: row.status,
      appliedAt: row.applied_at,
      message: row.message,
      isMinor: view.isMinor,
      statusHistory: history.map((change) => ({
        status: change.status,
        changedAt: change.changed_at,
        message: change.message,
        changedBy: change.first_name === null ? null : `${change.first_name} ${change.last_name}`,
      })),
      note,
      talent: view.talent,
      photos: view.photos,
      videos: view.videos,
      guardian: guardianOf(row),
    };
  }

  /**
   * A talent's profile as the studio's applicant view shows it (DESIGN §7): a minor's surname left out,
   * the age instead of the birth date, photos and videos signed for `viewer` when `shown(isMinor)`
   * says the studio may load them. The talent directory shows its profiles through it too (DESIGN §11).
   */
  async talentView(
    profileId: string,
    viewer: MediaViewer,
    shown: (isMinor: boolean) => boolean,
  ): Promise<Pick<ApplicantDetail, 'isMinor' | 'talent' | 'photos' | 'videos'>> {
    const today = todayIsoDate();
    const { row: profileRow, profile } = await this.deps.profiles.profileForStaff(profileId);
    const minor = isMinor(profileRow, today);
    const [photos, videos, profilePhotos] = shown(minor)
      ? await Promise.all([
          this.deps.photos.listPhotos(profileRow, viewer),
          this.deps.videos.listVideos(profileRow, viewer),
          this.deps.photos.profilePhotos([{ ...profileRow, photoUrl: profile.profilePhotoUrl }], viewer),
        ])
      : [[], [], new Map<string, null>()];
    const profilePhoto = profilePhotos.get(profileRow.id) ?? null;
    const {
      lastName,
      dateOfBirth: _born,
      userId: _user,
      completion: _completion,
      completionScore: _score,
      ...talent
    } = profile;
    return {
      isMinor: minor,
      talent: {
        ...talent,
        profilePhotoUrl: profilePhoto?.url ?? null,
        profilePhotoThumbnailUrl: profilePhoto?.thumbnailUrl ?? null,
        lastName: minor ? null : lastName,
        age: ageOf(profileRow, today),
      },
      photos,
      videos,
    };
  }

  /**
   * Applications as a presentation's viewer sees them (DESIGN §13), in the order given (missing ones
   * left out): the talent as the studio sees it, its files signed for `viewer` when the studio may load
   * them, and the casting's note when `withNotes`. The presentations module keeps contact details out.
   */
  async presented(
    applicationIds: readonly string[],
    viewer: MediaViewer,
    withNotes: boolean,
  ): Promise<
    Array<
      Pick<ApplicantDetail, 'isMinor' | 'talent' | 'photos' | 'videos' | 'note'> & {
        applicationId: string;
        profileId: string;
      }
    >
  > {
    const rows = new Map((await this.repository.findMany(applicationIds)).map((row) => [row.id, row]));
    const found = applicationIds.flatMap((id) => rows.get(id) ?? []);
    return Promise.all(
      found.map(async (row) => {
        const [view, note] = await Promise.all([
          this.talentView(row.profile_id, viewer, (minor) => mediaShown(row, minor)),
          withNotes ? this.repository.noteOf(row.id) : null,
        ]);
        return { applicationId: row.id, profileId: row.profile_id, note, ...view };
      }),
    );
  }

  /** First name and photo thumbnail of applications (a child's signed, when shown), by id. */
  async cards(
    applicationIds: readonly string[],
    viewer: MediaViewer,
  ): Promise<Map<string, { firstName: string; photoThumbnailUrl: string | null }>> {
    const today = todayIsoDate();
    const rows = await this.repository.findMany(applicationIds);
    const shown = rows.filter((row) => mediaShown(row, isMinor(row, today)));
    const photos = await this.deps.photos.profilePhotos(
      shown.map((row) => ({ id: row.profile_id, child_id: row.child_id, photoUrl: row.profile_photo_url })),
      viewer,
    );
    return new Map(
      rows.map((row) => [
        row.id,
        { firstName: row.first_name, photoThumbnailUrl: photos.get(row.profile_id)?.thumbnailUrl ?? null },
      ]),
    );
  }

  /**
   * Several applications moved with one message. Every id must be one the caller may move, else 404
   * and nothing moves; then they move together, and one that cannot move is reported with why.
   */
  async bulkStatus(
    actor: StaffActor,
    payload: BulkStatusPayload,
    language: 'ro' | 'en' = 'en',
  ): Promise<BulkStatusResult> {
    const ids = [...new Set(payload.ids)];
    const rows = await this.repository.findMany(ids);
    if (rows.length !== ids.length) throw applicationNotFound();
    for (const castingId of new Set(rows.map((row) => row.casting_id)))
      await this.castingOf(actor, castingId);
    return this.deps.applications.changeStatusMany(actor, ids, payload.status, payload.message, language);
  }

  async setNote(actor: StaffActor, applicationId: string, text: string): Promise<{ note: string | null }> {
    const row = await this.owned(actor, applicationId);
    await this.repository.setNote(row.id, text, actor.userId ?? '', new Date().toISOString());
    return { note: text === '' ? null : text };
  }

  /** The filtered list as CSV for Excel: UTF-8 with a BOM, in the caller's language. */
  async csv(
    actor: StaffActor,
    castingId: string,
    query: ApplicantListQuery,
    language: CsvLanguage,
  ): Promise<{ fileName: string; body: string }> {
    const casting = await this.deps.castings.getForStaff(actor, { id: castingId });
    const today = todayIsoDate();
    const { rows } = await this.repository.list(
      castingId,
      filtersOf(query, today),
      query.sort,
      query.order,
      CSV_MAX_ROWS,
      0,
    );
    return {
      fileName: `${casting.slug}-aplicanti-${today}.csv`,
      body: applicantsCsv(
        rows.map((row) => ({ applicant: toApplicant(row, today), row })),
        language,
      ),
    };
  }

  /** An application the actor reviews (its casting's client, or an admin); 404 otherwise. */
  async reviewable(
    actor: StaffActor,
    applicationId: string,
  ): Promise<{ id: string; status: ApplicationStatus; mediaShown: boolean }> {
    const row = await this.owned(actor, applicationId);
    return { id: row.id, status: row.status, mediaShown: mediaShown(row, isMinor(row, todayIsoDate())) };
  }

  private async owned(actor: StaffActor, applicationId: string): Promise<ApplicantRow> {
    const row = await this.repository.find(applicationId);
    if (!row) throw applicationNotFound();
    await this.castingOf(actor, row.casting_id);
    return row;
  }

  /** The application's casting, or 404 as for a missing application when it is another client's. */
  private async castingOf(actor: StaffActor, castingId: string): Promise<Casting> {
    try {
      return await this.deps.castings.getForStaff(actor, { id: castingId });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) throw applicationNotFound();
      throw error;
    }
  }
}

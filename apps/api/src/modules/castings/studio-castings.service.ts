import { APPLICATION_STATUSES, type ApplicationStatus } from '@talent/contract/applications';
import { type Casting, castingCreateSchema } from '@talent/contract/castings';
import { type PageMeta, pageMeta } from '@talent/contract/pagination';
import type { StudioCasting, StudioCastingListQuery } from '@talent/contract/studio';
import type { StaffActor } from '../auth/auth.service';
import { toCastingDto } from './casting-dto';
import type { CastingsRepository } from './castings.repository';
import type { CastingsService } from './castings.service';
import type { CastingRow } from './castings-sql';

/** A copy's title: the original's, marked, within the title's 160 characters. */
const COPY_SUFFIX = ' (copie)';
const TITLE_MAX = 160;

/** The casting workspace of the studio (DESIGN §7): a staff member's castings with their applicants counted. */
export class StudioCastingsService {
  constructor(
    private readonly castings: CastingsRepository,
    private readonly service: CastingsService,
  ) {}

  /** A CLIENT's own castings, every casting for an ADMIN, last changed first. */
  async list(
    actor: StaffActor,
    query: StudioCastingListQuery,
  ): Promise<{ data: StudioCasting[]; meta: PageMeta }> {
    const owner = actor.role === 'CLIENT' ? (actor.userId ?? '') : undefined;
    const { rows, total } = await this.castings.listForStudio(
      owner,
      query.status,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    return { data: await this.withCounts(actor, rows), meta: pageMeta(query.page, query.pageSize, total) };
  }

  /** One casting the caller manages (404 otherwise), with its applicants counted. */
  async get(actor: StaffActor, id: string): Promise<StudioCasting> {
    const row = await this.service.findManaged(actor, { id });
    return (await this.withCounts(actor, [row]))[0]!;
  }

  private async withCounts(actor: StaffActor, rows: CastingRow[]): Promise<StudioCasting[]> {
    const counts = await this.castings.applicationCounts(
      rows.map((row) => row.id),
      actor.userId,
    );
    return rows.map((row) => {
      const { applications: _own, ...casting } = toCastingDto(row);
      const mine = counts.filter((count) => count.casting_id === row.id);
      const byStatus = Object.fromEntries(
        APPLICATION_STATUSES.map((status) => [
          status,
          mine.find((count) => count.status === status)?.total ?? 0,
        ]),
      ) as Record<ApplicationStatus, number>;
      return {
        ...casting,
        applicationCounts: byStatus,
        applicationsTotal: mine.reduce((sum, count) => sum + count.total, 0),
        newApplications: mine.reduce((sum, count) => sum + count.fresh, 0),
      };
    });
  }

  /** Throws 404 unless the caller manages the casting: checked before an upload is read. */
  async assertManaged(actor: StaffActor, id: string): Promise<void> {
    await this.service.findManaged(actor, { id });
  }

  /** A new cover for a casting the caller manages (the files are stored already). */
  async setCover(
    actor: StaffActor,
    id: string,
    cover: { thumbnailUrl: string; displayUrl: string },
  ): Promise<Casting> {
    const casting = await this.service.findManaged(actor, { id });
    await this.castings.update(
      id,
      {
        cover_thumbnail_url: cover.thumbnailUrl,
        cover_display_url: cover.displayUrl,
        updated_at: new Date().toISOString(),
      },
      casting.status,
    );
    return this.service.getForStaff(actor, { id });
  }

  /** A DRAFT copy of a casting the caller manages, cover included, for the same owner. */
  async duplicate(actor: StaffActor, id: string): Promise<Casting> {
    const row = await this.service.findManaged(actor, { id });
    const original = toCastingDto(row);
    const owner = row.owner_user_id;
    // Through the create schema, as any new casting: the copy meets today's rules.
    const payload = castingCreateSchema.parse({
      title: `${original.title.slice(0, TITLE_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
      projectType: original.projectType,
      shortDescription: original.shortDescription,
      description: original.description,
      location: original.location,
      castingDate: original.castingDate,
      shootingDate: original.shootingDate,
      ageRanges: original.ageRanges,
      gender: original.gender,
      duration: original.duration,
      remuneration: original.remuneration,
      diffusionType: original.diffusionType,
      minorSchedule: original.minorSchedule,
      status: 'DRAFT',
    });
    const copy = await this.service.create(actor, payload, owner);
    if (!original.coverPhoto) return copy;
    await this.castings.update(
      copy.id,
      {
        cover_thumbnail_url: original.coverPhoto.thumbnailUrl,
        cover_display_url: original.coverPhoto.displayUrl,
      },
      'DRAFT',
    );
    return this.service.getForStaff(actor, { id: copy.id });
  }
}

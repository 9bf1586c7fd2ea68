import { randomUUID } from 'node:crypto';
import { ageOn, todayIsoDate } from '@talent/contract/dates';
import {
  DIRECTORY_MESSAGES,
  DIRECTORY_SKILL_FLAGS,
  type DirectoryProfile,
  type ProfileViews,
  type TalentPage,
  type TalentSearchQuery,
} from '@talent/contract/directory';
import { pageMeta } from '@talent/contract/pagination';
import type { TalentCategory } from '@talent/contract/profile';
import { LANGUAGE_LEVELS } from '@talent/contract/skills';
import type { ApplicantDetail } from '@talent/contract/studio';
import { foldText } from '../../db/folded-text';
import type { TalentProfileRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { StaffActor } from '../auth/auth.service';
import { searchWords } from '../castings/casting-dto';
import { adultBirthCutoff, isMinorProfile } from '../media/minor-profile';
import type { DirectoryFilters, DirectoryRepository, DirectoryRow } from './directory.repository';

/** How many weeks the talent's view counts go back. */
const VIEW_WEEKS = 8;
/** The companies that looked, the most recent first, at most this many. */
const COMPANIES_MAX = 20;
const DAY_MS = 86_400_000;

export interface DirectoryDeps {
  /** Only ADMIN and VERIFIED clients find talent (403 otherwise). */
  clients: {
    assertMayFindTalent(actor: StaffActor): Promise<void>;
    companyNameOf(userId: string): Promise<string | undefined>;
  };
  /** The profile as the studio's applicant view shows it (the applications module builds it). */
  applicants: {
    talentView(
      profileId: string,
      viewer: string | null,
      shown: (isMinor: boolean) => boolean,
    ): Promise<Pick<ApplicantDetail, 'isMinor' | 'talent' | 'photos' | 'videos'>>;
  };
  /** The cards' photo thumbnails; a child's signed for the viewer (DESIGN §10). */
  photos: {
    profilePhotos(
      profiles: ReadonlyArray<Pick<TalentProfileRow, 'id' | 'child_id'> & { photoUrl: string | null }>,
      viewer: string | null,
    ): Promise<Map<string, { url: string; thumbnailUrl: string } | null>>;
  };
  /** The talent's own profile row (404 without one). */
  profiles: { editableProfile(userId: string): Promise<Pick<TalentProfileRow, 'id'>> };
}

/** The calendar day `years` years before `today` (YYYY-MM-DD). */
const yearsBefore = (today: string, years: number) =>
  `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;

const notInDirectory = () => new HttpError(404, 'TALENT_NOT_FOUND', DIRECTORY_MESSAGES.notFound);

/** The query's filters as the repository reads them: ages as birth-date bounds, texts folded. */
export function filtersOf(query: TalentSearchQuery, today: string): DirectoryFilters {
  const filters: DirectoryFilters = {
    adultBornBy: adultBirthCutoff(today),
    words: query.q ? searchWords(query.q) : [],
  };
  if (query.gender) filters.gender = query.gender;
  // ageMin years old today at least, not yet ageMax + 1.
  if (query.ageMin !== undefined) filters.bornBy = yearsBefore(today, query.ageMin);
  if (query.ageMax !== undefined) filters.bornAfter = yearsBefore(today, query.ageMax + 1);
  if (query.heightMin !== undefined) filters.heightMin = query.heightMin;
  if (query.heightMax !== undefined) filters.heightMax = query.heightMax;
  if (query.city) filters.city = query.city;
  if (query.category) filters.category = query.category;
  if (query.eyeColor) filters.eyeColor = foldText(query.eyeColor);
  if (query.hairColor) filters.hairColor = foldText(query.hairColor);
  if (query.language) {
    const from = LANGUAGE_LEVELS.indexOf(query.languageLevel ?? 'BEGINNER');
    filters.language = { name: foldText(query.language), levels: LANGUAGE_LEVELS.slice(from) };
  }
  if (query.skill === DIRECTORY_SKILL_FLAGS.singing) filters.skill = { flag: 'can_sing' };
  else if (query.skill === DIRECTORY_SKILL_FLAGS.driving) filters.skill = { flag: 'has_driver_license' };
  else if (query.skill) filters.skill = { words: searchWords(query.skill) };
  if (query.hasVideo !== undefined) filters.hasVideo = query.hasVideo;
  return filters;
}

function toCard(row: DirectoryRow, today: string) {
  const age = row.date_of_birth ? ageOn(row.date_of_birth.slice(0, 10), today) : null;
  const minor = isMinorProfile(row, today);
  return {
    profileId: row.id,
    firstName: row.first_name,
    // A child shows its first name only (DESIGN §10).
    lastName: minor ? null : row.last_name,
    age,
    city: row.residence_city,
    heightCm: row.height,
    categories: JSON.parse(row.categories) as TalentCategory[],
    photoUrl: null as string | null,
    hasVideo: row.has_video === true || Number(row.has_video) === 1,
    isMinor: minor,
  };
}

/** The Monday (UTC) of the week `instant` falls in, as YYYY-MM-DD. */
function weekStart(instant: Date): string {
  const day = (instant.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate() - day))
    .toISOString()
    .slice(0, 10);
}

/**
 * The studio's talent directory (DESIGN §11, decision 0024): ADMIN and VERIFIED clients search the
 * listed talents and open one, never seeing a phone or an e-mail; each opening by a client is recorded
 * and its talent sees the views by week and the companies that looked.
 */
export class DirectoryService {
  constructor(
    private readonly repository: DirectoryRepository,
    private readonly deps: DirectoryDeps,
  ) {}

  async search(actor: StaffActor, query: TalentSearchQuery): Promise<TalentPage> {
    await this.deps.clients.assertMayFindTalent(actor);
    const today = todayIsoDate();
    const { rows, total } = await this.repository.search(
      filtersOf(query, today),
      query.sort,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    const data = rows.map((row) => toCard(row, today));
    const photos = await this.deps.photos.profilePhotos(
      rows.map((row) => ({ id: row.id, child_id: row.child_id, photoUrl: row.profile_photo_url })),
      actor.userId,
    );
    for (const card of data) card.photoUrl = photos.get(card.profileId)?.thumbnailUrl ?? null;
    return { data, meta: pageMeta(query.page, query.pageSize, total) };
  }

  /** One listed talent without contact details; a client's opening is recorded for the talent to see. */
  async profile(actor: StaffActor, profileId: string): Promise<DirectoryProfile> {
    await this.deps.clients.assertMayFindTalent(actor);
    const listed = await this.repository.findListed(profileId, adultBirthCutoff(todayIsoDate()));
    if (!listed) throw notInDirectory();
    // A listed child's guardian put it in sight of the studio: its files come signed for the viewer.
    const view = await this.deps.applicants.talentView(listed, actor.userId, () => true);
    const {
      phone: _phone,
      phone2: _phone2,
      facebookUrl: _facebook,
      instagramUrl: _instagram,
      tiktokUrl: _tiktok,
      otherSocialMedia: _other,
      ...talent
    } = view.talent;
    // An ADMIN's look is moderation, not a casting director's interest: only clients' views are told.
    if (actor.role === 'CLIENT' && actor.userId) {
      await this.repository.recordView({
        id: randomUUID(),
        profile_id: listed,
        viewer_user_id: actor.userId,
        viewed_at: new Date().toISOString(),
      });
    }
    return { isMinor: view.isMinor, talent, photos: view.photos, videos: view.videos };
  }

  /** GET /profiles/me/views: the talent's own profile's views of the last weeks, and who looked. */
  async ownViews(userId: string, now = new Date()): Promise<ProfileViews> {
    const profile = await this.deps.profiles.editableProfile(userId);
    const thisWeek = weekStart(now);
    const since = new Date(Date.parse(`${thisWeek}T00:00:00.000Z`) - (VIEW_WEEKS - 1) * 7 * DAY_MS);
    const views = await this.repository.viewsSince(profile.id, since.toISOString());
    const weeks = Array.from({ length: VIEW_WEEKS }, (_, index) => {
      const start = weekStart(new Date(Date.parse(`${thisWeek}T00:00:00.000Z`) - index * 7 * DAY_MS));
      const inWeek = views.filter((view) => weekStart(new Date(view.viewed_at)) === start);
      return {
        weekStart: start,
        views: inWeek.length,
        viewers: new Set(inWeek.map((view) => view.viewer_user_id)).size,
      };
    });
    // The views come newest first: a viewer's first one met is their latest.
    const latest = new Map<string, string>();
    for (const view of views)
      if (!latest.has(view.viewer_user_id)) latest.set(view.viewer_user_id, view.viewed_at);
    const companies: ProfileViews['companies'] = [];
    for (const [viewer, lastViewedAt] of latest) {
      if (companies.length >= COMPANIES_MAX) break;
      const name = await this.deps.clients.companyNameOf(viewer);
      if (name && !companies.some((company) => company.name === name)) companies.push({ name, lastViewedAt });
    }
    return { viewersThisWeek: weeks[0]?.viewers ?? 0, weeks, companies };
  }
}

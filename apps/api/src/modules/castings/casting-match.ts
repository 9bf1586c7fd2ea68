import type { Gender } from '@talent/contract/auth';
import type { AgeRange, ProjectType } from '@talent/contract/castings';
import { ageOn } from '@talent/contract/dates';
import type { SavedSearchFilters } from '@talent/contract/notifications';
import type { TalentCategory } from '@talent/contract/profile';
import { searchWords } from './casting-dto';

/** A newly published casting, as the alert and match jobs compare it. */
export interface PublishedCasting {
  id: string;
  slug: string;
  title: string;
  ownerUserId: string;
  location: string;
  projectType: ProjectType;
  gender: Gender | null;
  ageRanges: AgeRange[];
  remunerationAmount: number | null;
  castingDate: string | null;
  /** Folded like search_text: what a saved search's words are matched against. */
  searchText: string;
  publishedAt: string;
}

/**
 * Which talent categories a project type looks for. Castings have no category field of their own
 * (specification §3), so a match by category goes through the project type; decision 0016 records
 * this reading.
 */
export const CATEGORIES_BY_PROJECT_TYPE: Record<ProjectType, readonly TalentCategory[]> = {
  FEATURE_FILM: ['ACTOR', 'ACTING_STUDENT', 'EXTRA', 'SPECIAL_EXTRA'],
  SHORT_FILM: ['ACTOR', 'ACTING_STUDENT', 'EXTRA', 'SPECIAL_EXTRA'],
  TV_SERIES: ['ACTOR', 'ACTING_STUDENT', 'EXTRA', 'SPECIAL_EXTRA'],
  COMMERCIAL: ['ACTOR', 'ACTING_STUDENT', 'MODEL', 'EXTRA', 'SPECIAL_EXTRA'],
  MUSIC_VIDEO: ['ACTOR', 'MODEL', 'DANCER', 'EXTRA'],
  THEATRE: ['ACTOR', 'ACTING_STUDENT', 'DANCER'],
  FASHION_SHOW: ['MODEL'],
  PHOTO_SHOOT: ['MODEL', 'ARTISTIC_NUDE'],
  EVENT: ['HOSTESS', 'DANCER', 'MODEL'],
  OTHER: ['ACTOR', 'ACTING_STUDENT', 'MODEL', 'DANCER', 'EXTRA', 'SPECIAL_EXTRA', 'ARTISTIC_NUDE', 'HOSTESS'],
};

/** Whether the casting is among a saved search's results: the list's filters and search's words. */
export function matchesSavedFilters(casting: PublishedCasting, filters: SavedSearchFilters): boolean {
  if (filters.location && casting.location !== filters.location) return false;
  if (filters.projectType && casting.projectType !== filters.projectType) return false;
  if (filters.minRemuneration !== undefined || filters.maxRemuneration !== undefined) {
    const amount = casting.remunerationAmount;
    if (amount === null) return false;
    if (filters.minRemuneration !== undefined && amount < filters.minRemuneration) return false;
    if (filters.maxRemuneration !== undefined && amount > filters.maxRemuneration) return false;
  }
  if (filters.q) {
    // As search: every word is the start of a word of the casting's text (decision 0006).
    const words = casting.searchText.split(/[^\p{L}\p{N}]+/u);
    return searchWords(filters.q).every((word) => words.some((candidate) => candidate.startsWith(word)));
  }
  return true;
}

export interface MatchableProfile {
  gender: Gender | null;
  /** 'YYYY-MM-DD' */
  dateOfBirth: string | null;
  categories: readonly string[];
}

/** Age, gender and category (the city is the query's): a casting worth telling this profile about. */
export function fitsProfile(casting: PublishedCasting, profile: MatchableProfile, today: string): boolean {
  if (casting.gender && profile.gender !== casting.gender) return false;
  if (casting.ageRanges.length > 0) {
    if (!profile.dateOfBirth) return false;
    const age = ageOn(profile.dateOfBirth, today);
    if (age === null) return false;
    if (!casting.ageRanges.some((range) => age >= range.min && age <= range.max)) return false;
  }
  const wanted = CATEGORIES_BY_PROJECT_TYPE[casting.projectType];
  return profile.categories.some((category) => wanted.includes(category as TalentCategory));
}

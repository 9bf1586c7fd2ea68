import type { AgeRange, Casting, CastingOwnApplication } from '@talent/contract/castings';
import { CURRENCY, foldForSearch } from '@talent/contract/castings';
import type { CastingRow } from './castings-sql';

function parseAgeRanges(json: string): AgeRange[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter(
          (range): range is AgeRange => typeof range?.min === 'number' && typeof range?.max === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

/** A database row as the contract's Casting; `applications` are the caller's own, never others'. */
export function toCastingDto(row: CastingRow, applications: CastingOwnApplication[] = []): Casting {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    projectType: row.project_type,
    shortDescription: row.short_description,
    description: row.description,
    location: row.location,
    castingDate: row.casting_date,
    shootingDate: row.shooting_date,
    ageRanges: parseAgeRanges(row.age_ranges).map(({ min, max }) => ({ min, max })),
    gender: row.gender,
    duration: row.duration,
    remuneration:
      row.remuneration_amount !== null && row.remuneration_type !== null
        ? {
            amount: Number(row.remuneration_amount),
            currency: row.remuneration_currency ?? CURRENCY,
            type: row.remuneration_type,
          }
        : null,
    diffusionType: row.diffusion_type,
    minorSchedule:
      row.minor_daily_start !== null && row.minor_daily_end !== null && row.minor_days !== null
        ? { dailyStart: row.minor_daily_start, dailyEnd: row.minor_daily_end, days: Number(row.minor_days) }
        : null,
    coverPhoto:
      row.cover_thumbnail_url !== null && row.cover_display_url !== null
        ? { thumbnailUrl: row.cover_thumbnail_url, displayUrl: row.cover_display_url }
        : null,
    applications,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

interface SearchableFields {
  title: string;
  shortDescription: string;
  description: string;
  location: string;
}

/** What full-text search reads: the searchable fields folded, so "bucuresti" finds "București". */
export function searchTextOf(fields: SearchableFields): string {
  return foldForSearch(
    [fields.title, fields.shortDescription, fields.description, fields.location].join('\n'),
  );
}

/** Words of a search box, folded like search_text; only letters and digits survive, so no query syntax. */
export function searchWords(query: string): string[] {
  return foldForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 10);
}

import type { Casting } from '@talent/contract/castings';
import { CastingCardCover } from '@talent/ui/components/casting-card-cover';
import { CastingStatusLine } from '@talent/ui/components/casting-labels';
import { Link } from 'react-router';
import { CastingFacts } from './casting-facts';

interface CastingCardProps {
  casting: Casting;
  /** The list's query string, so the detail's back link returns to the same page and filters. */
  listSearch?: string;
  /** In the first row, visible without scrolling: its cover loads at once. */
  aboveTheFold?: boolean;
}

/**
 * One casting of the grid (§2). The title is the card's only link, stretched over the whole card:
 * one tab stop per card, and a screen reader hears the title as the link's name.
 */
export function CastingCard({ casting, listSearch = '', aboveTheFold = false }: CastingCardProps) {
  return (
    <article
      data-testid="casting-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200 transition-shadow focus-within:ring-2 focus-within:ring-indigo-700 hover:shadow-md"
    >
      <CastingCardCover
        casting={casting}
        aboveTheFold={aboveTheFold}
        // The first row's cover is the list's largest paint: fetch it before the rest (Lighthouse LCP).
        priority={aboveTheFold}
        className="aspect-video w-full"
      />
      <div className="flex flex-1 flex-col p-5">
        <CastingStatusLine casting={casting} />
        <h2 className="mt-3 text-lg leading-snug font-semibold text-gray-900">
          <Link
            to={`/castings/${encodeURIComponent(casting.slug)}`}
            state={{ listSearch }}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-indigo-800"
          >
            {casting.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-gray-700">{casting.shortDescription}</p>
        <div className="mt-4 border-t border-gray-100 pt-4">
          <CastingFacts casting={casting} variant="card" />
        </div>
      </div>
    </article>
  );
}

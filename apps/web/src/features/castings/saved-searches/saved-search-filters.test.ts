import { changeLanguage } from '@talent/ui/i18n';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { parseCastingListParams } from '../hooks/use-casting-list-params';
import {
  defaultSavedSearchName,
  hasSavedSearchFilters,
  savedSearchFiltersOf,
  savedSearchFiltersText,
  savedSearchPath,
} from './saved-search-filters';

const filtersOf = (search: string) =>
  savedSearchFiltersOf(parseCastingListParams(new URLSearchParams(search)));
/** Intl puts a no-break space between a currency code and its amount. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('saved search filters', () => {
  it('takes the URL filters as the list uses them: numbers, nothing empty, never the page', () => {
    expect(filtersOf('q=dans&location=Iasi&minRemuneration=100&maxRemuneration=2500.5&page=4')).toEqual({
      q: 'dans',
      location: 'Iasi',
      minRemuneration: 100,
      maxRemuneration: 2500.5,
    });
    expect(filtersOf('location=Atlantis&minRemuneration=-3&maxRemuneration=&page=2')).toEqual({});
    // The list leaves out a minimum above the maximum; so does the saved search.
    expect(filtersOf('minRemuneration=900&maxRemuneration=100')).toEqual({ maxRemuneration: 100 });
    expect(hasSavedSearchFilters(filtersOf('page=3'))).toBe(false);
    expect(hasSavedSearchFilters(filtersOf('minRemuneration=0'))).toBe(true);
  });

  it('goes back to the castings page URL it came from, on the first page', () => {
    const search = 'q=figuran%C8%9Bi&location=Cluj-Napoca&minRemuneration=0&maxRemuneration=2000';
    expect(savedSearchPath(filtersOf(`${search}&page=3`))).toBe(`/castings?${search}`);
    expect(savedSearchPath({})).toBe('/castings');
    expect(savedSearchPath({ location: 'Arad', projectType: 'COMMERCIAL' })).toBe(
      '/castings?location=Arad&projectType=COMMERCIAL',
    );
  });

  it('names a search after its filters, in the active language, within 60 characters', async () => {
    await changeLanguage('ro', { persist: false });
    const t = i18next.t;
    expect(plain(defaultSavedSearchName(t, { location: 'Bucuresti', minRemuneration: 500 }, 'ro'))).toBe(
      'Bucuresti · de la 500 RON',
    );
    expect(plain(defaultSavedSearchName(t, { maxRemuneration: 1500 }, 'ro'))).toBe('până la 1.500 RON');
    expect(plain(defaultSavedSearchName(t, { minRemuneration: 100, maxRemuneration: 1500 }, 'ro'))).toBe(
      '100 RON – 1.500 RON',
    );
    expect(defaultSavedSearchName(t, { q: 'dansatori', projectType: 'COMMERCIAL' }, 'ro')).toBe(
      '„dansatori” · Reclamă',
    );
    const long = defaultSavedSearchName(t, { q: 'a'.repeat(100), location: 'Arad' }, 'ro');
    expect(long).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);

    await changeLanguage('en', { persist: false });
    expect(plain(defaultSavedSearchName(i18next.t, { location: 'Iasi', maxRemuneration: 800 }, 'en'))).toBe(
      'Iasi · up to RON 800',
    );
  });

  it('says the filters in words as the chips do', async () => {
    await changeLanguage('ro', { persist: false });
    expect(
      plain(
        savedSearchFiltersText(
          i18next.t,
          { q: 'dans', location: 'Iasi', projectType: 'THEATRE', minRemuneration: 100, maxRemuneration: 900 },
          'ro',
        ),
      ),
    ).toBe('Căutare: dans · Locație: Iasi · Tip: Teatru · Minim: 100 RON · Maxim: 900 RON');
    expect(savedSearchFiltersText(i18next.t, {}, 'ro')).toBe('Fără filtre');
  });
});

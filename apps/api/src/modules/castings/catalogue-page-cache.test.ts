import type { Casting } from '@talent/contract/castings';
import { describe, expect, it } from 'vitest';
import { CataloguePage } from './catalogue-page';
import { CataloguePageCache } from './catalogue-page-cache';

const casting = (id: string, description = 'Figuranți'): Casting => ({
  id,
  slug: `casting-${id}`,
  title: `Casting ${id}`,
  status: 'PUBLISHED',
  projectType: 'COMMERCIAL',
  shortDescription: 'Scurt',
  description,
  location: 'Bucuresti',
  castingDate: null,
  shootingDate: null,
  ageRanges: [{ min: 18, max: 40 }],
  gender: null,
  duration: null,
  remuneration: { amount: 300, currency: 'RON', type: 'per_day' },
  diffusionType: null,
  minorSchedule: null,
  coverPhoto: null,
  applications: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const pageOf = (key: string, castings: Casting[], version = '1') =>
  new CataloguePage(version, key, castings, { page: 1, pageSize: 12, total: castings.length, totalPages: 1 });

describe('CataloguePage', () => {
  it("writes the page with each caller's own applications in place, as JSON.stringify would", () => {
    const castings = [casting('a'), casting('b'), casting('c')];
    const own = { id: 'x', talentProfileId: 'p', status: 'PENDING' };
    const answer = pageOf('k', castings).answer('u', new Map([['b', [own]]]));
    const expected = {
      data: castings.map((entry) => (entry.id === 'b' ? { ...entry, applications: [own] } : entry)),
      meta: { page: 1, pageSize: 12, total: 3, totalPages: 1 },
    };
    expect(answer.body().toString('utf8')).toBe(JSON.stringify(expected));
    expect(pageOf('k', []).answer('u', new Map()).body().toString('utf8')).toBe(
      JSON.stringify({ data: [], meta: { page: 1, pageSize: 12, total: 0, totalPages: 1 } }),
    );
  });

  it('tags an answer by caller, page, version and own applications', () => {
    const page = pageOf('k', [casting('a')]);
    const none = new Map();
    const tag = page.answer('u', none).etag;
    expect(page.answer('u', none).etag).toBe(tag);
    expect(page.answer('v', none).etag).not.toBe(tag);
    expect(pageOf('k2', [casting('a')]).answer('u', none).etag).not.toBe(tag);
    expect(pageOf('k', [casting('a')], '2').answer('u', none).etag).not.toBe(tag);
    const own = new Map([['a', [{ id: 'x', talentProfileId: 'p', status: 'PENDING' }]]]);
    expect(page.answer('u', own).etag).not.toBe(tag);
  });
});

describe('CataloguePageCache', () => {
  it('drops the least recently used page past its page bound', () => {
    const cache = new CataloguePageCache(2);
    cache.set('a', pageOf('a', [casting('1')]));
    cache.set('b', pageOf('b', [casting('2')]));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', pageOf('c', [casting('3')]));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size().pages).toBe(2);
  });

  it('holds no more text than its byte bound, and keeps no page larger than it', () => {
    const one = pageOf('a', [casting('1', 'x'.repeat(1_000))]);
    const cache = new CataloguePageCache(100, one.bytes * 2 + 10);
    cache.set('a', one);
    cache.set('b', pageOf('b', [casting('2', 'x'.repeat(1_000))]));
    expect(cache.size().pages).toBe(2);
    const c = pageOf('c', [casting('3', 'x'.repeat(1_000))]);
    cache.set('c', c);
    expect(cache.size().pages).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size().bytes).toBeLessThanOrEqual(one.bytes * 2 + 10);

    cache.set('huge', pageOf('huge', [casting('4', 'x'.repeat(10_000))]));
    expect(cache.get('huge')).toBeUndefined();
    // Replacing a page counts its bytes once.
    const b = pageOf('b', [casting('2', 'x'.repeat(1_000))], '2');
    cache.set('b', b);
    expect(cache.size()).toEqual({ pages: 2, bytes: b.bytes + c.bytes });
  });
});

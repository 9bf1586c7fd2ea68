import { API_MESSAGES } from '@talent/contract/api-messages';
import type { Casting, CastingStatus, ProjectType } from '@talent/contract/castings';
import { CASTING_MESSAGES } from '@talent/contract/castings';
import { ONLY_TALENT_MESSAGE } from '@talent/contract/errors';
import { PAGINATION_MESSAGES } from '@talent/contract/pagination';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createStaff,
  errorBody,
  expectError,
  insertCastings,
  ownProfileId,
  register,
} from '../../test/test-app';

const t = buildTestApp();
let token: string;
let userId: string;

interface Fixture {
  id: string;
  status: CastingStatus;
  location: string;
  projectType: ProjectType;
  amount: number | null;
  publishedAt: string | null;
}
const fixtures: Fixture[] = [];

const LOCATIONS = ['Bucuresti', 'Cluj-Napoca', 'Iasi'] as const;
const TYPES = ['COMMERCIAL', 'TV_SERIES', 'THEATRE', 'FEATURE_FILM'] as const;
const OTHER_STATUSES: Record<number, CastingStatus> = {
  3: 'DRAFT',
  7: 'CLOSED',
  11: 'SUSPENDED',
  13: 'CANCELLED',
};
const BASE = Date.parse('2030-01-01T10:00:00.000Z');

beforeAll(async () => {
  const staff = await createStaff(t);
  const specs = Array.from({ length: 30 }, (_, i) => {
    const status = OTHER_STATUSES[i] ?? 'PUBLISHED';
    const amount = i % 5 === 0 ? null : i * 100;
    return {
      payload: {
        title: `Casting numărul ${i}`,
        location: LOCATIONS[i % 3],
        projectType: TYPES[i % 4],
        remuneration: amount === null ? null : { amount, type: 'per_day' },
      },
      status,
      // Two castings share a publication time, so the id has to break the tie.
      published_at: status === 'DRAFT' ? null : new Date(BASE + Math.min(i, 28) * 60_000).toISOString(),
    };
  });
  const rows = await insertCastings(t, staff.user.id, specs);
  for (const row of rows) {
    fixtures.push({
      id: row.id,
      status: row.status,
      location: row.location,
      projectType: row.project_type,
      amount: row.remuneration_amount ?? null,
      publishedAt: row.published_at ?? null,
    });
  }
  const talent = await register(t.app);
  token = talent.tokens.accessToken;
  userId = (await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().data.id;
});

/** What the list must answer: PUBLISHED, filtered, newest published first, id descending on ties. */
function expected(filter: (f: Fixture) => boolean = () => true): string[] {
  return fixtures
    .filter((f) => f.status === 'PUBLISHED' && filter(f))
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id.localeCompare(a.id))
    .map((f) => f.id);
}

const list = (query = '', accessToken = token) =>
  t.app.inject({ url: `/api/castings${query}`, headers: bearer(accessToken) });

async function allIds(query: string): Promise<string[]> {
  const response = await list(`${query}${query ? '&' : '?'}pageSize=50`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Casting[]).map((casting) => casting.id);
}

describe('GET /api/castings', () => {
  it('lists PUBLISHED castings only, newest first, 12 per page, with the meta of DESIGN §4', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ids = expected();
    expect(body.meta).toEqual({
      page: 1,
      pageSize: 12,
      total: ids.length,
      totalPages: Math.ceil(ids.length / 12),
    });
    expect(body.data.map((casting: Casting) => casting.id)).toEqual(ids.slice(0, 12));
    expect(body.data.every((casting: Casting) => casting.status === 'PUBLISHED')).toBe(true);
    // Ties on the publication time are broken by id, so paging never repeats or skips a casting.
    const pages = [];
    for (let page = 1; page <= body.meta.totalPages; page += 1) {
      pages.push(...((await list(`?page=${page}`)).json().data as Casting[]).map((c) => c.id));
    }
    expect(pages).toEqual(ids);
  });

  it('answers the Casting DTO of the contract', async () => {
    const [first] = (await list('?pageSize=1')).json().data as Casting[];
    expect(first).toMatchObject({
      title: expect.stringContaining('Casting numărul'),
      projectType: expect.any(String),
      shortDescription: expect.any(String),
      description: expect.any(String),
      castingDate: '2030-05-10',
      shootingDate: '2030-05-20',
      ageRanges: [{ min: 18, max: 40 }],
      gender: null,
      duration: '2 zile',
      diffusionType: 'TV național',
      coverPhoto: null,
      applications: [],
    });
    expect(first!.remuneration === null || first!.remuneration.currency === 'RON').toBe(true);
  });

  it.each(LOCATIONS)('filters by location %s', async (location) => {
    expect(await allIds(`?location=${encodeURIComponent(location)}`)).toEqual(
      expected((f) => f.location === location),
    );
  });

  it.each(TYPES)('filters by project type %s', async (projectType) => {
    expect(await allIds(`?projectType=${projectType}`)).toEqual(
      expected((f) => f.projectType === projectType),
    );
  });

  it('filters by remuneration bounds, leaving out castings without remuneration', async () => {
    expect(await allIds('?minRemuneration=1000')).toEqual(
      expected((f) => f.amount !== null && f.amount >= 1000),
    );
    expect(await allIds('?maxRemuneration=900')).toEqual(
      expected((f) => f.amount !== null && f.amount <= 900),
    );
    expect(await allIds('?minRemuneration=0')).toEqual(expected((f) => f.amount !== null));
    expect(await allIds('?minRemuneration=1200&maxRemuneration=1900')).toEqual(
      expected((f) => f.amount !== null && f.amount >= 1200 && f.amount <= 1900),
    );
    // A range that matches few castings pages through the remuneration index instead; same answer.
    expect(await allIds('?minRemuneration=2400&maxRemuneration=2400')).toEqual(
      expected((f) => f.amount === 2400),
    );
    const meta = (await list('?minRemuneration=1000&pageSize=2')).json().meta;
    expect(meta.total).toBe(expected((f) => f.amount !== null && f.amount >= 1000).length);
  });

  it('combines filters', async () => {
    expect(await allIds('?location=Cluj-Napoca&projectType=TV_SERIES')).toEqual(
      expected((f) => f.location === 'Cluj-Napoca' && f.projectType === 'TV_SERIES'),
    );
    expect(await allIds('?location=Iasi&minRemuneration=500&maxRemuneration=2500&status=PUBLISHED')).toEqual(
      expected((f) => f.location === 'Iasi' && f.amount !== null && f.amount >= 500 && f.amount <= 2500),
    );
    const none = await list('?location=Sibiu');
    expect(none.json()).toEqual({ data: [], meta: { page: 1, pageSize: 12, total: 0, totalPages: 1 } });
  });

  it('answers a page past the end with an empty list and the real totals', async () => {
    const total = expected().length;
    const response = await list('?page=99&pageSize=10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [],
      meta: { page: 99, pageSize: 10, total, totalPages: Math.ceil(total / 10) },
    });
    const last = await list(`?page=${Math.ceil(total / 10)}&pageSize=10`);
    expect(last.json().data).toHaveLength(total % 10 || 10);
  });

  it.each([
    ['?pageSize=0', PAGINATION_MESSAGES.pageSize, 'pageSize'],
    ['?pageSize=1000', PAGINATION_MESSAGES.pageSize, 'pageSize'],
    ['?pageSize=51', PAGINATION_MESSAGES.pageSize, 'pageSize'],
    ['?page=abc', PAGINATION_MESSAGES.page, 'page'],
    ['?page=0', PAGINATION_MESSAGES.page, 'page'],
    ['?page=-1', PAGINATION_MESSAGES.page, 'page'],
    ['?minRemuneration=-1', CASTING_MESSAGES.remunerationInvalid, 'minRemuneration'],
    ['?maxRemuneration=abc', CASTING_MESSAGES.remunerationInvalid, 'maxRemuneration'],
    ['?minRemuneration=500&maxRemuneration=100', CASTING_MESSAGES.remunerationOrder, 'minRemuneration'],
    ['?location=Paris', CASTING_MESSAGES.locationInvalid, 'location'],
    ['?location=bucuresti', CASTING_MESSAGES.locationInvalid, 'location'],
    ['?projectType=SITCOM', 'Unknown project type', 'projectType'],
    ['?status=DRAFT', CASTING_MESSAGES.onlyPublishedListed, 'status'],
    ['?status=CLOSED', CASTING_MESSAGES.onlyPublishedListed, 'status'],
  ])('refuses %s with 400 and the field', async (query, message, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message,
      fields: { [field]: message },
    });
  });

  it('excludeUserId leaves out the castings the caller applied to, and takes only their own id', async () => {
    const profileId = await ownProfileId(t.app, token);
    const [first, second] = expected();
    for (const castingId of [first, second]) {
      const applied = await t.app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: bearer(token),
        payload: { castingId, talentProfileId: profileId },
      });
      expect(applied.statusCode).toBe(201);
    }
    const response = await list(`?excludeUserId=${userId}&pageSize=50`);
    expect(response.statusCode).toBe(200);
    const ids = (response.json().data as Casting[]).map((casting) => casting.id);
    expect(ids).toEqual(expected().filter((id) => id !== first && id !== second));
    expect(response.json().meta.total).toBe(expected().length - 2);
    // With a filter the subtraction counts only the applied castings that match it.
    const firstFixture = fixtures.find((f) => f.id === first)!;
    const filtered = await list(
      `?excludeUserId=${userId}&location=${encodeURIComponent(firstFixture.location)}`,
    );
    expect(filtered.json().meta.total).toBe(
      expected((f) => f.location === firstFixture.location).filter((id) => id !== first && id !== second)
        .length,
    );
    // Without it, the applied castings are listed, each with the caller's own application.
    const all = (await list('?pageSize=50')).json().data as Casting[];
    expect(all.find((casting) => casting.id === first)?.applications).toEqual([
      { id: expect.any(String), talentProfileId: profileId, status: 'PENDING' },
    ]);

    const other = await register(t.app);
    const otherId = (
      await t.app.inject({ url: '/api/auth/me', headers: bearer(other.tokens.accessToken) })
    ).json().data.id;
    const forbidden = await list(`?excludeUserId=${otherId}`);
    expectError(forbidden, 403, 'FORBIDDEN', API_MESSAGES.excludeOtherUser);
    // Another talent sees no one else's applications on the same castings.
    const theirs = (await list('?pageSize=50', other.tokens.accessToken)).json().data as Casting[];
    expect(theirs.every((casting) => casting.applications.length === 0)).toBe(true);
  });

  it('needs a signed-in talent', async () => {
    expect((await t.app.inject({ url: '/api/castings' })).statusCode).toBe(401);
    const staff = await createStaff(t, 'ADMIN');
    const response = await list('', staff.tokens.accessToken);
    expect(response.statusCode).toBe(403);
    expect(errorBody(response)).toMatchObject({ code: 'ONLY_TALENT', message: ONLY_TALENT_MESSAGE });
  });
});

describe('GET /api/applications/my-stats availableCastings', () => {
  it('counts the PUBLISHED castings, the same number the list reports', async () => {
    const response = await t.app.inject({ url: '/api/applications/my-stats', headers: bearer(token) });
    expect(response.json().data.availableCastings).toBe(expected().length);
  });
});

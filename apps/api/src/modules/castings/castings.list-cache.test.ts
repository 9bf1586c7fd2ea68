import type { Casting } from '@talent/contract/castings';
import { castingSchema } from '@talent/contract/castings';
import { pageOf } from '@talent/contract/pagination';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  bearer,
  buildTestApp,
  createCasting,
  createStaff,
  insertCastings,
  ownProfileId,
  register,
} from '../../test/test-app';

// The list keeps each page of the catalogue by catalogue version (decision 0013). `t.app` answers the
// talents; `writer` is a second app instance on the same database (another API process behind the same
// PostgreSQL, or on the same SQLite file), where the staff make their changes unless a test says otherwise.
const t = buildTestApp();
let writer: FastifyInstance;
let staffToken: string;

interface Talent {
  token: string;
  profileId: string;
}
let ana: Talent;
let dan: Talent;

async function talent(app: FastifyInstance): Promise<Talent> {
  const { tokens } = await register(app);
  return { token: tokens.accessToken, profileId: await ownProfileId(app, tokens.accessToken) };
}

const list = (who: Talent, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/castings${query}`, headers: { ...bearer(who.token), ...headers } });

async function page(who: Talent, query = '') {
  const response = await list(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Casting[]; meta: { total: number } };
}

const patchCasting = (app: FastifyInstance, id: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/castings/${id}`, headers: bearer(staffToken), payload });

async function apply(app: FastifyInstance, who: Talent, castingId: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: bearer(who.token),
    payload: { castingId, talentProfileId: who.profileId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

beforeAll(async () => {
  writer = await buildApp(t.config);
  const staff = await createStaff(t);
  staffToken = staff.tokens.accessToken;
  const base = Date.parse('2025-01-01T10:00:00.000Z');
  await insertCastings(
    t,
    staff.user.id,
    Array.from({ length: 20 }, (_, i) => ({
      payload: { title: `Casting ${i}`, location: i % 2 === 0 ? 'Bucuresti' : 'Iasi' },
      published_at: new Date(base + i * 60_000).toISOString(),
    })),
  );
  ana = await talent(t.app);
  dan = await talent(t.app);
});
afterAll(async () => {
  await writer.close();
});

describe('GET /api/castings, kept by catalogue version', () => {
  it('answers the same body from a kept page as from a fresh read, in the contract shape', async () => {
    const fresh = await list(ana, '?pageSize=5');
    const kept = await list(ana, '?pageSize=5');
    expect(kept.body).toBe(fresh.body);
    expect(pageOf(castingSchema).safeParse(kept.json()).success).toBe(true);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('shows a casting published, edited or closed by another instance at once', async () => {
    const before = await page(ana);
    await page(ana);
    const created = await createCasting(writer, staffToken, { title: 'Published elsewhere' });
    const afterCreate = await page(ana);
    expect(afterCreate.data[0]?.id).toBe(created.id);
    expect(afterCreate.meta.total).toBe(before.meta.total + 1);

    expect((await patchCasting(writer, created.id, { title: 'Edited elsewhere' })).statusCode).toBe(200);
    expect((await page(ana)).data[0]).toMatchObject({ id: created.id, title: 'Edited elsewhere' });

    expect((await patchCasting(writer, created.id, { status: 'CLOSED' })).statusCode).toBe(200);
    const afterClose = await page(ana);
    expect(afterClose.data.map((casting) => casting.id)).toEqual(before.data.map((casting) => casting.id));
    expect(afterClose.meta.total).toBe(before.meta.total);
  });

  it('shows a change made through the same instance at once, a draft published included', async () => {
    const draft = await createCasting(t.app, staffToken, { title: 'A draft', status: 'DRAFT' });
    const before = await page(ana, '?location=Bucuresti');
    expect(before.data.some((casting) => casting.id === draft.id)).toBe(false);
    expect((await patchCasting(t.app, draft.id, { status: 'PUBLISHED' })).statusCode).toBe(200);
    const after = await page(ana, '?location=Bucuresti');
    expect(after.data[0]?.id).toBe(draft.id);
    expect(after.meta.total).toBe(before.meta.total + 1);
  });

  it("shows the caller's own applications right after applying, and never another caller's", async () => {
    const [first] = (await page(ana)).data;
    await page(dan);
    const applicationId = await apply(writer, ana, first!.id);
    expect((await page(ana)).data[0]?.applications).toEqual([
      { id: applicationId, talentProfileId: ana.profileId, status: 'PENDING' },
    ]);
    expect((await page(dan)).data.every((casting) => casting.applications.length === 0)).toBe(true);

    const moved = await writer.inject({
      method: 'PATCH',
      url: `/api/applications/${applicationId}/status`,
      headers: bearer(staffToken),
      payload: { status: 'REVIEWED' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await page(ana)).data[0]?.applications).toEqual([
      { id: applicationId, talentProfileId: ana.profileId, status: 'REVIEWED' },
    ]);
    expect((await page(dan)).data.every((casting) => casting.applications.length === 0)).toBe(true);
  });

  it('keeps filters and pages apart', async () => {
    const all = (await page(ana, '?pageSize=50')).data.map((casting) => casting.id);
    const pages = [
      ['?page=1&pageSize=4', all.slice(0, 4)],
      ['?page=2&pageSize=4', all.slice(4, 8)],
      ['?page=1&pageSize=3', all.slice(0, 3)],
    ] as const;
    for (let round = 0; round < 2; round++) {
      for (const [query, ids] of pages) {
        expect((await page(ana, query)).data.map((casting) => casting.id)).toEqual(ids);
      }
      const iasi = (await page(ana, '?location=Iasi&pageSize=50')).data;
      expect(iasi.length).toBeGreaterThan(0);
      expect(iasi.every((casting) => casting.location === 'Iasi')).toBe(true);
      const bucuresti = (await page(ana, '?location=Bucuresti&pageSize=50')).data;
      expect(bucuresti.every((casting) => casting.location === 'Bucuresti')).toBe(true);
      expect(iasi.length + bucuresti.length).toBe(all.length);
    }
  });
});

describe('GET /api/castings, ETag and If-None-Match', () => {
  it('answers 304 without a body while nothing changed, private and varying by Authorization', async () => {
    const first = await list(ana, '?page=2');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/authorization/i);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await list(ana, '?page=2', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, no-cache');
    }
    expect((await list(ana, '?page=2', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Another page of the same catalogue is another answer.
    expect((await list(ana, '?page=3', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it("never validates one caller's ETag for another, and refuses a caller who is not signed in", async () => {
    const anas = await list(ana, '?page=2');
    const dans = await list(dan, '?page=2', { 'if-none-match': anas.headers.etag as string });
    expect(dans.statusCode).toBe(200);
    expect(dans.headers.etag).not.toBe(anas.headers.etag);
    const anonymous = await t.app.inject({
      url: '/api/castings?page=2',
      headers: { 'if-none-match': anas.headers.etag as string },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers.etag).toBeUndefined();
  });

  it('gives a new ETag after the caller applies and after the catalogue changes', async () => {
    const before = await list(ana, '?page=1&pageSize=12');
    const etag = before.headers.etag as string;
    const casting = (before.json().data as Casting[]).find((entry) => entry.applications.length === 0)!;
    await apply(t.app, ana, casting.id);
    const applied = await list(ana, '?page=1&pageSize=12', { 'if-none-match': etag });
    expect(applied.statusCode).toBe(200);
    expect(applied.headers.etag).not.toBe(etag);
    expect(
      (applied.json().data as Casting[]).find((entry) => entry.id === casting.id)?.applications,
    ).toHaveLength(1);
    // Dan's page did not change with Ana's application.
    const dans = await list(dan, '?page=1&pageSize=12');
    expect(
      (await list(dan, '?page=1&pageSize=12', { 'if-none-match': dans.headers.etag as string })).statusCode,
    ).toBe(304);

    // A casting on page 2 changes: page 1 reads the same, but at a new catalogue version.
    const further = (await page(ana, '?page=2&pageSize=12')).data[0]!;
    expect((await patchCasting(writer, further.id, { duration: '3 zile' })).statusCode).toBe(200);
    const changed = await list(ana, '?page=1&pageSize=12', {
      'if-none-match': applied.headers.etag as string,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(applied.headers.etag);
    expect(changed.body).toBe(applied.body);
  });

  it('tags a list without the castings the caller applied to by its content', async () => {
    const me = (await t.app.inject({ url: '/api/auth/me', headers: bearer(dan.token) })).json().data.id;
    const query = `?excludeUserId=${me}&pageSize=3`;
    const before = await list(dan, query);
    const etag = before.headers.etag as string;
    expect((await list(dan, query, { 'if-none-match': etag })).statusCode).toBe(304);
    await apply(writer, dan, (before.json().data as Casting[])[0]!.id);
    const after = await list(dan, query, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect((after.json().data as Casting[]).map((casting) => casting.id)).not.toContain(
      (before.json().data as Casting[])[0]!.id,
    );
  });
});

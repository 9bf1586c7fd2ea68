import type { Casting } from '@talent/contract/castings';
import { CASTING_MESSAGES, castingSchema } from '@talent/contract/castings';
import { pageOf } from '@talent/contract/pagination';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  bearer,
  buildTestApp,
  createCasting,
  createStaff,
  errorBody,
  ownProfileId,
  register,
} from '../../test/test-app';

const t = buildTestApp();
let token: string;
let staffToken: string;
// A second app instance on the same database: another API process behind the same PostgreSQL, or on the
// same SQLite file, where a casting can change without the first instance taking part.
let writer: FastifyInstance;
const titles = {
  vlad: 'Figuranți pentru serialul „Vlad” — București',
  cafe: 'Reclamă pentru o cafenea din Cluj',
  dance: 'Dansatori pentru videoclip',
  draft: 'Figuranți pentru o piesă încă în lucru',
  closed: 'Figuranți pentru un film închis',
  mures: 'Public pentru o emisiune',
};

beforeAll(async () => {
  const staff = await createStaff(t, 'ADMIN');
  staffToken = staff.tokens.accessToken;
  await createCasting(t.app, staffToken, { title: titles.vlad, location: 'Bucuresti' });
  await createCasting(t.app, staffToken, {
    title: titles.cafe,
    projectType: 'COMMERCIAL',
    shortDescription: 'Actriță pentru un spot de 30 de secunde',
    description: 'Rol principal, fără replici.',
    location: 'Cluj-Napoca',
  });
  await createCasting(t.app, staffToken, {
    title: titles.dance,
    projectType: 'MUSIC_VIDEO',
    shortDescription: 'Coregrafie contemporană',
    description: 'Două repetiții plătite în Timișoara.',
    location: 'Timisoara',
  });
  await createCasting(t.app, staffToken, { title: titles.draft, status: 'DRAFT', location: 'Iasi' });
  const closed = await createCasting(t.app, staffToken, { title: titles.closed, location: 'Bucuresti' });
  await t.app.inject({
    method: 'PATCH',
    url: `/api/castings/${closed.id}`,
    headers: bearer(staffToken),
    payload: { status: 'CLOSED' },
  });
  await createCasting(t.app, staffToken, {
    title: titles.mures,
    projectType: 'TV_SERIES',
    shortDescription: 'Aplauze și jocuri',
    description: 'Înregistrare în studio.',
    location: 'Targu Mures',
  });
  token = (await register(t.app)).tokens.accessToken;
  writer = await buildApp(t.config);
});
afterAll(async () => {
  await writer.close();
});

const search = (q: string, extra = '', headers: Record<string, string> = {}, as = token) =>
  t.app.inject({
    url: `/api/castings/search?q=${encodeURIComponent(q)}${extra}`,
    headers: { ...bearer(as), ...headers },
  });

async function found(q: string): Promise<string[]> {
  const response = await search(q);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.meta.total).toBe(body.data.length);
  return (body.data as Casting[]).map((casting) => casting.title);
}

describe('GET /api/castings/search', () => {
  it('is accent-insensitive both ways: "bucuresti" finds "București", "figuranti" finds "Figuranți"', async () => {
    expect(await found('bucuresti')).toEqual([titles.vlad]);
    expect(await found('București')).toEqual([titles.vlad]);
    expect(await found('BUCUREȘTI')).toEqual([titles.vlad]);
    expect(await found('figuranti')).toEqual([titles.vlad]);
    expect(await found('Figuranți')).toEqual([titles.vlad]);
    // The legacy cedilla letters (ş, ţ) fold the same way as the comma-below ones.
    expect(await found('bucureşti')).toEqual([titles.vlad]);
  });

  it('matches word prefixes, every word, over title, descriptions and location', async () => {
    expect(await found('bucur')).toEqual([titles.vlad]);
    expect(await found('figur vlad')).toEqual([titles.vlad]);
    expect(await found('figur cluj')).toEqual([]);
    expect(await found('actrita')).toEqual([titles.cafe]);
    expect(await found('repetitii timis')).toEqual([titles.dance]);
    expect(await found('cluj-napoca')).toEqual([titles.cafe]);
    expect(await found('targu mures')).toEqual([titles.mures]);
    expect(await found('pentru').then((list) => list.sort())).toEqual(
      [titles.cafe, titles.dance, titles.vlad, titles.mures].sort(),
    );
  });

  it('finds only PUBLISHED castings, never drafts or closed ones', async () => {
    expect(await found('lucru')).toEqual([]);
    expect(await found('inchis')).toEqual([]);
  });

  it('follows status moves: a suspended casting leaves the results, comes back when published again', async () => {
    // Texts of their own: the defaults of castingPayload would match other tests' words.
    const own = { location: 'Arad', shortDescription: 'Numere noi', description: 'Spectacol de iarnă.' };
    const casting = await createCasting(t.app, staffToken, { ...own, title: 'Acrobați la circ' });
    const move = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/castings/${casting.id}`,
        headers: bearer(staffToken),
        payload: { status },
      });
    expect(await found('acrobati')).toEqual(['Acrobați la circ']);
    expect((await move('SUSPENDED')).statusCode).toBe(200);
    expect(await found('acrobati')).toEqual([]);
    expect((await move('PUBLISHED')).statusCode).toBe(200);
    expect(await found('acrobati')).toEqual(['Acrobați la circ']);
    const draft = await createCasting(t.app, staffToken, { ...own, title: 'Jongleri', status: 'DRAFT' });
    expect(await found('jongleri')).toEqual([]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/castings/${draft.id}`,
      headers: bearer(staffToken),
      payload: { status: 'PUBLISHED' },
    });
    expect(await found('jongleri')).toEqual(['Jongleri']);
    expect((await move('CANCELLED')).statusCode).toBe(200);
    expect(await found('acrobati')).toEqual([]);
  });

  it('orders newest first, not by relevance, in pages', async () => {
    const focused = await createCasting(t.app, staffToken, {
      title: 'Tango argentinian',
      location: 'Sibiu',
      shortDescription: 'Tango',
      description: 'Tango, tango și iar tango.',
    });
    // A later publication time on PostgreSQL too (it orders by published_at, SQLite by creation).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const passing = await createCasting(t.app, staffToken, {
      title: 'Reclamă la un magazin',
      location: 'Sibiu',
      shortDescription: 'Spot de vară',
      description:
        'O scenă scurtă de tango la final, apoi multe alte cadre lungi fără legătură cu subiectul.',
    });
    // The older casting is about the word, the newer one mentions it once: the newer one comes first.
    const newest = (await search('tango')).json().data as Casting[];
    expect(newest.map((casting) => casting.id)).toEqual([passing.id, focused.id]);

    const response = await search('pentru', '&pageSize=3');
    expect(response.json().meta).toEqual({ page: 1, pageSize: 3, total: 4, totalPages: 2 });
    const second = await search('pentru', '&pageSize=3&page=2');
    const all = [...response.json().data, ...second.json().data].map((casting: Casting) => casting.id);
    expect(new Set(all).size).toBe(4);
    const whole = (await search('pentru')).json().data.map((casting: Casting) => casting.id);
    expect(all).toEqual(whole);
    const past = await search('pentru', '&page=5');
    expect(past.json()).toEqual({ data: [], meta: { page: 5, pageSize: 12, total: 4, totalPages: 1 } });
  });

  it('keeps its total true through every change of the catalogue (totals are reused only until a casting changes)', async () => {
    const own = { location: 'Arad', shortDescription: 'Baloane', description: 'Zbor deasupra orașului.' };
    const total = async () => {
      // One result per page: the total has to be counted, not read off a short first page.
      const response = await search('zepelin', '&pageSize=1');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().meta.total as number;
    };
    const first = await createCasting(t.app, staffToken, { ...own, title: 'Zepelin de epocă' });
    const second = await createCasting(t.app, staffToken, { ...own, title: 'Zepelin pentru un clip' });
    expect(await total()).toBe(2);
    expect(await total()).toBe(2);
    await createCasting(t.app, staffToken, { ...own, title: 'Zepelin la festival' });
    expect(await total()).toBe(3);
    const patch = (id: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/castings/${id}`, headers: bearer(staffToken), payload });
    expect((await patch(first.id, { status: 'SUSPENDED' })).statusCode).toBe(200);
    expect(await total()).toBe(2);
    expect((await patch(second.id, { title: 'Balon cu aer cald' })).statusCode).toBe(200);
    expect(await total()).toBe(1);
    expect((await patch(first.id, { status: 'PUBLISHED' })).statusCode).toBe(200);
    expect(await total()).toBe(2);
    const past = await search('zepelin', '&pageSize=1&page=9');
    expect(past.json().meta).toEqual({ page: 9, pageSize: 1, total: 2, totalPages: 2 });
  });

  it.each([
    '"',
    '*',
    ':',
    '&',
    '(',
    "'",
    '")',
    'bucur"*',
    'a:* & b',
    "o'neil",
    '!(x | y)',
    'NEAR(a b)',
    'title:figuranti',
    '-figuranti',
    '^bucur',
    '\\',
    '%_',
    '🎬',
    'x'.repeat(100),
  ])('never fails on query syntax in %j', async (q) => {
    const response = await search(q);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meta.page).toBe(1);
  });

  it("shows each result with the caller's own applications only", async () => {
    const dance = ((await search('dansatori')).json().data as Casting[])[0]!;
    const applicant = await register(t.app);
    const talentProfileId = await ownProfileId(t.app, applicant.tokens.accessToken);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(applicant.tokens.accessToken),
      payload: { castingId: dance.id, talentProfileId },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const asApplicant = await t.app.inject({
      url: '/api/castings/search?q=pentru',
      headers: bearer(applicant.tokens.accessToken),
    });
    const results = asApplicant.json().data as Casting[];
    expect(results.find((casting) => casting.id === dance.id)?.applications).toEqual([
      { id: applied.json().data.id, talentProfileId, status: 'PENDING' },
    ]);
    expect(
      results.filter((casting) => casting.id !== dance.id).every((c) => c.applications.length === 0),
    ).toBe(true);
    // Another talent sees the same casting without anyone's application.
    const asOther = ((await search('dansatori')).json().data as Casting[])[0]!;
    expect(asOther.applications).toEqual([]);
  });

  it('treats syntax characters around words as separators', async () => {
    expect(await found('"bucuresti"')).toEqual([titles.vlad]);
    expect(await found('bucur* & (vlad)')).toEqual([titles.vlad]);
    expect(await found('title:figuranti')).toEqual([]);
  });

  it.each([
    ['', CASTING_MESSAGES.searchRequired],
    ['   ', CASTING_MESSAGES.searchRequired],
    ['x'.repeat(101), CASTING_MESSAGES.textTooLong],
  ])('refuses q=%j with 400', async (q, message) => {
    const response = await search(q);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toMatchObject({ message, fields: { q: message } });
  });

  it('needs q and a talent', async () => {
    const missing = await t.app.inject({ url: '/api/castings/search', headers: bearer(token) });
    expect(missing.statusCode).toBe(400);
    const staff = await t.app.inject({ url: '/api/castings/search?q=vlad', headers: bearer(staffToken) });
    expect(staff.statusCode).toBe(403);
  });
});

// Search pages are kept by catalogue version like the list's (decisions 0013 and 0021): every answer
// checks the version in the database, so a change made through any instance shows at once.
describe('GET /api/castings/search, kept by catalogue version', () => {
  // Texts of their own, so that no other test's words match them.
  const own = { location: 'Arad', shortDescription: 'Trupă de stradă', description: 'Numere cu mingi.' };
  const patch = (app: FastifyInstance, id: string, payload: object) =>
    app.inject({ method: 'PATCH', url: `/api/castings/${id}`, headers: bearer(staffToken), payload });

  it('answers a kept page byte for byte, with an ETag, and 304 to it while nothing changed', async () => {
    for (const title of ['Saltimbanci I', 'Saltimbanci II', 'Saltimbanci III']) {
      await createCasting(t.app, staffToken, { ...own, title });
    }
    // Two per page of three matches: the total is counted, not read off a short first page.
    const fresh = await search('saltimbanci', '&pageSize=2');
    expect(fresh.statusCode, fresh.body).toBe(200);
    const kept = await search('SALTIMBANCI', '&pageSize=2');
    expect(kept.body).toBe(fresh.body);
    expect(pageOf(castingSchema).safeParse(kept.json()).success).toBe(true);
    expect(kept.json().meta).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');

    const etag = kept.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(kept.headers['cache-control']).toBe('private, no-cache');
    expect(kept.headers.vary).toMatch(/authorization/i);
    const again = await search('saltimbanci', '&pageSize=2', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another page, or the same page for another caller, is another answer.
    expect((await search('saltimbanci', '&pageSize=2&page=2', { 'if-none-match': etag })).statusCode).toBe(
      200,
    );
    const other = (await register(t.app)).tokens.accessToken;
    expect((await search('saltimbanci', '&pageSize=2', { 'if-none-match': etag }, other)).statusCode).toBe(
      200,
    );
  });

  it('shows a casting published, edited or closed through another instance at once', async () => {
    const ids = async (extra = '') => {
      const response = await search('saltimbanci', extra);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { data: Casting[]; meta: { total: number } };
      return {
        ids: body.data.map((casting) => casting.id),
        total: body.meta.total,
        etag: response.headers.etag,
      };
    };
    const before = await ids('&pageSize=2');
    expect((await ids('&pageSize=2')).etag).toBe(before.etag);
    const created = await createCasting(writer, staffToken, { ...own, title: 'Saltimbanci IV' });
    const afterCreate = await ids('&pageSize=2');
    expect(afterCreate.ids).toEqual([created.id, before.ids[0]]);
    expect(afterCreate.total).toBe(before.total + 1);

    expect((await patch(writer, created.id, { title: 'Saltimbanci pe catalige' })).statusCode).toBe(200);
    const edited = (await search('catalige')).json().data as Casting[];
    expect(edited.map((casting) => casting.id)).toEqual([created.id]);
    expect(((await search('saltimbanci', '&pageSize=2')).json().data as Casting[])[0]?.title).toBe(
      'Saltimbanci pe catalige',
    );

    expect((await patch(writer, created.id, { status: 'CLOSED' })).statusCode).toBe(200);
    const afterClose = await ids('&pageSize=2');
    expect(afterClose.ids).toEqual(before.ids);
    expect(afterClose.total).toBe(before.total);
    expect(afterClose.etag).not.toBe(before.etag);
    expect((await search('catalige')).json().data).toEqual([]);
  });

  it("adds the caller's own applications to a kept page at once, and no one else's", async () => {
    const [first] = (await search('saltimbanci')).json().data as Casting[];
    const applicant = await register(t.app);
    const applicantToken = applicant.tokens.accessToken;
    const talentProfileId = await ownProfileId(t.app, applicantToken);
    const before = await search('saltimbanci', '', {}, applicantToken);
    const applied = await writer.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(applicantToken),
      payload: { castingId: first!.id, talentProfileId },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const after = await search(
      'saltimbanci',
      '',
      { 'if-none-match': before.headers.etag as string },
      applicantToken,
    );
    expect(after.statusCode).toBe(200);
    expect((after.json().data as Casting[])[0]?.applications).toEqual([
      { id: applied.json().data.id, talentProfileId, status: 'PENDING' },
    ]);
    const others = (await search('saltimbanci')).json().data as Casting[];
    expect(others.every((casting) => casting.applications.length === 0)).toBe(true);
  });
});

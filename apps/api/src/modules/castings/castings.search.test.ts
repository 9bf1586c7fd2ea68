import type { Casting } from '@talent/contract/castings';
import { CASTING_MESSAGES } from '@talent/contract/castings';
import { beforeAll, describe, expect, it } from 'vitest';
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
});

const search = (q: string, extra = '') =>
  t.app.inject({ url: `/api/castings/search?q=${encodeURIComponent(q)}${extra}`, headers: bearer(token) });

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

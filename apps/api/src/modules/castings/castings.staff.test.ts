import { APPLICATION_MESSAGES } from '@talent/contract/applications';
import type { Casting } from '@talent/contract/castings';
import { ONLY_STAFF_MESSAGE } from '@talent/contract/staff';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { castingTeam } from '../../test/application-helpers';
import {
  bearer,
  buildTestApp,
  castingPayload,
  createCasting,
  createStaff,
  errorBody,
  patchCasting,
  talentAccount,
} from '../../test/test-app';

const t = buildTestApp();
const { client, otherClient, admin } = castingTeam(t);
const talent = talentAccount(t);

const create = (accessToken: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/castings',
    headers: bearer(accessToken),
    payload: payload as object,
  });
const patch = (accessToken: string, id: string, payload: unknown) =>
  patchCasting(t.app, accessToken, id, payload as object);
const talentView = (slug: string) =>
  t.app.inject({ url: `/api/castings/slug/${slug}`, headers: bearer(talent.tokens.accessToken) });
const publishedAt = async (id: string) =>
  (
    await t.app.db
      .selectFrom('castings')
      .select('published_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).published_at;

describe('POST /api/castings', () => {
  it('creates a casting owned by the caller, 201 with the Casting DTO', async () => {
    const response = await create(
      client.tokens.accessToken,
      castingPayload({ title: 'Figuranți pentru „Ștefan cel Mare” — Iași' }),
    );
    expect(response.statusCode).toBe(201);
    const casting = response.json().data as Casting;
    expect(casting).toMatchObject({
      slug: 'figuranti-pentru-stefan-cel-mare-iasi',
      title: 'Figuranți pentru „Ștefan cel Mare” — Iași',
      status: 'PUBLISHED',
      remuneration: { amount: 300, currency: 'RON', type: 'per_day' },
      ageRanges: [{ min: 18, max: 40 }],
      applications: [],
    });
    const row = await t.app.db
      .selectFrom('castings')
      .selectAll()
      .where('id', '=', casting.id)
      .executeTakeFirstOrThrow();
    expect(row.owner_user_id).toBe(client.user.id);
    expect(row.published_at).not.toBeNull();
    expect(row.search_text).toContain('figuranti pentru „stefan cel mare” — iasi');
  });

  it('gives every casting a unique slug from its title: -2, -3… on collision', async () => {
    const title = 'Modele pentru gală — Sibiu';
    const slugs = [];
    for (let i = 0; i < 3; i += 1)
      slugs.push((await createCasting(t.app, admin.tokens.accessToken, { title })).slug);
    expect(slugs).toEqual([
      'modele-pentru-gala-sibiu',
      'modele-pentru-gala-sibiu-2',
      'modele-pentru-gala-sibiu-3',
    ]);
    // Only punctuation differs: the same slug base.
    expect(
      (await createCasting(t.app, client.tokens.accessToken, { title: 'Modele pentru Gală, Sibiu!' })).slug,
    ).toBe('modele-pentru-gala-sibiu-4');
  });

  it('creates drafts by default, invisible to talents', async () => {
    const { status, ...payload } = castingPayload({ title: 'Ciornă' });
    const response = await create(client.tokens.accessToken, payload);
    expect(response.json().data.status).toBe('DRAFT');
    expect((await talentView(response.json().data.slug)).statusCode).toBe(404);
    expect(await publishedAt(response.json().data.id)).toBeNull();
  });

  it('validates with the contract schema', async () => {
    const unknown = await create(client.tokens.accessToken, { ...castingPayload(), ownerUserId: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(errorBody(unknown).fields).toHaveProperty('ownerUserId');
    const noTitle = await create(client.tokens.accessToken, castingPayload({ title: '  ' }));
    expect(errorBody(noTitle)).toMatchObject({
      message: 'Title is required',
      fields: { title: 'Title is required' },
    });
    const closed = await create(client.tokens.accessToken, castingPayload({ status: 'CLOSED' }));
    expect(closed.statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const response = await create(talent.tokens.accessToken, castingPayload());
    expect(response.statusCode).toBe(403);
    expect(errorBody(response)).toEqual({ statusCode: 403, code: 'ONLY_STAFF', message: ONLY_STAFF_MESSAGE });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/castings', payload: castingPayload() })).statusCode,
    ).toBe(401);
  });
});

describe('PATCH /api/castings/{id}', () => {
  it('lets a CLIENT change their own casting; another CLIENT gets 404; an ADMIN any', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Al meu' });
    const own = await patch(client.tokens.accessToken, casting.id, { duration: '3 zile' });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.duration).toBe('3 zile');

    const foreign = await patch(otherClient.tokens.accessToken, casting.id, { duration: '1 zi' });
    expect(foreign.statusCode).toBe(404);
    expect(errorBody(foreign)).toMatchObject({
      code: 'CASTING_NOT_FOUND',
      message: APPLICATION_MESSAGES.castingNotFound,
    });

    const byAdmin = await patch(admin.tokens.accessToken, casting.id, { duration: '5 zile' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.duration).toBe('5 zile');
    expect(
      (await patch(admin.tokens.accessToken, '00000000-0000-0000-0000-000000000000', {})).statusCode,
    ).toBe(404);
  });

  it('changes only the fields sent; a new title keeps the slug, and search follows the new text', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, {
      title: 'Titlu vechi cu zmeu',
      ageRanges: [
        { min: 6, max: 10 },
        { min: 30, max: 40 },
      ],
      gender: 'FEMALE',
    });
    const response = await patch(client.tokens.accessToken, casting.id, { title: 'Titlu nou cu balaur' });
    expect(response.statusCode).toBe(200);
    const changed = response.json().data as Casting;
    expect(changed).toMatchObject({
      slug: casting.slug,
      title: 'Titlu nou cu balaur',
      ageRanges: [
        { min: 6, max: 10 },
        { min: 30, max: 40 },
      ],
      gender: 'FEMALE',
      remuneration: casting.remuneration,
    });
    expect(changed.updatedAt > casting.updatedAt).toBe(true);
    expect((await talentView(casting.slug)).json().data.title).toBe('Titlu nou cu balaur');
    const search = async (q: string) =>
      (
        await t.app.inject({ url: `/api/castings/search?q=${q}`, headers: bearer(talent.tokens.accessToken) })
      ).json().meta.total;
    expect(await search('balaur')).toBe(1);
    expect(await search('zmeu')).toBe(0);

    const cleared = await patch(client.tokens.accessToken, casting.id, {
      remuneration: null,
      gender: null,
      ageRanges: [],
    });
    expect(cleared.json().data).toMatchObject({ remuneration: null, gender: null, ageRanges: [] });
    const unknown = await patch(client.tokens.accessToken, casting.id, { slug: 'alt-slug' });
    expect(unknown.statusCode).toBe(400);
  });

  it('moves the status along the allowed transitions only', async () => {
    const draft = await createCasting(t.app, client.tokens.accessToken, {
      title: 'De publicat',
      status: 'DRAFT',
    });
    expect(await publishedAt(draft.id)).toBeNull();
    const published = await patch(client.tokens.accessToken, draft.id, { status: 'PUBLISHED' });
    expect(published.json().data.status).toBe('PUBLISHED');
    const firstPublished = await publishedAt(draft.id);
    expect(firstPublished).not.toBeNull();
    expect((await talentView(draft.slug)).statusCode).toBe(200);

    const back = await patch(client.tokens.accessToken, draft.id, { status: 'DRAFT' });
    expect(back.statusCode).toBe(409);
    expect(errorBody(back)).toEqual({
      statusCode: 409,
      code: 'TRANSITION_NOT_ALLOWED',
      message: APPLICATION_MESSAGES.transitionNotAllowed,
      fields: {
        status:
          'PUBLISHED → DRAFT is not allowed: from PUBLISHED it can move to SUSPENDED, CLOSED, CANCELLED',
      },
    });

    // Back from SUSPENDED keeps the first publication date: it does not jump to the top as new.
    // Suspending is the ADMIN's (clients.test.ts).
    expect((await patch(admin.tokens.accessToken, draft.id, { status: 'SUSPENDED' })).statusCode).toBe(200);
    expect((await patch(admin.tokens.accessToken, draft.id, { status: 'PUBLISHED' })).statusCode).toBe(200);
    expect(await publishedAt(draft.id)).toBe(firstPublished);

    // The same status sent along with other changes is no move at all.
    expect(
      (await patch(client.tokens.accessToken, draft.id, { status: 'PUBLISHED', duration: '1 zi' }))
        .statusCode,
    ).toBe(200);
    expect((await patch(admin.tokens.accessToken, draft.id, { status: 'CLOSED' })).statusCode).toBe(200);
    for (const status of ['PUBLISHED', 'SUSPENDED', 'CANCELLED', 'DRAFT']) {
      const final = await patch(admin.tokens.accessToken, draft.id, { status });
      expect(final.statusCode, status).toBe(409);
      expect(errorBody(final).fields?.status).toContain('that status is final');
    }
    expect((await patch(admin.tokens.accessToken, draft.id, { status: 'ARCHIVED' })).statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Nu pentru talente' });
    const response = await patch(talent.tokens.accessToken, casting.id, { title: 'x' });
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('ONLY_STAFF');
  });
});

describe('casting_counts', () => {
  it('stays equal to a real count through inserts, moves, edits and cascading deletes', async () => {
    const compare = async () => {
      const real = await sql<{
        status: string;
        location: string;
        project_type: string;
        total: number | string;
      }>`
        select status, location, project_type, count(*) as total from castings group by status, location, project_type`.execute(
        t.app.db,
      );
      const kept = await t.app.db.selectFrom('casting_counts').selectAll().where('total', '<>', 0).execute();
      const key = (row: { status: string; location: string; project_type: string; total: number | string }) =>
        `${row.status}|${row.location}|${row.project_type}|${Number(row.total)}`;
      expect(kept.map(key).sort()).toEqual(real.rows.map(key).sort());
    };
    const owner = await createStaff(t, 'CLIENT');
    const casting = await createCasting(t.app, owner.tokens.accessToken, {
      title: 'Numărat',
      location: 'Arad',
    });
    await createCasting(t.app, owner.tokens.accessToken, {
      title: 'Numărat 2',
      location: 'Arad',
      status: 'DRAFT',
    });
    await compare();
    await patch(owner.tokens.accessToken, casting.id, { location: 'Oradea', projectType: 'EVENT' });
    await patch(admin.tokens.accessToken, casting.id, { status: 'SUSPENDED' });
    await compare();
    await t.app.db.deleteFrom('users').where('id', '=', owner.user.id).execute();
    await compare();
  });
});

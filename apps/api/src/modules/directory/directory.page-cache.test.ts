// The directory keeps each page of a search by directory version (migration 0025, decision 0024). `t.app`
// searches as the casting director; `writer` is a second app instance on the same database (another API
// process behind the same PostgreSQL, or on the same SQLite file), where the talents make their changes:
// a page kept by `t.app` must never outlive a change made there.
import type { Child } from '@talent/contract/children';
import type { TalentPage } from '@talent/contract/directory';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { castingTeam, signedUpTalent } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import { bearer, buildTestApp } from '../../test/test-app';

const t = buildTestApp();
const { client } = castingTeam(t);
let writer: FastifyInstance;

beforeAll(async () => {
  writer = await buildApp(t.config);
});
afterAll(async () => {
  await writer.close();
});

async function found(query: string): Promise<TalentPage> {
  const response = await t.app.inject({
    url: `/api/studio/talents?${query}`,
    headers: bearer(client.tokens.accessToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TalentPage;
}

const names = (page: TalentPage) => page.data.map((card) => card.firstName);

const asWriter = (method: 'PATCH' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  writer.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('GET /api/studio/talents, kept by directory version', () => {
  it('drops a talent who leaves the directory in another process, and shows her again when she comes back', async () => {
    const talent = await signedUpTalent(t, { firstName: 'Plecata', lastName: 'Cacheanu' });
    const headers = bearer(talent.token);
    expect(await found('q=cacheanu')).toMatchObject({ data: [{ firstName: 'Plecata' }], meta: { total: 1 } });
    expect((await asWriter('PATCH', '/api/profiles/me', headers, { discoverable: false })).statusCode).toBe(
      200,
    );
    expect(await found('q=cacheanu')).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await asWriter('PATCH', '/api/profiles/me', headers, { discoverable: true })).statusCode).toBe(
      200,
    );
    expect(names(await found('q=cacheanu'))).toEqual(['Plecata']);
  });

  it('finds a skill added in another process, and loses a child whose guardian turns guardian mode off there', async () => {
    const talent = await signedUpTalent(t, { firstName: 'Chitarista', lastName: 'Versiunescu' });
    expect((await found('q=versiunescu&skill=chitara')).data).toEqual([]);
    const added = await asWriter('POST', '/api/skills/instrument', bearer(talent.token), {
      instrument: 'Chitară',
      level: 'AMATEUR',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(names(await found('q=versiunescu&skill=chitara'))).toEqual(['Chitarista']);

    const parent = await guardian(t, 'Parinte', { lastName: 'Modescu' });
    const child: Child = await addChild(t, parent.headers, { firstName: 'Modica', lastName: 'Modescu' });
    const listed = await asWriter('PATCH', `/api/children/${child.id}`, parent.headers, {
      discoverable: true,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(names(await found('q=modica'))).toEqual(['Modica']);
    const off = await asWriter('POST', '/api/users/guardian-mode/disable', parent.headers);
    expect(off.statusCode, off.body).toBe(200);
    expect((await found('q=modica')).data).toEqual([]);
  });
});

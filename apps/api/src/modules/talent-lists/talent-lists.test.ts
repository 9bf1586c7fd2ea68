// Talent lists across castings (issue 32 point 4, DESIGN §11): a verified client's own lists, renamed,
// deleted, filled and emptied; nobody else's list is ever visible.
import type { TalentList, TalentListDetail } from '@talent/contract/talent-lists';
import { TALENT_LIST_MESSAGES } from '@talent/contract/talent-lists';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUpClient } from '../../test/actors';
import { castingTeam, signedUpTalent } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import { bearer, buildTestApp, expectError, register } from '../../test/test-app';

const t = buildTestApp();
const { client, otherClient, admin } = castingTeam(t);

const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function newList(token: string, name: string): Promise<TalentList> {
  const response = await call(token, 'POST', '/api/studio/talent-lists', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as TalentList;
}

describe('talent lists', () => {
  it('makes, renames, fills, empties and deletes a list of its owner', async () => {
    const token = client.tokens.accessToken;
    const list = await newList(token, '  Dansatoare blonde, Cluj ');
    expect(list).toMatchObject({ name: 'Dansatoare blonde, Cluj', memberCount: 0 });

    const talent = await signedUpTalent(t, { firstName: 'Ioana', lastName: 'Pop' });
    const put = await call(token, 'PUT', `/api/studio/talent-lists/${list.id}/members/${talent.profileId}`);
    expect(put.statusCode, put.body).toBe(200);
    // Putting her on again changes nothing.
    await call(token, 'PUT', `/api/studio/talent-lists/${list.id}/members/${talent.profileId}`);
    const detail = (await call(token, 'GET', `/api/studio/talent-lists/${list.id}`)).json()
      .data as TalentListDetail;
    expect(detail.memberCount).toBe(1);
    expect(detail.members).toEqual([
      expect.objectContaining({
        profileId: talent.profileId,
        firstName: 'Ioana',
        lastName: 'Pop',
        isMinor: false,
      }),
    ]);
    expect(JSON.stringify(detail)).not.toContain(talent.email);

    const renamed = await call(token, 'PATCH', `/api/studio/talent-lists/${list.id}`, { name: 'Dansatoare' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: list.id, name: 'Dansatoare', memberCount: 1 });

    const lists = (await call(token, 'GET', '/api/studio/talent-lists')).json().data as TalentList[];
    expect(lists.map((item) => item.name)).toContain('Dansatoare');

    const removed = await call(
      token,
      'DELETE',
      `/api/studio/talent-lists/${list.id}/members/${talent.profileId}`,
    );
    expect(removed.statusCode).toBe(204);
    expectError(
      await call(token, 'DELETE', `/api/studio/talent-lists/${list.id}/members/${talent.profileId}`),
      404,
      'PROFILE_NOT_FOUND',
      TALENT_LIST_MESSAGES.profileNotFound,
    );
    expect((await call(token, 'DELETE', `/api/studio/talent-lists/${list.id}`)).statusCode).toBe(204);
    expect((await call(token, 'GET', `/api/studio/talent-lists/${list.id}`)).statusCode).toBe(404);
  });

  it('shows a child by first name only and without a photo', async () => {
    const parent = await guardian(t);
    const child = await addChild(t, parent.headers, { firstName: 'Mara', lastName: 'Ionescu' });
    const list = await newList(client.tokens.accessToken, 'Copii');
    const put = await call(
      client.tokens.accessToken,
      'PUT',
      `/api/studio/talent-lists/${list.id}/members/${child.talentProfileId}`,
    );
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json().data as TalentListDetail).members).toEqual([
      expect.objectContaining({ firstName: 'Mara', lastName: null, isMinor: true, photoUrl: null }),
    ]);
    expect(put.body).not.toContain('Ionescu');
  });

  it("answers 404 for another's list, as for one that does not exist, and changes nothing", async () => {
    const list = await newList(client.tokens.accessToken, 'Doar a mea');
    const talent = await signedUpTalent(t);
    for (const token of [otherClient.tokens.accessToken, admin.tokens.accessToken]) {
      for (const [method, url, payload] of [
        ['GET', `/api/studio/talent-lists/${list.id}`],
        ['PATCH', `/api/studio/talent-lists/${list.id}`, { name: 'Furată' }],
        ['DELETE', `/api/studio/talent-lists/${list.id}`],
        ['PUT', `/api/studio/talent-lists/${list.id}/members/${talent.profileId}`],
        ['DELETE', `/api/studio/talent-lists/${list.id}/members/${talent.profileId}`],
      ] as const) {
        expectError(
          await call(token, method, url, payload),
          404,
          'TALENT_LIST_NOT_FOUND',
          TALENT_LIST_MESSAGES.notFound,
        );
      }
      const theirs = (await call(token, 'GET', '/api/studio/talent-lists')).json().data as TalentList[];
      expect(theirs.map((item) => item.id)).not.toContain(list.id);
    }
    const mine = (await call(client.tokens.accessToken, 'GET', `/api/studio/talent-lists/${list.id}`)).json();
    expect(mine.data).toMatchObject({ name: 'Doar a mea', memberCount: 0 });
  });

  it('refuses bad input with a message', async () => {
    const token = client.tokens.accessToken;
    expectError(
      await call(token, 'POST', '/api/studio/talent-lists', { name: '   ' }),
      400,
      'VALIDATION_ERROR',
      TALENT_LIST_MESSAGES.nameRequired,
      { name: TALENT_LIST_MESSAGES.nameRequired },
    );
    const tooLong = await call(token, 'POST', '/api/studio/talent-lists', { name: 'x'.repeat(81) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(TALENT_LIST_MESSAGES.nameTooLong);
    await newList(token, 'Aceeași');
    expectError(
      await call(token, 'POST', '/api/studio/talent-lists', { name: 'Aceeași' }),
      400,
      'VALIDATION_ERROR',
      TALENT_LIST_MESSAGES.duplicateName,
      { name: TALENT_LIST_MESSAGES.duplicateName },
    );
    const list = await newList(token, 'Pentru profil inexistent');
    expectError(
      await call(token, 'PUT', `/api/studio/talent-lists/${list.id}/members/nu-exista`),
      404,
      'PROFILE_NOT_FOUND',
      TALENT_LIST_MESSAGES.profileNotFound,
    );
  });

  it('is for verified clients and admins: 403 to talents and unverified clients, 401 signed out', async () => {
    const talent = await register(t.app);
    const { accessToken: unverified } = await signUpClient(t);
    expect((await call(talent.tokens.accessToken, 'GET', '/api/studio/talent-lists')).statusCode).toBe(403);
    const refused = await call(unverified, 'POST', '/api/studio/talent-lists', { name: 'Nu încă' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CLIENT_NOT_VERIFIED');
    expect((await t.app.inject({ url: '/api/studio/talent-lists' })).statusCode).toBe(401);
    expect((await call(admin.tokens.accessToken, 'GET', '/api/studio/talent-lists')).statusCode).toBe(200);
  });
});

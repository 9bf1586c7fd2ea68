// The studio's review of applicants (issue 20 points 4–6, DESIGN §7): the list with its filters and
// sort, one applicant whole (PENDING → REVIEWED on opening), bulk moves, the private note, the CSV,
// and a child's application shown with the guardian as contact and never the child's surname.
import type { Application } from '@talent/contract/applications';
import { APPLICATION_MESSAGES } from '@talent/contract/applications';
import type { Applicant, ApplicantDetail } from '@talent/contract/studio';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyTo, castingTeam, signedUpTalent } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import { bearer, buildTestApp, createCasting, dateYearsAgo, errorBody } from '../../test/test-app';

const t = buildTestApp();
const { client, otherClient, admin } = castingTeam(t);

interface Applied {
  token: string;
  profileId: string;
  applicationId: string;
  email: string;
}

let castingId: string;
const people: Record<string, Applied> = {};
let childApplicationId: string;
let guardianEmail: string;

async function talentApplying(
  key: string,
  born: string,
  profile: {
    firstName: string;
    lastName: string;
    gender: 'MALE' | 'FEMALE';
    city: string;
    height: number;
    categories: string[];
  },
) {
  const talent = await signedUpTalent(t, {
    firstName: profile.firstName,
    lastName: profile.lastName,
    gender: profile.gender,
    birthDate: born,
  });
  await t.app.db
    .updateTable('talent_profiles')
    .set({
      residence_city: profile.city,
      height: profile.height,
      categories: JSON.stringify(profile.categories),
    })
    .where('id', '=', talent.profileId)
    .execute();
  const message = `Mesajul lui ${profile.firstName}`;
  const applicationId = await applyTo(t, talent.headers, castingId, talent.profileId, message);
  people[key] = { token: talent.token, profileId: talent.profileId, applicationId, email: talent.email };
}

beforeAll(async () => {
  castingId = (await createCasting(t.app, client.tokens.accessToken, { title: 'Casting cu aplicanți' })).id;
  await talentApplying('ana', dateYearsAgo(25), {
    firstName: 'Ana',
    lastName: 'Zamfir',
    gender: 'FEMALE',
    city: 'Cluj-Napoca',
    height: 168,
    categories: ['ACTOR', 'MODEL'],
  });
  await talentApplying('bogdan', dateYearsAgo(40), {
    firstName: 'Ciprian',
    lastName: 'Țărălungă',
    gender: 'MALE',
    city: 'Bucuresti',
    height: 182,
    categories: ['EXTRA'],
  });
  await talentApplying('cora', dateYearsAgo(31), {
    firstName: 'Călina',
    lastName: 'Munteanu',
    gender: 'FEMALE',
    city: 'Bucuresti',
    height: 175,
    categories: ['DANCER', 'ACTOR'],
  });
  const parent = await guardian(t, 'Gabriela');
  const me = await t.app.inject({ url: '/api/auth/me', headers: parent.headers });
  guardianEmail = me.json().data.email;
  const child = await addChild(t, parent.headers, {
    firstName: 'Luca',
    lastName: 'Secretescu',
    dateOfBirth: dateYearsAgo(9),
  });
  childApplicationId = await applyTo(t, parent.headers, castingId, child.talentProfileId);
}, 60_000);

const get = (url: string, token = client.tokens.accessToken) => t.app.inject({ url, headers: bearer(token) });
const list = async (query = '', token = client.tokens.accessToken) => {
  const response = await get(`/api/studio/castings/${castingId}/applications${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Applicant[]; meta: { total: number; counts: Record<string, number> } };
};
const names = (page: { data: Applicant[] }) => page.data.map((item) => item.talent.firstName);

describe('GET /api/studio/castings/{id}/applications', () => {
  it('lists every applicant newest first, with what the grid shows and the counts per status', async () => {
    const page = await list();
    expect(names(page)).toEqual(['Luca', 'Călina', 'Ciprian', 'Ana']);
    expect(page.meta.total).toBe(4);
    expect(page.data.find((item) => item.talent.firstName === 'Ana')).toMatchObject({
      status: 'PENDING',
      isMinor: false,
      guardian: null,
      talent: {
        profileId: people.ana!.profileId,
        lastName: 'Zamfir',
        age: 25,
        gender: 'FEMALE',
        city: 'Cluj-Napoca',
        heightCm: 168,
        categories: ['ACTOR', 'MODEL'],
      },
    });
  });

  it('shows a child by first name and age, with the guardian as contact, never the surname or birth date', async () => {
    const page = await list();
    const child = page.data.find((item) => item.id === childApplicationId)!;
    expect(child).toMatchObject({
      isMinor: true,
      talent: { firstName: 'Luca', lastName: null, age: 9 },
      guardian: { email: guardianEmail, phone: '+40721234567' },
    });
    expect(child.guardian?.name).toContain('Gabriela');
    const raw = (await get(`/api/studio/castings/${castingId}/applications`)).body;
    expect(raw).not.toContain('Secretescu');
    expect(raw).not.toContain(dateYearsAgo(9));
  });

  it('filters by gender, age, height, city, category and name, and sorts by name and age', async () => {
    expect(names(await list('?gender=FEMALE&sort=name&order=asc'))).toEqual(['Ana', 'Călina']);
    expect(names(await list('?ageMin=25&ageMax=31&sort=age&order=asc'))).toEqual(['Ana', 'Călina']);
    expect(names(await list('?heightMin=170&heightMax=180'))).toEqual(['Călina']);
    expect(names(await list('?city=Bucuresti&sort=name&order=desc'))).toEqual(['Ciprian', 'Călina']);
    expect(names(await list('?category=ACTOR&sort=appliedAt&order=asc'))).toEqual(['Ana', 'Călina']);
    // Typed without diacritics, with them, in capitals, or with the old cedilla letters: the same talent.
    for (const q of ['taralunga', 'Țărălungă', 'ȚĂRĂLUNGĂ', 'ţărălungă', 'RALUNG']) {
      expect(names(await list(`?q=${encodeURIComponent(q)}`)), q).toEqual(['Ciprian']);
    }
    expect(names(await list('?q=ciprian%20taralunga'))).toEqual(['Ciprian']);
    // A child is found by first name, never by the surname the studio does not show.
    expect(names(await list('?q=luca'))).toEqual(['Luca']);
    expect(names(await list('?q=secretescu'))).toEqual([]);
    expect(names(await list('?sort=age&order=desc'))).toEqual(['Ciprian', 'Călina', 'Ana', 'Luca']);
    // A Romanian list: Călina before Ciprian (compared as bytes, ă would come after every plain letter).
    expect(names(await list('?sort=name&order=asc'))).toEqual(['Ana', 'Călina', 'Ciprian', 'Luca']);
    const paged = await list('?pageSize=2&page=2&sort=name&order=asc');
    expect(names(paged)).toEqual(['Ciprian', 'Luca']);
    expect(paged.meta.total).toBe(4);
  });

  it('refuses bad filters with 400, another client with 404, talents with 403', async () => {
    const bad = await get(`/api/studio/castings/${castingId}/applications?ageMin=40&ageMax=20`);
    expect(bad.statusCode).toBe(400);
    expect((await get(`/api/studio/castings/${castingId}/applications?sort=payment`)).statusCode).toBe(400);
    expect(
      (await get(`/api/studio/castings/${castingId}/applications`, otherClient.tokens.accessToken))
        .statusCode,
    ).toBe(404);
    expect((await get(`/api/studio/castings/${castingId}/applications`, people.ana!.token)).statusCode).toBe(
      403,
    );
    expect(
      (await get(`/api/studio/castings/${castingId}/applications`, admin.tokens.accessToken)).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/studio/applications/{id}', () => {
  it('shows the applicant whole and moves PENDING to REVIEWED, which the talent sees', async () => {
    const response = await get(`/api/studio/applications/${people.cora!.applicationId}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data as ApplicantDetail;
    expect(detail).toMatchObject({
      status: 'REVIEWED',
      message: 'Mesajul lui Călina',
      isMinor: false,
      note: null,
      guardian: null,
      talent: { firstName: 'Călina', lastName: 'Munteanu', age: 31, height: 175, residenceCity: 'Bucuresti' },
      photos: [],
      videos: [],
    });
    expect(detail.statusHistory.map((change) => [change.status, change.changedBy])).toEqual([
      ['PENDING', null],
      ['REVIEWED', 'Casting Director'],
    ]);
    const seen = await get(`/api/applications/${people.cora!.applicationId}`, people.cora!.token);
    expect((seen.json().data as Application).status).toBe('REVIEWED');
    // Opening it again moves nothing.
    const again = (await get(`/api/studio/applications/${people.cora!.applicationId}`)).json()
      .data as ApplicantDetail;
    expect(again.statusHistory).toHaveLength(2);
  });

  it("never shows a child's surname or birth date", async () => {
    const response = await get(`/api/studio/applications/${childApplicationId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      isMinor: true,
      talent: { firstName: 'Luca', lastName: null, age: 9 },
    });
    expect(response.body).not.toContain('Secretescu');
    expect(response.body).not.toContain('dateOfBirth');
  });

  it('is 404 for another client, and moves nothing then', async () => {
    const response = await get(
      `/api/studio/applications/${people.bogdan!.applicationId}`,
      otherClient.tokens.accessToken,
    );
    expect(response.statusCode).toBe(404);
    expect(errorBody(response).message).toBe(APPLICATION_MESSAGES.notFound);
    const seen = await get(`/api/applications/${people.bogdan!.applicationId}`, people.bogdan!.token);
    expect(seen.json().data.status).toBe('PENDING');
  });
});

describe('POST /api/studio/applications/bulk-status', () => {
  const bulk = (payload: object, token = client.tokens.accessToken) =>
    t.app.inject({
      method: 'POST',
      url: '/api/studio/applications/bulk-status',
      headers: bearer(token),
      payload,
    });

  it('moves them all with one message, and says why for one that cannot move', async () => {
    const response = await bulk({
      ids: [people.ana!.applicationId, people.bogdan!.applicationId],
      status: 'SHORTLISTED',
      message: 'Felicitări, ați intrat pe lista scurtă.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      moved: [people.ana!.applicationId, people.bogdan!.applicationId],
      refused: [],
    });
    const seen = await get(`/api/applications/${people.ana!.applicationId}`, people.ana!.token);
    expect((seen.json().data as Application).statusHistory.at(-1)).toMatchObject({
      status: 'SHORTLISTED',
      message: 'Felicitări, ați intrat pe lista scurtă.',
    });
    const mixed = await bulk({
      ids: [people.ana!.applicationId, people.cora!.applicationId],
      status: 'SHORTLISTED',
    });
    expect(mixed.json().data.moved).toEqual([people.cora!.applicationId]);
    expect(mixed.json().data.refused).toEqual([
      {
        id: people.ana!.applicationId,
        message: expect.stringContaining('SHORTLISTED → SHORTLISTED is not allowed'),
      },
    ]);
  });

  it("moves nothing when one id is unknown or another client's", async () => {
    for (const ids of [[childApplicationId, 'no-such-application'], [childApplicationId]]) {
      const token = ids.length === 1 ? otherClient.tokens.accessToken : client.tokens.accessToken;
      const response = await bulk({ ids, status: 'REJECTED' }, token);
      expect(response.statusCode).toBe(404);
      expect(errorBody(response).message).toBe(APPLICATION_MESSAGES.notFound);
    }
    expect((await list('?status=REJECTED')).meta.total).toBe(0);
    expect((await bulk({ ids: [], status: 'REJECTED' })).statusCode).toBe(400);
  });
});

describe('PUT /api/studio/applications/{id}/note', () => {
  it('keeps a private note the talent never sees; empty removes it', async () => {
    const put = (text: string, token = client.tokens.accessToken) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/studio/applications/${people.bogdan!.applicationId}/note`,
        headers: bearer(token),
        payload: { text },
      });
    expect((await put('Bun pentru rolul de polițist')).json().data).toEqual({
      note: 'Bun pentru rolul de polițist',
    });
    const detail = (await get(`/api/studio/applications/${people.bogdan!.applicationId}`)).json().data;
    expect(detail.note).toBe('Bun pentru rolul de polițist');
    const seen = await get(`/api/applications/${people.bogdan!.applicationId}`, people.bogdan!.token);
    expect(seen.body).not.toContain('polițist');
    expect((await put('x', otherClient.tokens.accessToken)).statusCode).toBe(404);
    expect((await put('y'.repeat(5001))).statusCode).toBe(400);
    expect((await put('')).json().data).toEqual({ note: null });
  });
});

describe('GET /api/studio/castings/{id}/applications.csv', () => {
  it('exports the filtered list for Excel: BOM, semicolons in Romanian, the guardian for a child', async () => {
    const response = await get(`/api/studio/castings/${castingId}/applications.csv?sort=name&order=asc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=".+-aplicanti-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Prenume";"Nume";"Vârstă";"Gen";"Oraș";"Înălțime (cm)";"Categorii";"Status";"Data aplicării";"Minor";"Contact";"E-mail contact";"Telefon contact"',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(
      '"Ana";"Zamfir";"25";"Feminin";"Cluj-Napoca";"168";"Actor, Model";"Pe lista scurtă"',
    );
    expect(lines[1]).toContain(`"${people.ana!.email}";"'+40721234567"`);
    const child = lines.find((line) => line.startsWith('"Luca"'))!;
    expect(child).toContain('"Luca";"";"9"');
    expect(child).toContain(`"Da";"Gabriela`);
    expect(child).toContain(guardianEmail);
    expect(raw.toString('utf8')).not.toContain('Secretescu');
  });

  it('follows the filters, speaks English with commas on request, and is 404 for another client', async () => {
    const response = await get(`/api/studio/castings/${castingId}/applications.csv?city=Bucuresti&lang=en`);
    const lines = response.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]!.startsWith('"First name","Last name","Age"')).toBe(true);
    expect(lines).toHaveLength(3);
    // People's words in the sheet, never the API's enum names.
    const rows = lines.slice(1).join('\n');
    expect(rows).toMatch(/"(Male|Female)"/);
    expect(rows).toMatch(/"(Pending|Reviewed|Shortlisted|Accepted|Rejected)"/);
    expect(rows).not.toMatch(/"(MALE|FEMALE|PENDING|REVIEWED|SHORTLISTED|ACCEPTED|REJECTED|ACTOR[^"]*)"/);
    expect(
      (await get(`/api/studio/castings/${castingId}/applications.csv`, otherClient.tokens.accessToken))
        .statusCode,
    ).toBe(404);
  });
});

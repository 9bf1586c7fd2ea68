// The studio's talent directory (issue 32 points 1–3, DESIGN §11): who is listed (adults unless they
// turn it off, children only when their guardian turns it on, a minor's own account never), the
// search's filters, sorts and pages, a talent's profile without contact details, and the views the
// talent sees.
import type { Child } from '@talent/contract/children';
import type { DirectoryProfile, ProfileViews, TalentPage } from '@talent/contract/directory';
import type { Photo, Video } from '@talent/contract/media';
import type { TalentProfile } from '@talent/contract/profile';
import { describe, expect, it } from 'vitest';
import { photoPart, videoPart } from '../../test/actors';
import { castingTeam, signedUpTalent } from '../../test/application-helpers';
import { addChild, guardian, setGuardianMode } from '../../test/children-helpers';
import { injectUpload, jpegWithGps, mp4 } from '../../test/media-test-files';
import { bearer, buildTestApp, dateYearsAgo, expectError, register } from '../../test/test-app';

const t = buildTestApp();
const { client, admin } = castingTeam(t);
type Headers = Record<string, string>;

const search = (token: string, query: string) =>
  t.app.inject({ url: `/api/studio/talents?${query}`, headers: bearer(token) });

async function found(query: string, token = client.tokens.accessToken): Promise<TalentPage> {
  const response = await search(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TalentPage;
}

const names = (page: TalentPage) => page.data.map((card) => card.firstName).sort();

/** A talent with profile fields set through the API (POST /api/profiles); its headers and profile id. */
async function talentWith(
  registration: Parameters<typeof register>[1],
  profile: Record<string, unknown> = {},
): Promise<{ headers: Headers; profileId: string; email: string }> {
  const talent = await signedUpTalent(t, registration);
  const headers = bearer(talent.token);
  if (Object.keys(profile).length > 0) {
    const response = await t.app.inject({ method: 'POST', url: '/api/profiles', headers, payload: profile });
    expect(response.statusCode, response.body).toBe(200);
  }
  return { headers, profileId: talent.profileId, email: talent.email };
}

const patchOwn = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/profiles/me', headers, payload: payload as object });

async function unverifiedClientToken(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/auth/register',
    payload: {
      email: `directory-${Date.now()}@agentie.ro`,
      password: 'Studio1234!',
      firstName: 'Una',
      lastName: 'Verificata',
      phone: '+40721234567',
      companyName: 'Director SRL',
      companyCode: '14399840',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.accessToken as string;
}

describe('who may search', () => {
  it('answers ADMIN and verified clients; talents and unverified clients 403, anonymous 401', async () => {
    expect((await search(client.tokens.accessToken, '')).statusCode).toBe(200);
    expect((await search(admin.tokens.accessToken, '')).statusCode).toBe(200);
    const talent = await register(t.app);
    const asTalent = await search(talent.tokens.accessToken, '');
    expect(asTalent.statusCode).toBe(403);
    expectError(
      await search(await unverifiedClientToken(), ''),
      403,
      'CLIENT_NOT_VERIFIED',
      'Your company has not been verified yet, so you cannot search, list or invite talents. An administrator will review your account.',
    );
    expect((await t.app.inject({ url: '/api/studio/talents' })).statusCode).toBe(401);
  });
});

describe('who is listed', () => {
  it('lists an adult until they turn it off, and never a minor of 16 with an account of their own', async () => {
    const adult = await talentWith({ firstName: 'Listata', lastName: 'Vizibilescu' });
    const teen = await talentWith({
      firstName: 'Adolescenta',
      lastName: 'Vizibilescu',
      birthDate: dateYearsAgo(16),
    });
    expect(names(await found('q=vizibilescu'))).toEqual(['Listata']);

    // The teen's switch on changes nothing: a minor's own account is never listed.
    expect((await patchOwn(teen.headers, { discoverable: true })).statusCode).toBe(200);
    const off = await patchOwn(adult.headers, { discoverable: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((off.json().data as TalentProfile).discoverable).toBe(false);
    expect((await found('q=vizibilescu')).data).toEqual([]);

    const on = await patchOwn(adult.headers, { discoverable: true });
    expect((on.json().data as TalentProfile).discoverable).toBe(true);
    expect(names(await found('q=vizibilescu'))).toEqual(['Listata']);
  });

  it('lists a child only once its guardian turns it on, first name only, and not while guardian mode is off', async () => {
    const parent = await guardian(t, 'Parinte', { lastName: 'Copilescu' });
    const child: Child = await addChild(t, parent.headers, { firstName: 'Micuta', lastName: 'Copilescu' });
    expect(child.discoverable).toBe(false);
    const byName = 'q=micuta';
    expect((await found(byName)).data).toEqual([]);

    const patch = (payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/children/${child.id}`,
        headers: parent.headers,
        payload: payload as object,
      });
    const turnedOn = await patch({ discoverable: true });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect((turnedOn.json().data as Child).discoverable).toBe(true);
    const page = await found(byName);
    expect(page.data).toEqual([
      expect.objectContaining({
        profileId: child.talentProfileId,
        firstName: 'Micuta',
        lastName: null,
        isMinor: true,
        age: 8,
      }),
    ]);

    // The card's photo is a private file: a link signed for this client, never a public URL (DESIGN §10).
    const base = `/api/profiles/children/${child.id}`;
    const upload = await injectUpload(t.app, parent.headers, `${base}/photos`, [
      photoPart(await jpegWithGps(800, 600)),
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    const displayUrl = (upload.json().data as Photo).displayUrl;
    const chosen = await t.app.inject({
      method: 'POST',
      url: base,
      headers: parent.headers,
      payload: { profilePhotoUrl: displayUrl },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const photoUrl = (await found(byName)).data[0]?.photoUrl ?? '';
    const signed = new URL(photoUrl, 'http://x');
    expect(signed.pathname).toMatch(/^\/api\/media\/private\//);
    expect(signed.searchParams.get('viewer')).toBe(client.user.id);

    await setGuardianMode(t, parent.headers, false);
    expect((await found(byName)).data).toEqual([]);
    await setGuardianMode(t, parent.headers, true);
    expect((await found(byName)).data).toHaveLength(1);

    expectError(
      await patch({ discoverable: 'da' }),
      400,
      'VALIDATION_ERROR',
      'discoverable must be true or false',
      {
        discoverable: 'discoverable must be true or false',
      },
    );
  });

  it('refuses a PATCH of the own profile that is not { discoverable: boolean }', async () => {
    const { headers } = await talentWith({});
    const wrong = await patchOwn(headers, { discoverable: 'no' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ discoverable: 'discoverable must be true or false' });
    const extra = await patchOwn(headers, { discoverable: true, firstName: 'X' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toHaveProperty('firstName');
  });
});

describe('the search', () => {
  it('filters by gender, age, height, city, category, colours, language, skill and video', async () => {
    const tag = 'Filtrescu';
    const common = { lastName: tag };
    const ioana = await talentWith(
      { ...common, firstName: 'Ioana', gender: 'FEMALE', birthDate: dateYearsAgo(24) },
      {
        residenceCity: 'Cluj-Napoca',
        height: 168,
        categories: ['DANCER'],
        eyeColor: 'Căprui',
        hairColor: 'Blondă',
      },
    );
    await talentWith(
      { ...common, firstName: 'Mihai', gender: 'MALE', birthDate: dateYearsAgo(40) },
      { residenceCity: 'Iasi', height: 185, categories: ['ACTOR'], eyeColor: 'Albaștri', canSing: true },
    );
    const skill = (kind: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/skills/${kind}`, headers: ioana.headers, payload });
    expect((await skill('instrument', { instrument: 'Chitară', level: 'AMATEUR' })).statusCode).toBe(201);
    expect((await skill('language', { language: 'Engleză', level: 'ADVANCED' })).statusCode).toBe(201);

    const q = `q=${tag.toLowerCase()}`;
    expect(names(await found(q))).toEqual(['Ioana', 'Mihai']);
    expect(names(await found(`${q}&gender=MALE`))).toEqual(['Mihai']);
    expect(names(await found(`${q}&ageMin=20&ageMax=30`))).toEqual(['Ioana']);
    expect(names(await found(`${q}&heightMin=180`))).toEqual(['Mihai']);
    expect(names(await found(`${q}&city=Cluj-Napoca&category=DANCER`))).toEqual(['Ioana']);
    expect(names(await found(`${q}&eyeColor=albastri`))).toEqual(['Mihai']);
    expect(names(await found(`${q}&hairColor=${encodeURIComponent('BLONDĂ')}`))).toEqual(['Ioana']);
    expect(names(await found(`${q}&language=engleza&languageLevel=INTERMEDIATE`))).toEqual(['Ioana']);
    expect((await found(`${q}&language=engleza&languageLevel=NATIVE`)).data).toEqual([]);
    expect(names(await found(`${q}&skill=chitara`))).toEqual(['Ioana']);
    expect(names(await found(`${q}&skill=SINGING`))).toEqual(['Mihai']);
    expect(names(await found(`${q}&hasVideo=false`))).toEqual(['Ioana', 'Mihai']);
    expect((await found(`${q}&hasVideo=true`)).data).toEqual([]);
    // q reads skills too, without accents.
    expect(names(await found(`q=${encodeURIComponent('chitară')}%20${tag}`))).toEqual(['Ioana']);

    const card = (await found(`${q}&gender=FEMALE`)).data[0];
    expect(card).toEqual({
      profileId: ioana.profileId,
      firstName: 'Ioana',
      lastName: tag,
      age: 24,
      city: 'Cluj-Napoca',
      heightCm: 168,
      categories: ['DANCER'],
      photoUrl: null,
      hasVideo: false,
      isMinor: false,
    });
    expect(JSON.stringify(card)).not.toContain(ioana.email);
  });

  it('finds a talent by the start of a first name, a last name or a skill word, accents or not (decision 0024)', async () => {
    const tag = 'Prefixescu';
    const stefania = await talentWith({ firstName: 'Ștefania', lastName: `Țărănescu ${tag}` });
    await talentWith({ firstName: 'Mariana', lastName: tag });
    const skill = await t.app.inject({
      method: 'POST',
      url: '/api/skills/instrument',
      headers: stefania.headers,
      payload: { instrument: 'Chitară electrică', level: 'AMATEUR' },
    });
    expect(skill.statusCode, skill.body).toBe(201);
    const q = (words: string) => found(`q=${encodeURIComponent(`${words} ${tag}`)}`);

    expect(names(await q('stef'))).toEqual(['Ștefania']);
    expect(names(await q('ȘTEF'))).toEqual(['Ștefania']);
    expect(names(await q('tara'))).toEqual(['Ștefania']);
    expect(names(await q('electr'))).toEqual(['Ștefania']);
    expect(names(await q('chit stef'))).toEqual(['Ștefania']);
    expect(names(await q('mar'))).toEqual(['Mariana']);
    // A word is found by its start, as a director types it: "ana" is not in "Mariana", nor "trica" in "electrică".
    expect((await q('ana')).data).toEqual([]);
    expect((await q('trica')).data).toEqual([]);
    // Every word must start a word of the same profile.
    expect((await q('mar electr')).data).toEqual([]);

    // Without the skill the profile is not found by it any more.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/skills/instrument/${skill.json().data.id}`,
      headers: stefania.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await q('electr')).data).toEqual([]);
  });

  it('finds a renamed talent by the new name and no longer by the old one', async () => {
    const tag = 'Redenumescu';
    const talent = await talentWith({ firstName: 'Veche', lastName: tag });
    expect(names(await found(`q=vech%20${tag}`))).toEqual(['Veche']);
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: talent.headers,
      payload: { firstName: 'Noua' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(names(await found(`q=nou%20${tag}`))).toEqual(['Noua']);
    expect((await found(`q=vech%20${tag}`)).data).toEqual([]);
  });

  it('ranks a profile photo, then a converted video, first; a video counts once converted and until deleted', async () => {
    const tag = 'Rangescu';
    const video = await talentWith({ firstName: 'Video', lastName: tag });
    await talentWith({ firstName: 'Fara', lastName: tag });
    const photo = await talentWith({ firstName: 'Poza', lastName: tag });
    const uploaded = await injectUpload(t.app, photo.headers, '/api/profiles/me/photos', [
      photoPart(await jpegWithGps(800, 600)),
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: photo.headers,
      payload: { profilePhotoUrl: (uploaded.json().data as Photo).displayUrl },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const ranked = async () =>
      (await found(`q=${tag}&sort=relevance`)).data.map((card) => [card.firstName, card.hasVideo]);
    const withVideo = async () => names(await found(`q=${tag}&hasVideo=true`));

    const sent = await injectUpload(t.app, video.headers, '/api/profiles/me/videos', [videoPart(mp4())]);
    expect(sent.statusCode, sent.body).toBe(201);
    // Still converting: not a video a director can play, so neither ranked nor found as one.
    expect((await ranked())[0]).toEqual(['Poza', false]);
    expect(await withVideo()).toEqual([]);

    await t.app.jobs.settled(60_000);
    // Video was made first: only its converted video puts it before Fara.
    expect(await ranked()).toEqual([
      ['Poza', false],
      ['Video', true],
      ['Fara', false],
    ]);
    expect(await withVideo()).toEqual(['Video']);

    const videoId = (sent.json().data as Video).id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profiles/me/videos/${videoId}`,
      headers: video.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await withVideo()).toEqual([]);
    const photoId = (uploaded.json().data as Photo).id;
    const unphoto = await t.app.inject({
      method: 'DELETE',
      url: `/api/profiles/me/photos/${photoId}`,
      headers: photo.headers,
    });
    expect(unphoto.statusCode, unphoto.body).toBe(204);
    // Nothing left to rank by: the most recently updated first (Poza lost its photo last).
    expect((await ranked()).map(([name]) => name)).toEqual(['Poza', 'Fara', 'Video']);
  });

  it('finds a name without its diacritics, sorts by name and pages past the end with the totals', async () => {
    const tag = 'Paginescu';
    for (const firstName of ['Ștefania', 'Ana', 'Țicu'])
      await talentWith({ firstName, lastName: `Săvulescu-${tag}` });
    const byName = await found(`q=savulescu-${tag.toLowerCase()}&sort=name&pageSize=2`);
    expect(byName.data.map((card) => card.firstName)).toEqual(['Ana', 'Ștefania']);
    expect(byName.meta).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    const past = await found(`q=savulescu-${tag.toLowerCase()}&sort=name&pageSize=2&page=9`);
    expect(past).toEqual({ data: [], meta: { page: 9, pageSize: 2, total: 3, totalPages: 2 } });
    expect((await found(`q=${tag}&sort=recent`)).data).toHaveLength(3);
  });

  it('answers a value outside a list, or an unknown parameter, with 400 naming the field', async () => {
    const token = client.tokens.accessToken;
    const cases: Array<[string, string]> = [
      ['city=Paris', 'city'],
      ['gender=OTHER', 'gender'],
      ['category=SINGER', 'category'],
      ['sort=price', 'sort'],
      ['hasVideo=maybe', 'hasVideo'],
      ['languageLevel=FLUENT', 'languageLevel'],
      ['ageMin=abc', 'ageMin'],
      ['ageMin=40&ageMax=20', 'ageMin'],
      ['pageSize=500', 'pageSize'],
      ['colour=blue', 'colour'],
    ];
    for (const [query, field] of cases) {
      const response = await search(token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe(field === 'colour' ? 'UNKNOWN_QUERY_PARAMETER' : 'VALIDATION_ERROR');
      expect(Object.keys(response.json().fields ?? {}), query).toContain(field);
    }
  });
});

describe("a talent's profile in the studio", () => {
  it('shows a listed talent without phone or social links, records a client’s view and tells the talent', async () => {
    const talent = await talentWith(
      { firstName: 'Privita', lastName: 'Vazutescu', phone: '+40722000111' },
      { instagramUrl: 'https://instagram.com/privita', bio: 'Actriță' },
    );
    const open = (token: string, id = talent.profileId) =>
      t.app.inject({ url: `/api/studio/talents/${id}`, headers: bearer(token) });
    const response = await open(client.tokens.accessToken);
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json().data as DirectoryProfile;
    expect(profile.talent).toMatchObject({
      id: talent.profileId,
      firstName: 'Privita',
      lastName: 'Vazutescu',
      bio: 'Actriță',
    });
    expect(profile.talent).not.toHaveProperty('phone');
    expect(profile.talent).not.toHaveProperty('instagramUrl');
    expect(response.body).not.toContain('+40722000111');
    expect(response.body).not.toContain(talent.email);
    expect(response.body).not.toContain('instagram.com/privita');
    // An ADMIN's look is not a casting director's: it is not told.
    expect((await open(admin.tokens.accessToken)).statusCode).toBe(200);

    const views = await t.app.inject({ url: '/api/profiles/me/views', headers: talent.headers });
    expect(views.statusCode, views.body).toBe(200);
    const seen = views.json().data as ProfileViews;
    expect(seen.viewersThisWeek).toBe(1);
    expect(seen.weeks).toHaveLength(8);
    expect(seen.weeks[0]).toMatchObject({ views: 1, viewers: 1 });
    expect(seen.companies).toEqual([{ name: 'Casting Director', lastViewedAt: expect.any(String) }]);

    // Out of the directory: 404, as for an unknown id, and nothing recorded.
    await patchOwn(talent.headers, { discoverable: false });
    expectError(
      await open(client.tokens.accessToken),
      404,
      'TALENT_NOT_FOUND',
      'This talent is not in the directory',
    );
    expectError(
      await open(client.tokens.accessToken, 'no-such-id'),
      404,
      'TALENT_NOT_FOUND',
      'This talent is not in the directory',
    );
    const after = (await t.app.inject({ url: '/api/profiles/me/views', headers: talent.headers })).json()
      .data as ProfileViews;
    expect(after.weeks[0]?.views).toBe(1);
  });

  it('refuses talents, unverified clients and anonymous callers', async () => {
    const talent = await talentWith({});
    const url = `/api/studio/talents/${talent.profileId}`;
    expect((await t.app.inject({ url, headers: talent.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: bearer(await unverifiedClientToken()) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/profiles/me/views', headers: bearer(client.tokens.accessToken) }))
        .statusCode,
    ).toBe(403);
  });
});

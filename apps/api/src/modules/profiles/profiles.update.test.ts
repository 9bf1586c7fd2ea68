import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { PROFILE_MESSAGES as M } from '@talent/contract/profile-messages';
import { VALIDATION_MESSAGES } from '@talent/contract/validation-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createStaff, dateYearsAgo, errorBody, register } from '../../test/test-app';

const t = buildTestApp();
let token: string;
beforeAll(async () => {
  token = (await register(t.app, { gender: 'FEMALE' })).tokens.accessToken;
});

const update = (payload: unknown, accessToken = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profiles',
    headers: bearer(accessToken),
    payload: payload as object,
  });
const me = async (accessToken = token) =>
  (await t.app.inject({ url: '/api/profiles/me', headers: bearer(accessToken) })).json().data;

async function expectRefused(payload: unknown, field: string, message: string) {
  const response = await update(payload);
  expect(response.statusCode, JSON.stringify(payload)).toBe(400);
  const body = errorBody(response);
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(body.message).toBe(message);
  expect(body.fields?.[field]).toBe(message);
}

async function expectAccepted(payload: Record<string, unknown>) {
  const response = await update(payload);
  expect(response.statusCode, `${JSON.stringify(payload)} ${response.body}`).toBe(200);
  return response.json().data;
}

describe('POST /api/profiles: ranges (spec §5)', () => {
  it.each([
    ['height', 99, 100, 250, 251, M.heightRange],
    ['weight', 29, 30, 200, 201, M.weightRange],
    ['bust', 49, 50, 150, 151, M.bustRange],
    ['waist', 39, 40, 150, 151, M.waistRange],
    ['hips', 49, 50, 150, 151, M.hipsRange],
  ] as const)(
    '%s: %i refused, %i and %i stored, %i refused, whole numbers only',
    async (field, below, min, max, above, message) => {
      await expectRefused({ [field]: below }, field, message);
      expect((await expectAccepted({ [field]: min }))[field]).toBe(min);
      expect((await expectAccepted({ [field]: max }))[field]).toBe(max);
      await expectRefused({ [field]: above }, field, message);
      await expectRefused({ [field]: min + 0.5 }, field, message);
      await expectRefused({ [field]: String(min + 1) }, field, message);
      expect((await me())[field]).toBe(max);
      expect((await expectAccepted({ [field]: null }))[field]).toBeNull();
    },
  );

  it('licence year: 1949 refused, 1950 and the current year stored, next year refused', async () => {
    const year = new Date().getFullYear();
    await expectRefused({ licenseSince: 1949 }, 'licenseSince', M.licenseYearRange);
    expect((await expectAccepted({ licenseSince: 1950 })).licenseSince).toBe(1950);
    expect((await expectAccepted({ licenseSince: year })).licenseSince).toBe(year);
    await expectRefused({ licenseSince: year + 1 }, 'licenseSince', M.licenseYearRange);
    await expectRefused({ licenseSince: 2000.5 }, 'licenseSince', M.licenseYearRange);
  });

  it('licence categories are upper-cased, required and de-duplicated', async () => {
    const data = await expectAccepted({ hasDriverLicense: true, licenseCategories: ['b', ' c1e ', 'B'] });
    expect(data.hasDriverLicense).toBe(true);
    expect(data.licenseCategories).toEqual(['B', 'C1E']);
    await expectRefused({ licenseCategories: ['  '] }, 'licenseCategories.0', M.licenseCategoryRequired);
    expect((await me()).licenseCategories).toEqual(['B', 'C1E']);
  });

  it('date of birth: the registered one is sent back at midnight UTC; invalid and future dates refused', async () => {
    const registered = `${dateYearsAgo(25)}T00:00:00.000Z`;
    expect((await expectAccepted({ dateOfBirth: registered })).dateOfBirth).toBe(registered);
    await expectRefused({ dateOfBirth: 'not a date' }, 'dateOfBirth', M.dateInvalid);
    await expectRefused({ dateOfBirth: '1996-02-30T00:00:00.000Z' }, 'dateOfBirth', M.dateInvalid);
    await expectRefused({ dateOfBirth: '1996-07-15T13:45:00.000Z' }, 'dateOfBirth', M.dateInvalid);
    const nextYear = new Date().getFullYear() + 1;
    await expectRefused(
      { dateOfBirth: `${nextYear}-01-01T00:00:00.000Z` },
      'dateOfBirth',
      M.dateOfBirthFuture,
    );
    expect((await me()).dateOfBirth).toBe(registered);
  });

  it("an account made without a birth date (CLI) sets it once, by the account's age rule (13 to 120)", async () => {
    const { tokens } = await register(t.app);
    const userId = (await t.app.inject({ url: '/api/auth/me', headers: bearer(tokens.accessToken) })).json()
      .data.id;
    await t.app.db.updateTable('users').set({ birth_date: null }).where('id', '=', userId).execute();
    await t.app.db
      .updateTable('talent_profiles')
      .set({ date_of_birth: null })
      .where('user_id', '=', userId)
      .execute();
    const year = new Date().getFullYear();
    const response = await update({ dateOfBirth: `${year - 5}-01-01T00:00:00.000Z` }, tokens.accessToken);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).fields).toEqual({ dateOfBirth: VALIDATION_MESSAGES.registrationAge });
    await update({ dateOfBirth: '1990-03-04T00:00:00.000Z' }, tokens.accessToken);
    const user = (await t.app.inject({ url: '/api/auth/me', headers: bearer(tokens.accessToken) })).json()
      .data;
    expect(user.birthDate).toBe('1990-03-04');
    // From then on it is fixed like a registered one.
    const again = await update({ dateOfBirth: '1991-03-04T00:00:00.000Z' }, tokens.accessToken);
    expect(errorBody(again).fields).toEqual({ dateOfBirth: ACCOUNT_MESSAGES.birthDateFixed });
  });

  it('links must be http(s) URLs; blank clears them', async () => {
    const data = await expectAccepted({
      facebookUrl: 'https://facebook.com/ana',
      instagramUrl: 'http://instagram.com/ana',
      tiktokUrl: 'https://www.tiktok.com/@ana',
      otherSocialMedia: 'https://ana.example.ro/portofoliu',
    });
    expect(data.tiktokUrl).toBe('https://www.tiktok.com/@ana');
    for (const field of ['facebookUrl', 'instagramUrl', 'tiktokUrl', 'otherSocialMedia']) {
      await expectRefused({ [field]: 'javascript:alert(1)' }, field, M.urlInvalid);
      await expectRefused({ [field]: 'ftp://files.example.com' }, field, M.urlInvalid);
      await expectRefused({ [field]: 'instagram' }, field, M.urlInvalid);
    }
    expect((await expectAccepted({ facebookUrl: '' })).facebookUrl).toBeNull();
  });

  it('categories come from the list; texts are bounded', async () => {
    expect((await expectAccepted({ categories: ['ACTOR', 'DANCER', 'ACTOR'] })).categories).toEqual([
      'ACTOR',
      'DANCER',
    ]);
    await expectRefused({ categories: ['SINGER'] }, 'categories.0', M.categoryInvalid);
    await expectRefused({ categories: 'ACTOR' }, 'categories', M.categoryInvalid);
    await expectRefused({ bio: 'x'.repeat(2001) }, 'bio', M.textTooLong);
    await expectRefused({ specialSkills: [''] }, 'specialSkills.0', M.specialSkillRequired);
    await expectRefused({ singingLevel: 'OPERA' }, 'singingLevel', M.singingLevelInvalid);
    await expectRefused({ phone2: '0721' }, 'phone2', M.phoneFormat);
    await expectRefused({ firstName: ' ' }, 'firstName', M.firstNameRequired);
  });

  it('refuses unknown fields, owner fields and the profile photo, storing nothing', async () => {
    const before = await me();
    for (const payload of [
      { role: 'ADMIN' },
      { userId: 'someone-else' },
      { id: 'p2' },
      { owner: 'x', height: 180 },
      { completionScore: 100 },
    ]) {
      const response = await update(payload);
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).code).toBe('VALIDATION_ERROR');
    }
    await expectRefused({ profilePhotoUrl: '/media/x.jpg' }, 'profilePhotoUrl', M.profilePhotoFromPhotos);
    expect(await me()).toEqual(before);
  });

  it('stores every other field of §3 and returns the whole profile', async () => {
    const data = await expectAccepted({
      phone2: '+40731234567',
      residenceCity: 'Iași',
      countryOfOrigin: 'România',
      currentOccupation: 'Studentă',
      bio: 'Despre mine',
      hairColor: 'Șaten',
      hairLength: 'Lung',
      eyeColor: 'Verzi',
      ethnicity: 'Europeană',
      shoeSize: '38',
      pantsSize: 'S',
      shirtSize: 'M',
      canSing: true,
      singingLevel: 'PERFORMANCE',
      singingCourses: 'Conservator',
      nativeLanguage: 'Română',
      actingUniversity: 'UNATC',
      danceTraining: 'Balet 5 ani',
      specialSkills: ['Jonglerie', 'Scrimă'],
    });
    expect(data).toMatchObject({
      phone2: '+40731234567',
      residenceCity: 'Iași',
      shoeSize: '38',
      canSing: true,
      singingLevel: 'PERFORMANCE',
      specialSkills: ['Jonglerie', 'Scrimă'],
      actingUniversity: 'UNATC',
    });
    expect(await me()).toEqual(data);
  });

  it('onboardingCompleted: true records the first finish only', async () => {
    const { tokens } = await register(t.app);
    expect((await me(tokens.accessToken)).onboardingCompletedAt).toBeNull();
    const first = (await update({ onboardingCompleted: true }, tokens.accessToken)).json().data;
    expect(first.onboardingCompletedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = (await update({ onboardingCompleted: true }, tokens.accessToken)).json().data;
    expect(again.onboardingCompletedAt).toBe(first.onboardingCompletedAt);
    expect((await update({ onboardingCompleted: false }, tokens.accessToken)).statusCode).toBe(400);
  });

  it('keeps the account in step with the own profile', async () => {
    const { tokens } = await register(t.app);
    await update({ firstName: 'Ioana', gender: 'MALE' }, tokens.accessToken);
    const user = (await t.app.inject({ url: '/api/auth/me', headers: bearer(tokens.accessToken) })).json()
      .data;
    expect(user).toMatchObject({ firstName: 'Ioana', gender: 'MALE' });
  });

  it('is for talents only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/profiles', payload: {} })).statusCode).toBe(401);
    const staff = await createStaff(t, 'CLIENT');
    expect((await update({ height: 170 }, staff.tokens.accessToken)).statusCode).toBe(403);
  });
});

describe('POST /api/profiles: male measurements (spec §5)', () => {
  it('drops bust, waist and hips from a MALE payload', async () => {
    const { tokens } = await register(t.app, { gender: 'MALE' });
    const response = await update({ height: 182, bust: 90, waist: 80, hips: 95 }, tokens.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ height: 182, bust: null, waist: null, hips: null });
  });

  it('a FEMALE to MALE change clears stored measurements; FEMALE keeps them', async () => {
    const { tokens } = await register(t.app, { gender: 'FEMALE' });
    const stored = (await update({ bust: 88, waist: 62, hips: 90 }, tokens.accessToken)).json().data;
    expect(stored).toMatchObject({ bust: 88, waist: 62, hips: 90 });
    const male = (await update({ gender: 'MALE', hips: 91 }, tokens.accessToken)).json().data;
    expect(male).toMatchObject({ gender: 'MALE', bust: null, waist: null, hips: null });
    const female = (await update({ gender: 'FEMALE', bust: 86 }, tokens.accessToken)).json().data;
    expect(female).toMatchObject({ gender: 'FEMALE', bust: 86, waist: null, hips: null });
  });
});

describe('completionScore in the profile response', () => {
  it("is the number 0-100 of the specification, with the card's detail beside it", async () => {
    const { tokens } = await register(t.app, { gender: 'FEMALE' });
    const profile = await me(tokens.accessToken);
    expect(profile.completionScore).toBe(10);
    expect(profile.completion).toMatchObject({ score: 10, color: 'red' });
    expect(profile.completion.breakdown.map((entry: { block: string }) => entry.block)).toEqual([
      'basicInfo',
      'physical',
      'categories',
      'skills',
      'photos',
    ]);
  });

  it('changes as fields and skills are set', async () => {
    const { tokens } = await register(t.app, { gender: 'FEMALE' });
    const score = async () => (await me(tokens.accessToken)).completion;
    // Gender and date of birth come from registration.
    expect(await score()).toMatchObject({ score: 10, color: 'red' });
    await update({ residenceCity: 'Cluj-Napoca' }, tokens.accessToken);
    expect((await score()).score).toBe(15);
    await update({ height: 170, weight: 60 }, tokens.accessToken);
    expect((await score()).score).toBe(25);
    await update({ hairColor: 'Blond', eyeColor: 'Albaștri' }, tokens.accessToken);
    expect((await score()).score).toBe(35);
    const withCategory = (await update({ categories: ['MODEL'] }, tokens.accessToken)).json().data;
    expect(withCategory.completionScore).toBe(55);
    expect(withCategory.completion).toMatchObject({ score: 55, color: 'amber' });
    await t.app.inject({
      method: 'POST',
      url: '/api/skills/distinctive-mark',
      headers: bearer(tokens.accessToken),
      payload: { type: 'TATTOO', location: 'Umăr' },
    });
    expect((await score()).score).toBe(55);
    await t.app.inject({
      method: 'POST',
      url: '/api/skills/language',
      headers: bearer(tokens.accessToken),
      payload: { language: 'Engleză', level: 'ADVANCED' },
    });
    const result = await score();
    expect(result).toMatchObject({ score: 75, color: 'amber' });
    expect(result.breakdown.find((b: { block: string }) => b.block === 'skills')).toMatchObject({
      earned: 20,
      max: 20,
    });
    expect(result.breakdown.find((b: { block: string }) => b.block === 'photos')).toMatchObject({
      earned: 0,
      max: 20,
    });
  });
});

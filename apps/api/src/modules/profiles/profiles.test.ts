import { API_MESSAGES } from '@talent/contract/api-messages';
import { isProfileComplete, profileGaps } from '@talent/contract/profile';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createStaff, expectError, register } from '../../test/test-app';

const t = buildTestApp();

const me = (token: string) => t.app.inject({ url: '/api/profiles/me', headers: bearer(token) });

describe('GET /api/profiles/me', () => {
  it('answers the talent profile made at registration, in the contract shape', async () => {
    const { payload, tokens } = await register(t.app, {
      firstName: 'Elena',
      lastName: 'Dobre',
      gender: 'FEMALE',
    });
    const response = await me(tokens.accessToken);
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile).toEqual({
      id: expect.any(String),
      userId: expect.any(String),
      childId: null,
      firstName: 'Elena',
      lastName: 'Dobre',
      phone: payload.phone,
      phone2: null,
      gender: 'FEMALE',
      dateOfBirth: `${payload.birthDate}T00:00:00.000Z`,
      residenceCity: null,
      countryOfOrigin: null,
      currentOccupation: null,
      facebookUrl: null,
      instagramUrl: null,
      tiktokUrl: null,
      otherSocialMedia: null,
      bio: null,
      hairColor: null,
      hairLength: null,
      eyeColor: null,
      ethnicity: null,
      height: null,
      weight: null,
      bust: null,
      waist: null,
      hips: null,
      shoeSize: null,
      pantsSize: null,
      shirtSize: null,
      canSing: false,
      singingLevel: null,
      singingCourses: null,
      hasDriverLicense: false,
      licenseCategories: [],
      licenseSince: null,
      nativeLanguage: null,
      categories: [],
      actingUniversity: null,
      danceTraining: null,
      specialSkills: [],
      profilePhotoUrl: null,
      photosCount: 0,
      videosCount: 0,
      instruments: [],
      sports: [],
      dances: [],
      ridingSkills: [],
      languages: [],
      distinctiveMarks: [],
      completionScore: 10,
      completion: expect.objectContaining({ score: 10, color: 'red' }),
      onboardingCompletedAt: null,
      // An adult is in the studio's directory until they turn it off (DESIGN §11).
      discoverable: true,
    });
    // What the dashboard's banner reads.
    expect(profileGaps(profile)).toEqual(['basicInfo', 'physicalDetails', 'profilePhoto']);

    await t.app.db
      .updateTable('talent_profiles')
      .set({
        residence_city: 'Sibiu',
        height: 170,
        weight: 60,
        hair_color: 'Blond',
        eye_color: 'Albaștri',
        profile_photo_url: '/media/p.webp',
      })
      .where('id', '=', profile.id)
      .execute();
    expect(isProfileComplete((await me(tokens.accessToken)).json().data)).toBe(true);
  });

  it("answers 404 'Profil negăsit…' without a profile", async () => {
    const { tokens } = await register(t.app);
    const profileId = (await me(tokens.accessToken)).json().data.id;
    await t.app.db.deleteFrom('talent_profiles').where('id', '=', profileId).execute();
    const response = await me(tokens.accessToken);
    expectError(response, 404, 'PROFILE_NOT_FOUND', API_MESSAGES.profileNotFound);
  });

  it('is for talents only', async () => {
    expect((await t.app.inject({ url: '/api/profiles/me' })).statusCode).toBe(401);
    const staff = await createStaff(t, 'CLIENT');
    expect((await me(staff.tokens.accessToken)).statusCode).toBe(403);
  });
});

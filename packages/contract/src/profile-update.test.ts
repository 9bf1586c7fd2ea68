import { describe, expect, it } from 'vitest';
import {
  PROFILE_UPDATE_FIELDS,
  profileUpdateSchema,
  stripMaleMeasurements,
  toMidnightUtcIso,
} from './profile';
import { PROFILE_MESSAGES as M, profileMessageKey } from './profile-messages';

const messageOf = (payload: unknown) => {
  const result = profileUpdateSchema.safeParse(payload);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('profileUpdateSchema', () => {
  it.each([
    ['height', 99, 100, 250, 251, M.heightRange],
    ['weight', 29, 30, 200, 201, M.weightRange],
    ['bust', 49, 50, 150, 151, M.bustRange],
    ['waist', 39, 40, 150, 151, M.waistRange],
    ['hips', 49, 50, 150, 151, M.hipsRange],
  ] as const)('%s: %i and %i fail, %i..%i pass', (field, below, min, max, above, message) => {
    expect(messageOf({ [field]: below })).toBe(message);
    expect(messageOf({ [field]: min })).toBeUndefined();
    expect(messageOf({ [field]: max })).toBeUndefined();
    expect(messageOf({ [field]: above })).toBe(message);
    expect(messageOf({ [field]: min + 0.5 })).toBe(message);
    expect(messageOf({ [field]: String(min) })).toBe(message);
  });

  it('licence year from 1950 to the current year', () => {
    const year = new Date().getFullYear();
    expect(messageOf({ licenseSince: 1949 })).toBe(M.licenseYearRange);
    expect(messageOf({ licenseSince: 1950 })).toBeUndefined();
    expect(messageOf({ licenseSince: year })).toBeUndefined();
    expect(messageOf({ licenseSince: year + 1 })).toBe(M.licenseYearRange);
  });

  it('upper-cases licence categories and refuses blank ones', () => {
    expect(profileUpdateSchema.parse({ licenseCategories: [' b ', 'c1e'] }).licenseCategories).toEqual([
      'B',
      'C1E',
    ]);
    expect(messageOf({ licenseCategories: [' '] })).toBe(M.licenseCategoryRequired);
  });

  it('dates of birth become midnight UTC; invalid and future ones are refused', () => {
    expect(profileUpdateSchema.parse({ dateOfBirth: '1995-04-10' }).dateOfBirth).toBe(
      '1995-04-10T00:00:00.000Z',
    );
    expect(profileUpdateSchema.parse({ dateOfBirth: '1995-04-10T00:00:00Z' }).dateOfBirth).toBe(
      '1995-04-10T00:00:00.000Z',
    );
    expect(messageOf({ dateOfBirth: '1995-02-30' })).toBe(M.dateInvalid);
    expect(messageOf({ dateOfBirth: 'yesterday' })).toBe(M.dateInvalid);
    expect(messageOf({ dateOfBirth: `${new Date().getFullYear() + 1}-01-01T00:00:00.000Z` })).toBe(
      M.dateOfBirthFuture,
    );
    expect(toMidnightUtcIso('2001-12-31')).toBe('2001-12-31T00:00:00.000Z');
    expect(toMidnightUtcIso('31.12.2001')).toBeNull();
  });

  it('links must be http or https', () => {
    expect(messageOf({ instagramUrl: 'https://instagram.com/ana' })).toBeUndefined();
    expect(messageOf({ facebookUrl: 'javascript:alert(1)' })).toBe(M.urlInvalid);
    expect(messageOf({ tiktokUrl: 'ftp://x.com' })).toBe(M.urlInvalid);
    expect(messageOf({ otherSocialMedia: 'not a link' })).toBe(M.urlInvalid);
    expect(profileUpdateSchema.parse({ tiktokUrl: '' }).tiktokUrl).toBeNull();
  });

  it('refuses unknown fields and owner fields; the profile photo is a link the server checks', () => {
    expect(profileUpdateSchema.safeParse({ role: 'ADMIN' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ userId: 'u2' }).success).toBe(false);
    expect(profileUpdateSchema.parse({ profilePhotoUrl: '/media/x.webp' }).profilePhotoUrl).toBe(
      '/media/x.webp',
    );
    expect(messageOf({ profilePhotoUrl: 5 })).toBe(M.profilePhotoFromPhotos);
    expect(messageOf({ categories: ['SINGER'] })).toBe(M.categoryInvalid);
    expect(PROFILE_UPDATE_FIELDS).toContain('licenseSince');
  });

  it('strips bust, waist and hips for MALE only', () => {
    const payload = { height: 180, bust: 90, waist: 70, hips: 90 };
    expect(stripMaleMeasurements(payload, 'MALE')).toEqual({ height: 180 });
    expect(stripMaleMeasurements(payload, 'FEMALE')).toEqual(payload);
  });

  it('finds the key of every message', () => {
    expect(profileMessageKey(M.heightRange)).toBe('heightRange');
    expect(profileMessageKey('something else')).toBeUndefined();
  });
});

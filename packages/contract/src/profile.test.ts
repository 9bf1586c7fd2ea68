import { describe, expect, it } from 'vitest';
import { isProfileComplete, profileGaps, type TalentProfile } from './profile';

const complete: Partial<TalentProfile> = {
  id: 'p1',
  userId: 'u1',
  childId: null,
  firstName: 'Ana',
  lastName: 'Pop',
  phone: '+40721234567',
  gender: 'FEMALE',
  dateOfBirth: '1995-04-10T00:00:00.000Z',
  residenceCity: 'Cluj-Napoca',
  height: 168,
  weight: 55,
  hairColor: 'saten',
  eyeColor: 'verzi',
  profilePhotoUrl: '/media/p.jpg',
};

describe('profile completeness (dashboard banner)', () => {
  it('is complete only with basic info, physical details and a photo', () => {
    expect(isProfileComplete(complete)).toBe(true);
    expect(profileGaps(complete)).toEqual([]);
  });

  it.each([
    ['residenceCity', 'basicInfo'],
    ['phone', 'basicInfo'],
    ['gender', 'basicInfo'],
    ['height', 'physicalDetails'],
    ['eyeColor', 'physicalDetails'],
    ['profilePhotoUrl', 'profilePhoto'],
  ] as const)('missing %s leaves %s to do', (field, gap) => {
    expect(profileGaps({ ...complete, [field]: null })).toEqual([gap]);
    expect(profileGaps({ ...complete, [field]: '' })).toEqual([gap]);
  });

  it('counts a missing profile (failed fetch) as incomplete', () => {
    expect(isProfileComplete(null)).toBe(false);
    expect(profileGaps(undefined)).toEqual(['basicInfo', 'physicalDetails', 'profilePhoto']);
  });
});

import { describe, expect, it } from 'vitest';
import { type CompletionInput, completionColor, profileCompletion } from './profile';

const full: CompletionInput = {
  gender: 'FEMALE',
  dateOfBirth: '1995-04-10T00:00:00.000Z',
  residenceCity: 'Cluj-Napoca',
  profilePhotoUrl: '/media/p.jpg',
  height: 168,
  weight: 55,
  hairColor: 'saten',
  eyeColor: 'verzi',
  categories: ['MODEL'],
  sports: [{ id: 's1' }],
  photosCount: 3,
};

const blockOf = (input: CompletionInput, block: string) =>
  profileCompletion(input).breakdown.find((entry) => entry.block === block);

describe('profileCompletion (§9)', () => {
  it('is 0 and red for an empty profile, with every block at 0 of 20', () => {
    const result = profileCompletion({});
    expect(result.score).toBe(0);
    expect(result.color).toBe('red');
    expect(result.breakdown.map((b) => [b.block, b.earned, b.max])).toEqual([
      ['basicInfo', 0, 20],
      ['physical', 0, 20],
      ['categories', 0, 20],
      ['skills', 0, 20],
      ['photos', 0, 20],
    ]);
  });

  it('is 100 and green for a full profile', () => {
    const result = profileCompletion(full);
    expect(result.score).toBe(100);
    expect(result.color).toBe('green');
    expect(result.breakdown.every((b) => b.earned === 20)).toBe(true);
  });

  it.each([
    ['gender', 5],
    ['dateOfBirth', 5],
    ['residenceCity', 5],
    ['profilePhotoUrl', 5],
  ] as const)('basic info: %s alone gives %i', (field, points) => {
    expect(profileCompletion({ [field]: full[field] }).score).toBe(points);
    expect(blockOf({ [field]: full[field] }, 'basicInfo')?.earned).toBe(points);
  });

  it('basic info: blank text counts as missing', () => {
    expect(profileCompletion({ residenceCity: '  ', gender: null }).score).toBe(0);
  });

  it('physical: height needs weight, hair colour needs eye colour', () => {
    expect(profileCompletion({ height: 170 }).score).toBe(0);
    expect(profileCompletion({ weight: 60 }).score).toBe(0);
    expect(profileCompletion({ height: 170, weight: 60 }).score).toBe(10);
    expect(profileCompletion({ hairColor: 'blond' }).score).toBe(0);
    expect(profileCompletion({ hairColor: 'blond', eyeColor: 'blue' }).score).toBe(10);
    expect(blockOf({ height: 170, weight: 60, hairColor: 'x', eyeColor: 'y' }, 'physical')).toMatchObject({
      earned: 20,
      max: 20,
      items: [
        { item: 'heightAndWeight', earned: 10, max: 10 },
        { item: 'hairAndEyeColor', earned: 10, max: 10 },
      ],
    });
  });

  it('categories: at least one gives 20', () => {
    expect(profileCompletion({ categories: [] }).score).toBe(0);
    expect(profileCompletion({ categories: ['ACTOR'] }).score).toBe(20);
    expect(profileCompletion({ categories: ['ACTOR', 'MODEL'] }).score).toBe(20);
  });

  it.each(['sports', 'dances', 'instruments', 'languages', 'ridingSkills'] as const)(
    'skills: one item of %s gives 20',
    (list) => {
      expect(profileCompletion({ [list]: [{ id: 'x' }] }).score).toBe(20);
      expect(profileCompletion({ [list]: [] }).score).toBe(0);
    },
  );

  it('skills: a special skill alone counts, a blank one does not', () => {
    expect(profileCompletion({ specialSkills: ['jonglerie'] }).score).toBe(20);
    expect(profileCompletion({ specialSkills: [''] }).score).toBe(0);
  });

  it('skills: a distinctive mark does not count', () => {
    const input = { distinctiveMarks: [{ id: 'm' }] } as CompletionInput;
    expect(profileCompletion(input).score).toBe(0);
  });

  it('photos: 2 give nothing, 3 give 20', () => {
    expect(profileCompletion({ photosCount: 2 }).score).toBe(0);
    expect(profileCompletion({ photosCount: 3 }).score).toBe(20);
    expect(profileCompletion({ photosCount: 12 }).score).toBe(20);
  });

  it('colours at the 49/50 and 79/80 boundaries', () => {
    expect(completionColor(0)).toBe('red');
    expect(completionColor(49)).toBe('red');
    expect(completionColor(50)).toBe('amber');
    expect(completionColor(79)).toBe('amber');
    expect(completionColor(80)).toBe('green');
    expect(completionColor(100)).toBe('green');
  });

  it('colours of real scores: 45 red, 50 amber, 75 amber, 80 green', () => {
    const basicAndHalfPhysical = {
      ...pick(['gender', 'dateOfBirth', 'residenceCity', 'profilePhotoUrl']),
      height: 1,
      weight: 1,
    };
    expect(profileCompletion({ ...basicAndHalfPhysical, hairColor: 'x' })).toMatchObject({
      score: 30,
      color: 'red',
    });
    const fortyFive = {
      ...pick(['dateOfBirth', 'residenceCity', 'profilePhotoUrl']),
      height: 1,
      weight: 1,
      categories: ['ACTOR' as const],
    };
    expect(profileCompletion(fortyFive)).toMatchObject({ score: 45, color: 'red' });
    expect(profileCompletion({ ...fortyFive, gender: 'MALE' })).toMatchObject({ score: 50, color: 'amber' });
    const seventyFive = { ...fortyFive, hairColor: 'x', eyeColor: 'y', specialSkills: ['a'] };
    expect(profileCompletion(seventyFive)).toMatchObject({ score: 75, color: 'amber' });
    expect(profileCompletion({ ...seventyFive, gender: 'MALE' })).toMatchObject({
      score: 80,
      color: 'green',
    });
    expect(profileCompletion({ ...full, photosCount: 2 })).toMatchObject({ score: 80, color: 'green' });
  });
});

function pick(fields: (keyof CompletionInput)[]): CompletionInput {
  return Object.fromEntries(fields.map((field) => [field, full[field]]));
}

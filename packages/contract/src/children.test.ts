import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  childCreateSchema,
  childDateOfBirthProblem,
  childProfileUpdateSchema,
  childUpdateSchema,
  isChildId,
  isGuardianAge,
} from './children';
import { CHILD_MESSAGES as M } from './children-messages';

const messagesOf = (
  schema: {
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: { message: string; path: PropertyKey[] }[] };
    };
  },
  payload: unknown,
) => {
  const result = schema.safeParse(payload);
  return result.success
    ? {}
    : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('children rules (spec §5 Add child)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Noon in Bucharest on 22 November 2026: the same calendar day everywhere the tests run.
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const valid = { firstName: 'Ana', lastName: 'Pop', dateOfBirth: '2015-06-01', gender: 'FEMALE' };

  it('accepts a child and answers the calendar day', () => {
    const parsed = childCreateSchema.parse({ ...valid, firstName: '  Ana ' });
    expect(parsed).toEqual({ ...valid, firstName: 'Ana' });
    expect(childCreateSchema.parse({ ...valid, dateOfBirth: '2015-06-01T00:00:00.000Z' }).dateOfBirth).toBe(
      '2015-06-01',
    );
  });

  it('gives each Romanian message of the specification', () => {
    expect(messagesOf(childCreateSchema, { ...valid, firstName: ' ' })).toEqual({
      firstName: M.firstNameRequired,
    });
    expect(messagesOf(childCreateSchema, { ...valid, lastName: '' })).toEqual({
      lastName: M.lastNameRequired,
    });
    expect(messagesOf(childCreateSchema, { ...valid, dateOfBirth: '' })).toEqual({
      dateOfBirth: M.dateOfBirthRequired,
    });
    expect(messagesOf(childCreateSchema, { ...valid, dateOfBirth: undefined })).toEqual({
      dateOfBirth: M.dateOfBirthRequired,
    });
    expect(messagesOf(childCreateSchema, { ...valid, dateOfBirth: '2026-11-24' })).toEqual({
      dateOfBirth: M.dateOfBirthFuture,
    });
    expect(messagesOf(childCreateSchema, { ...valid, dateOfBirth: '2008-11-22' })).toEqual({
      dateOfBirth: M.mustBeUnder18,
    });
    expect(messagesOf(childCreateSchema, { ...valid, dateOfBirth: '2015-02-30' })).toEqual({
      dateOfBirth: M.dateOfBirthInvalid,
    });
    expect(messagesOf(childCreateSchema, { ...valid, gender: 'OTHER' })).toEqual({ gender: M.genderInvalid });
    expect(M.mustBeUnder18).toBe('Copilul trebuie să aibă sub 18 ani');
  });

  it('is birthday-aware: 17 the day before the 18th birthday, born today is fine', () => {
    expect(childDateOfBirthProblem('2008-11-23')).toBeNull();
    expect(childDateOfBirthProblem('2008-11-22')).toBe(M.mustBeUnder18);
    expect(childDateOfBirthProblem('2026-11-22')).toBeNull();
    expect(childDateOfBirthProblem('2026-11-24')).toBe(M.dateOfBirthFuture);
  });

  it('refuses unknown fields on create and update', () => {
    expect(childCreateSchema.safeParse({ ...valid, guardianUserId: 'x' }).success).toBe(false);
    expect(childUpdateSchema.safeParse({ talentProfileId: 'x' }).success).toBe(false);
  });

  it('edit applies the rules only to the fields sent', () => {
    expect(childUpdateSchema.parse({ lastName: 'Ionescu' })).toEqual({ lastName: 'Ionescu' });
    expect(messagesOf(childUpdateSchema, { firstName: '' })).toEqual({ firstName: M.firstNameRequired });
    expect(messagesOf(childUpdateSchema, { dateOfBirth: '2000-01-01' })).toEqual({
      dateOfBirth: M.mustBeUnder18,
    });
  });
});

describe('childProfileUpdateSchema (spec §6 restrictions)', () => {
  it('accepts what a child profile has', () => {
    const payload = {
      residenceCity: 'Cluj-Napoca',
      categories: ['MODEL', 'DANCER'],
      danceTraining: 'Balet',
      height: 120,
    };
    expect(childProfileUpdateSchema.parse(payload)).toMatchObject(payload);
  });

  it('refuses ARTISTIC_NUDE, occupation, secondary phone and acting university', () => {
    expect(messagesOf(childProfileUpdateSchema, { categories: ['MODEL', 'ARTISTIC_NUDE'] })).toEqual({
      categories: M.artisticNudeNotForChildren,
    });
    expect(messagesOf(childProfileUpdateSchema, { currentOccupation: 'Elev' })).toEqual({
      currentOccupation: M.fieldNotForChildren,
    });
    expect(messagesOf(childProfileUpdateSchema, { phone2: '+40721234567' })).toEqual({
      phone2: M.fieldNotForChildren,
    });
    expect(messagesOf(childProfileUpdateSchema, { actingUniversity: 'UNATC' })).toEqual({
      actingUniversity: M.fieldNotForChildren,
    });
  });

  it('leaves names, gender and date of birth to the child details', () => {
    expect(messagesOf(childProfileUpdateSchema, { gender: 'MALE', dateOfBirth: '2015-01-01' })).toEqual({
      gender: M.fieldCannotChange,
      dateOfBirth: M.fieldCannotChange,
    });
    expect(messagesOf(childProfileUpdateSchema, { firstName: 'X' })).toEqual({
      firstName: M.fieldCannotChange,
    });
  });
});

describe('isChildId', () => {
  it('takes the server ids and nothing else', () => {
    expect(isChildId('0b5c2a4e-8f1d-4c3a-9b7e-1d2f3a4b5c6d')).toBe(true);
    expect(isChildId('abc')).toBe(false);
    expect(isChildId(undefined)).toBe(false);
    expect(isChildId("1' OR '1'='1")).toBe(false);
  });
});

describe('isGuardianAge (DESIGN §4: 18 or older, birthday-aware)', () => {
  it('is true from the 18th birthday on, not the day before', () => {
    expect(isGuardianAge('2008-11-25', '2026-11-25')).toBe(true);
    expect(isGuardianAge('2008-11-26', '2026-11-25')).toBe(false);
    expect(isGuardianAge('1990-01-01', '2026-11-25')).toBe(true);
  });

  it('is false without a valid birth date', () => {
    expect(isGuardianAge(null, '2026-11-25')).toBe(false);
    expect(isGuardianAge(undefined, '2026-11-25')).toBe(false);
    expect(isGuardianAge('2008-02-30', '2026-11-25')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { canMoveApplication } from './applications';
import {
  canMoveCasting,
  castingCreateSchema,
  castingListQuerySchema,
  castingSearchQuerySchema,
  castingUpdateSchema,
  foldForSearch,
  slugify,
} from './castings';

describe('slugify', () => {
  it('folds Romanian diacritics and punctuation into a readable slug', () => {
    expect(slugify('Figuranți pentru „Ștefan cel Mare” — București')).toBe(
      'figuranti-pentru-stefan-cel-mare-bucuresti',
    );
    expect(slugify('Țară, pâine și înghețată!')).toBe('tara-paine-si-inghetata');
    expect(slugify('   ')).toBe('casting');
    expect(slugify('a'.repeat(200))).toHaveLength(80);
  });
});

describe('foldForSearch', () => {
  it('lets "bucuresti" match "București"', () => {
    expect(foldForSearch('București')).toBe('bucuresti');
    expect(foldForSearch('TÂRGU MUREȘ')).toBe('targu mures');
  });
});

describe('status transitions', () => {
  it('never leaves a decided application', () => {
    expect(canMoveApplication('PENDING', 'SHORTLISTED')).toBe(true);
    expect(canMoveApplication('SHORTLISTED', 'ACCEPTED')).toBe(true);
    expect(canMoveApplication('ACCEPTED', 'REJECTED')).toBe(false);
    expect(canMoveApplication('REJECTED', 'PENDING')).toBe(false);
    expect(canMoveApplication('SHORTLISTED', 'PENDING')).toBe(false);
  });

  it('keeps closed and cancelled castings closed', () => {
    expect(canMoveCasting('DRAFT', 'PUBLISHED')).toBe(true);
    expect(canMoveCasting('SUSPENDED', 'PUBLISHED')).toBe(true);
    expect(canMoveCasting('CLOSED', 'PUBLISHED')).toBe(false);
    expect(canMoveCasting('CANCELLED', 'PUBLISHED')).toBe(false);
  });
});

describe('castingListQuerySchema', () => {
  it('defaults to page 1 of 12 and coerces query text', () => {
    expect(castingListQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 12 });
    expect(castingListQuerySchema.parse({ page: '3', pageSize: '50', minRemuneration: '0' })).toMatchObject({
      page: 3,
      pageSize: 50,
      minRemuneration: 0,
    });
  });

  it.each([
    [{ page: '0' }, 'Page must be a whole number of 1 or more'],
    [{ page: '1.5' }, 'Page must be a whole number of 1 or more'],
    [{ pageSize: '0' }, 'Page size must be a whole number from 1 to 50'],
    [{ pageSize: '1000' }, 'Page size must be a whole number from 1 to 50'],
    [{ minRemuneration: '-1' }, 'Remuneration must be a number of 0 or more'],
    [{ maxRemuneration: 'abc' }, 'Remuneration must be a number of 0 or more'],
    [
      { minRemuneration: '500', maxRemuneration: '100' },
      'Minimum remuneration cannot be greater than maximum remuneration',
    ],
    [{ location: 'Paris' }, 'Choose a location from the list'],
    [{ status: 'DRAFT' }, 'Only published castings can be listed'],
  ])('refuses %j', (query, message) => {
    const result = castingListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('castingSearchQuerySchema', () => {
  it('needs a non-blank query', () => {
    expect(castingSearchQuerySchema.safeParse({ q: '   ' }).success).toBe(false);
    expect(castingSearchQuerySchema.parse({ q: ' bucuresti ' }).q).toBe('bucuresti');
  });
});

describe('castingCreateSchema', () => {
  const valid = {
    title: 'Reclamă TV',
    projectType: 'COMMERCIAL',
    shortDescription: 'Căutăm actori',
    description: 'Descriere completă',
    location: 'Bucuresti',
  };

  it('creates drafts unless told otherwise and refuses unknown fields', () => {
    expect(castingCreateSchema.parse(valid).status).toBe('DRAFT');
    expect(castingCreateSchema.safeParse({ ...valid, ownerId: 'x' }).success).toBe(false);
  });

  it('refuses an age range upside down and a negative fee', () => {
    expect(castingCreateSchema.safeParse({ ...valid, ageRanges: [{ min: 30, max: 20 }] }).success).toBe(
      false,
    );
    expect(
      castingCreateSchema.safeParse({ ...valid, remuneration: { amount: -5, type: 'per_day' } }).success,
    ).toBe(false);
    expect(
      castingCreateSchema.parse({ ...valid, remuneration: { amount: 500, type: 'per_day' } }).remuneration,
    ).toEqual({
      amount: 500,
      currency: 'RON',
      type: 'per_day',
    });
  });
});

describe('castingUpdateSchema', () => {
  it('changes only the fields sent: a missing ageRanges stays missing', () => {
    expect(castingUpdateSchema.parse({ title: 'Titlu nou' })).toEqual({ title: 'Titlu nou' });
    expect(castingUpdateSchema.parse({ status: 'CLOSED' })).toEqual({ status: 'CLOSED' });
    expect(castingUpdateSchema.safeParse({ ownerUserId: 'x' }).success).toBe(false);
  });
});

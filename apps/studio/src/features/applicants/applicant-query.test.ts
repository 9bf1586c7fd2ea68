import { describe, expect, it } from 'vitest';
import { apiSearch, csvSearch, listSearch, readListParams } from './applicant-query';

const read = (query: string) => readListParams(new URLSearchParams(query));

describe('the list query in the URL', () => {
  it('reads what the API accepts and keeps the plain list at a plain address', () => {
    const params = read('status=SHORTLISTED&ageMin=18&ageMax=30&city=Arad&q=ana&sort=age&order=asc&page=2');
    expect(params).toMatchObject({
      status: 'SHORTLISTED',
      ageMin: 18,
      ageMax: 30,
      city: 'Arad',
      q: 'ana',
      page: 2,
    });
    expect(listSearch(params).toString()).toBe(
      'status=SHORTLISTED&ageMin=18&ageMax=30&city=Arad&q=ana&sort=age&order=asc&page=2',
    );
    expect(listSearch(read('')).toString()).toBe('');
  });

  it('drops what the API would refuse instead of failing the screen', () => {
    const params = read(
      'status=NOPE&gender=X&ageMin=-1&heightMin=abc&category=CHEF&sort=fame&order=up&page=0',
    );
    expect(listSearch(params).toString()).toBe('');
    // A range the wrong way round keeps its lower end.
    expect(read('ageMin=40&ageMax=20')).toMatchObject({ ageMin: 40, ageMax: undefined });
  });

  it('asks the API for a page and the CSV for every row in a language', () => {
    const params = read('city=Arad&page=3');
    expect(apiSearch(params).toString()).toBe('city=Arad&sort=appliedAt&order=desc&page=3&pageSize=24');
    expect(csvSearch(params, 'ro').toString()).toBe('city=Arad&sort=appliedAt&order=desc&lang=ro');
  });
});

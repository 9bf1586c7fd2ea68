import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('leads back to the page a guard turned the visitor away from, with its query and hash', () => {
    expect(
      returnPath({ from: { pathname: '/castings/c1/applicants', search: '?status=PENDING', hash: '#a' } }),
    ).toBe('/castings/c1/applicants?status=PENDING#a');
  });

  it('leads home without a remembered page, or with one that is not a path inside the app', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { from: null },
      { from: { pathname: 42 } },
      { from: { pathname: 'https://evil.example/' } },
      { from: { pathname: '//evil.example/x' } },
      { from: { pathname: '/\\evil.example/x' } },
      { from: { pathname: '/\t/evil.example/x' } },
      { from: { pathname: '/login', search: '?x=1' } },
    ]) {
      expect(returnPath(state)).toBe('/');
    }
  });
});

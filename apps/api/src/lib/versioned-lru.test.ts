import { describe, expect, it } from 'vitest';
import { VersionedLru } from './versioned-lru';

describe('VersionedLru', () => {
  it('gives a total back only at the version it was read at', () => {
    const totals = new VersionedLru<number>();
    totals.set('tango:*', '7', 12);
    expect(totals.get('tango:*', '7')).toBe(12);
    expect(totals.get('tango:*', '8')).toBeUndefined();
    expect(totals.get('salsa:*', '7')).toBeUndefined();
    totals.set('tango:*', '8', 13);
    expect(totals.get('tango:*', '8')).toBe(13);
    expect(totals.get('tango:*', '7')).toBeUndefined();
  });

  it('drops the least recently used query when full', () => {
    const totals = new VersionedLru<number>(2);
    totals.set('a:*', '1', 1);
    totals.set('b:*', '1', 2);
    expect(totals.get('a:*', '1')).toBe(1);
    totals.set('c:*', '1', 3);
    expect(totals.get('b:*', '1')).toBeUndefined();
    expect(totals.get('a:*', '1')).toBe(1);
    expect(totals.get('c:*', '1')).toBe(3);
  });
});

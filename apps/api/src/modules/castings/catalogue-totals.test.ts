import { describe, expect, it } from 'vitest';
import { CatalogueTotals } from './catalogue-totals';

describe('CatalogueTotals', () => {
  it('gives a total back only at the catalogue version it was counted at', () => {
    const totals = new CatalogueTotals();
    totals.set('tango:*', '7', 12);
    expect(totals.get('tango:*', '7')).toBe(12);
    expect(totals.get('tango:*', '8')).toBeUndefined();
    expect(totals.get('salsa:*', '7')).toBeUndefined();
    totals.set('tango:*', '8', 13);
    expect(totals.get('tango:*', '8')).toBe(13);
    expect(totals.get('tango:*', '7')).toBeUndefined();
  });

  it('drops the least recently used query when full', () => {
    const totals = new CatalogueTotals(2);
    totals.set('a:*', '1', 1);
    totals.set('b:*', '1', 2);
    expect(totals.get('a:*', '1')).toBe(1);
    totals.set('c:*', '1', 3);
    expect(totals.get('b:*', '1')).toBeUndefined();
    expect(totals.get('a:*', '1')).toBe(1);
    expect(totals.get('c:*', '1')).toBe(3);
  });
});

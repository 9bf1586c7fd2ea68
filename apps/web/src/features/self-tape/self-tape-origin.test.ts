import { describe, expect, it } from 'vitest';
import { backPathOf, originFromSearch, sessionKeyOf } from './self-tape-origin';

const from = (query: string) => originFromSearch(new URLSearchParams(query));

describe('self-tape origin', () => {
  it('reads a request, an audition, a child or the own profile from the query', () => {
    expect(from('application=a-1&request=r-1')).toEqual({
      kind: 'request',
      applicationId: 'a-1',
      requestId: 'r-1',
    });
    expect(from('audition=au-1')).toEqual({ kind: 'audition', auditionId: 'au-1' });
    expect(from('child=c-1')).toEqual({ kind: 'profile', childId: 'c-1' });
    expect(from('')).toEqual({ kind: 'profile', childId: null });
    // A request without its application is no request: the own profile's studio.
    expect(from('request=r-1')).toEqual({ kind: 'profile', childId: null });
  });

  it('keeps each origin’s takes apart and knows the way back', () => {
    expect(sessionKeyOf(from('application=a-1&request=r-1'), 'u-1')).toBe('u-1:request:r-1');
    expect(sessionKeyOf(from('audition=au-1'), 'u-1')).toBe('u-1:audition:au-1');
    expect(sessionKeyOf(from('child=c-1'), 'u-1')).toBe('u-1:profile:c-1');
    expect(sessionKeyOf(from(''), 'u-1')).toBe('u-1:profile:me');
    // Another account on the same phone has sessions of its own.
    expect(sessionKeyOf(from(''), 'u-2')).not.toBe(sessionKeyOf(from(''), 'u-1'));
    expect(backPathOf(from('application=a-1&request=r-1'))).toBe(
      '/my-applications/a-1#application-self-tapes',
    );
    expect(backPathOf(from('audition=au-1'))).toBe('/auditions');
    expect(backPathOf(from('child=c-1'))).toBe('/children/c-1/talent-profile?tab=videos');
    expect(backPathOf(from(''))).toBe('/profile?tab=videos');
  });
});

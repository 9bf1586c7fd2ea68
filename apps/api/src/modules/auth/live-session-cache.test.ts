import { describe, expect, it } from 'vitest';
import { LiveSessionCache } from './live-session-cache';

function cacheAt(start = 1_000, ttlMs = 2_000, capacity = 3) {
  const clock = { now: start };
  return { clock, cache: new LiveSessionCache(ttlMs, capacity, () => clock.now) };
}

describe('LiveSessionCache', () => {
  it('answers a remembered session until its TTL runs out, then sends the caller to the database', () => {
    const { clock, cache } = cacheAt();
    expect(cache.role('s1', 'u1')).toBeUndefined();
    cache.remember('s1', 'u1', 'TALENT', cache.currentGeneration());
    expect(cache.role('s1', 'u1')).toBe('TALENT');
    clock.now += 1_999;
    expect(cache.role('s1', 'u1')).toBe('TALENT');
    clock.now += 1;
    expect(cache.role('s1', 'u1')).toBeUndefined();
  });

  it('never answers for another user than the one the session was found for', () => {
    const { cache } = cacheAt();
    cache.remember('s1', 'u1', 'ADMIN', cache.currentGeneration());
    expect(cache.role('s1', 'u2')).toBeUndefined();
    expect(cache.role('s1', 'u1')).toBeUndefined();
  });

  it('forgets everything at a revocation, and drops a lookup that started before it', () => {
    const { cache } = cacheAt();
    cache.remember('s1', 'u1', 'TALENT', cache.currentGeneration());
    const before = cache.currentGeneration();
    cache.forget();
    expect(cache.role('s1', 'u1')).toBeUndefined();
    // The database said "live" before the revocation committed: that answer must not be kept.
    cache.remember('s1', 'u1', 'TALENT', before);
    expect(cache.role('s1', 'u1')).toBeUndefined();
    cache.remember('s1', 'u1', 'TALENT', cache.currentGeneration());
    expect(cache.role('s1', 'u1')).toBe('TALENT');
  });

  it('holds at most `capacity` sessions, dropping the oldest', () => {
    const { cache } = cacheAt();
    for (const id of ['s1', 's2', 's3', 's4']) cache.remember(id, 'u', 'TALENT', cache.currentGeneration());
    expect(cache.role('s1', 'u')).toBeUndefined();
    expect(['s2', 's3', 's4'].map((id) => cache.role(id, 'u'))).toEqual(['TALENT', 'TALENT', 'TALENT']);
  });
});

import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredTake } from '../self-tape-types';
import { clearTakes, closeTakeStore, deleteTake, listTakes, saveTake } from './take-store';

function take(overrides: Partial<StoredTake> = {}): StoredTake {
  return {
    id: 'take-1',
    sessionKey: 'request:request-1',
    number: 1,
    createdAt: '2026-11-29T10:00:00.000Z',
    blob: new Blob(['take'], { type: 'video/webm' }),
    mimeType: 'video/webm',
    durationSeconds: 42,
    ...overrides,
  };
}

beforeEach(() => {
  // Each test a browser of its own.
  globalThis.indexedDB = new IDBFactory();
});
afterEach(closeTakeStore);

describe('take store', () => {
  it('keeps a session’s takes, newest first, apart from another session’s', async () => {
    await saveTake(take());
    await saveTake(take({ id: 'take-2', number: 2, durationSeconds: 38 }));
    await saveTake(take({ id: 'other', sessionKey: 'profile:me' }));

    const takes = await listTakes('request:request-1');
    expect(takes.map((kept) => [kept.number, kept.durationSeconds])).toEqual([
      [2, 38],
      [1, 42],
    ]);
    expect(takes[0]?.mimeType).toBe('video/webm');
    expect(await takes[0]?.blob.text()).toBe('take');
    expect((await listTakes('profile:me')).map((kept) => kept.id)).toEqual(['other']);
  });

  it('keeps the takes for the next visit (a reload opens the database again)', async () => {
    await saveTake(take());
    await closeTakeStore();
    expect((await listTakes('request:request-1')).map((kept) => kept.id)).toEqual(['take-1']);
  });

  it('deletes one take, and clears a session once its take is sent', async () => {
    await saveTake(take());
    await saveTake(take({ id: 'take-2', number: 2 }));
    await saveTake(take({ id: 'other', sessionKey: 'profile:me' }));

    await deleteTake('take-1');
    expect((await listTakes('request:request-1')).map((kept) => kept.id)).toEqual(['take-2']);

    await clearTakes('request:request-1');
    expect(await listTakes('request:request-1')).toEqual([]);
    expect(await listTakes('profile:me')).toHaveLength(1);
  });
});

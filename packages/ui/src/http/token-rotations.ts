import { apiClientSettings } from './api-client-settings';
import type { TokenPair } from './token-pair';

/**
 * Why this exists: localStorage is not strongly consistent between tabs. In Chromium each tab keeps
 * its own copy, updated asynchronously, so a tab that takes the refresh lock right after another tab
 * released it can still read the refresh token that tab just used up — and presenting it again makes
 * the server revoke the whole session (measured in the two-tab e2e test: 2 runs in 6). IndexedDB
 * transactions are consistent across tabs, so the tab that refreshes records "old refresh token →
 * new pair" here before it releases the lock, and the next tab looks its old token up first.
 *
 * Records are short-lived: they only bridge the moment two tabs race. Without IndexedDB (old
 * browsers, private modes that refuse it, jsdom) every function is a no-op and localStorage decides.
 * Each app has a database of its own (api-client-settings.ts).
 */
const STORE = 'token-rotations';
const MAX_AGE_MS = 10 * 60 * 1000;

interface RotationRecord extends TokenPair {
  at: number;
}

function openDatabase(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(apiClientSettings.rotationsDatabase, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  const db = await openDatabase();
  if (!db) return undefined;
  try {
    return await new Promise<T | undefined>((resolve) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      // Resolve on commit, not on the request: the next tab must see the write once the lock is free.
      transaction.oncomplete = () => resolve(request?.result);
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    });
  } finally {
    db.close();
  }
}

/** Remembers that `usedRefreshToken` was exchanged for `pair`; resolves once the record is committed. */
export async function recordRotation(usedRefreshToken: string, pair: TokenPair): Promise<void> {
  const now = Date.now();
  await withStore('readwrite', (store) => {
    const cursor = store.openCursor();
    cursor.onsuccess = () => {
      const entry = cursor.result;
      if (!entry) return;
      if ((entry.value as RotationRecord).at < now - MAX_AGE_MS) entry.delete();
      entry.continue();
    };
    return store.put({ ...pair, at: now } satisfies RotationRecord, usedRefreshToken);
  });
}

/** The newest pair that replaced `refreshToken` (following rotations in a row), or null. */
export async function rotatedPair(refreshToken: string): Promise<TokenPair | null> {
  let latest: TokenPair | null = null;
  let token = refreshToken;
  // A few steps are plenty: each step is a refresh that happened within MAX_AGE_MS.
  for (let step = 0; step < 10; step++) {
    const record = await withStore<RotationRecord | undefined>(
      'readonly',
      (store) => store.get(token) as IDBRequest<RotationRecord | undefined>,
    );
    if (!record || record.at < Date.now() - MAX_AGE_MS) break;
    latest = { accessToken: record.accessToken, refreshToken: record.refreshToken };
    token = record.refreshToken;
  }
  return latest;
}

/** On sign-out: no token of the ended session should outlive it anywhere. */
export async function clearRotations(): Promise<void> {
  await withStore('readwrite', (store) => store.clear());
}

import type { StoredTake } from '../self-tape-types';

// The takes of a studio session, kept in the browser until one is sent (DESIGN §15): a recording is
// the talent's work, and a reload or a dropped tab must not lose it. A tiny wrapper over IndexedDB:
// one store, an index by session.

const DB_NAME = 'talent-self-tape';
const STORE = 'takes';
const BY_SESSION = 'sessionKey';

let opening: Promise<IDBDatabase> | null = null;

/**
 * A take as kept: the Blob itself where the browser keeps one (its bytes then stay on disk, and
 * listing a session's takes reads none of them into memory: ten-minute takes are hundreds of MB), or
 * its bytes where it does not (older Safari fails on a Blob; a test's fake IndexedDB keeps a husk).
 */
type KeptTake = Omit<StoredTake, 'blob'> & ({ blob: Blob } | { bytes: ArrayBuffer });

async function toKept(take: StoredTake): Promise<KeptTake> {
  if (await blobsKept()) return take;
  const { blob, ...rest } = take;
  return { ...rest, bytes: await blob.arrayBuffer() };
}

function fromKept(kept: KeptTake): StoredTake {
  if ('blob' in kept) return kept;
  const { bytes, ...take } = kept;
  return { ...take, blob: new Blob([bytes], { type: take.mimeType }) };
}

const PROBE = { id: 'blob-probe', sessionKey: '', blob: new Blob(['take'], { type: 'video/webm' }) };
let probing: Promise<boolean> | null = null;

/**
 * Whether a Blob put in the store comes back, once stored, as one with its bytes: tried once per page.
 * A probe that failed outright (the store busy, the quota) is tried again at the next save.
 */
function blobsKept(): Promise<boolean> {
  probing ??= (async () => {
    await inStore('readwrite', (store) => store.put(PROBE));
    try {
      const read = await inStore<{ blob?: unknown } | undefined>('readonly', (store) => store.get(PROBE.id));
      return read?.blob instanceof Blob && (await read.blob.text()) === 'take';
    } finally {
      await inStore('readwrite', (store) => store.delete(PROBE.id));
    }
  })().catch(() => {
    probing = null;
    return false;
  });
  return probing;
}

/** The saves under way: a sign-out's forgetting waits for them, so no take it meant to delete lands after it. */
const saving = new Set<Promise<unknown>>();

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex(BY_SESSION, 'sessionKey');
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the database: let it, and open again next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Runs `work` in one transaction; resolves with its request's result once the transaction is done. */
async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T> {
  const db = await openDb();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request?.result as T);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** The session's takes, newest first. */
export async function listTakes(sessionKey: string): Promise<StoredTake[]> {
  const takes = await inStore<KeptTake[]>('readonly', (store) =>
    store.index(BY_SESSION).getAll(IDBKeyRange.only(sessionKey)),
  );
  return takes.sort((a, b) => b.number - a.number).map(fromKept);
}

export async function saveTake(take: StoredTake): Promise<void> {
  const saved = toKept(take).then((kept) => inStore('readwrite', (store) => store.put(kept)));
  saving.add(saved);
  try {
    await saved;
  } finally {
    saving.delete(saved);
  }
}

export async function deleteTake(id: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(id));
}

/** Deletes every take whose session key is in `sessions`, in one transaction. */
async function deleteSessions(sessions: IDBKeyRange): Promise<void> {
  await inStore<undefined>('readwrite', (store) => {
    const cursor = store.index(BY_SESSION).openKeyCursor(sessions);
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return;
      store.delete(at.primaryKey);
      at.continue();
    };
    return undefined;
  });
}

/** Forgets every take of the session: once one of them is sent. */
export async function clearTakes(sessionKey: string): Promise<void> {
  await deleteSessions(IDBKeyRange.only(sessionKey));
}

/** Forgets every take whose session key starts with `prefix`: an account's, at its sign-out. */
export async function clearTakesStartingWith(prefix: string): Promise<void> {
  await Promise.allSettled(saving);
  // Every key that starts with the prefix sorts between it and it followed by the last code unit.
  await deleteSessions(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
}

/** Closes the database (tests start each from a fresh one). */
export async function closeTakeStore(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
  probing = null;
}

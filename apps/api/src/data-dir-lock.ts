import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** In DATA_DIR while a server runs on it: `{ pid, process }` of that server, as JSON. */
export const DATA_DIR_LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  /** Which process that PID was (boot and start time, Linux): a reused PID is not the owner. */
  process?: string;
}

/** Two starts that both find a stale lock take turns; more rounds than this mean something is wrong. */
const ATTEMPTS = 5;

/**
 * Takes DATA_DIR for this process alone, before anything reads or changes the database or the files:
 * with SQLite one server runs on a folder, and a second start would release the first one's running
 * jobs and clean its scratch files. Throws DataDirLockedError (saying which process holds it) when a
 * live server does. A lock left by a process that died (`kill -9`, a crash, a power cut) is taken
 * over. Returns the function that gives the lock back (on exit).
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  const mine = `${JSON.stringify({ pid: process.pid, process: processIdentity(process.pid) })}\n`;
  // Written whole under a name of its own, then linked into place: the lock appears with its content
  // in one step (a hard link fails if the name exists), so nobody ever reads a half-written lock.
  const draft = `${path}.${process.pid}`;
  writeFileSync(draft, mine);
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        linkSync(draft, path);
        return () => removeIfSame(path, mine);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const held = readIfThere(path);
      if (held === undefined) continue;
      const owner = ownerOf(held);
      if (owner && isRunning(owner))
        throw new DataDirLockedError(
          `Another Talent Portal server (PID ${owner.pid}) is already running on ${dataDir}: stop it first, or give this one a DATA_DIR of its own. Nothing was changed.`,
        );
      takeAwayStale(path, held);
    }
    throw new DataDirLockedError(`Could not take ${path}: other processes keep changing it.`);
  } finally {
    removeQuietly(draft);
  }
}

/**
 * Moves the stale lock aside and removes it, unless what was moved is no longer what was read
 * (another start took it over meanwhile): that one is put back.
 */
function takeAwayStale(path: string, staleText: string): void {
  const aside = `${path}.stale.${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readIfThere(aside) !== staleText) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone holds the name again; the next round reads whoever it is.
    }
  }
  removeQuietly(aside);
}

function isRunning(owner: LockOwner): boolean {
  // This very PID in a lock is a former life of it (a container restarted gives the same numbers).
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = processIdentity(owner.pid);
  return !owner.process || !now || owner.process === now;
}

/**
 * The boot and the start time (in clock ticks since boot) of a process, on Linux; a PID reused after
 * a reboot or by another program has another. Undefined where /proc does not tell.
 */
function processIdentity(pid: number): string | undefined {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): state is field 3, start time 22.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
    return startTime ? `${boot}/${startTime}` : undefined;
  } catch {
    return undefined;
  }
}

/** A lock that cannot be read as one (empty after a power cut, an older format) is stale. */
function ownerOf(text: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || !Number.isInteger(owner.pid) || owner.pid <= 0) return undefined;
    return { pid: owner.pid, ...(typeof owner.process === 'string' ? { process: owner.process } : {}) };
  } catch {
    return undefined;
  }
}

function readIfThere(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function removeIfSame(path: string, text: string): void {
  if (readIfThere(path) === text) removeQuietly(path);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}

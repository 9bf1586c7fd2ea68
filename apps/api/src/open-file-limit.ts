import { readFileSync } from 'node:fs';

/** Assumed where the limit cannot be read (not Linux): the usual soft limit of a shell. */
const UNKNOWN_LIMIT = 1024;

/**
 * The process's limit on open files (every connection holds one). Node raises the soft limit to the
 * hard one at start, so this is the number after that; on Linux /proc/self/limits says it.
 */
export function openFileLimit(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return Number.MAX_SAFE_INTEGER;
    const limit = Number(soft);
    return Number.isInteger(limit) && limit > 0 ? limit : UNKNOWN_LIMIT;
  } catch {
    return UNKNOWN_LIMIT;
  }
}

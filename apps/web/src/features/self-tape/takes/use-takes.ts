import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecordedTake, StoredTake } from '../self-tape-types';
import { clearTakes, deleteTake, listTakes, saveTake } from './take-store';

/** A take's own id: random, so two tabs of one session never overwrite each other's takes. */
function newTakeId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The takes of a studio session, newest first: those kept in IndexedDB from before (a reload), then
 * each new one, saved the moment it is recorded. A take that could not be saved (storage full, a
 * private window) stays in the page, and `problem` says so.
 */
export function useTakes(sessionKey: string) {
  const [takes, setTakes] = useState<StoredTake[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [problem, setProblem] = useState<'load' | 'save' | null>(null);
  // The highest number given so far: the next take's number, whatever state is still to render.
  const lastNumber = useRef(0);

  useEffect(() => {
    let current = true;
    listTakes(sessionKey).then(
      (kept) => {
        if (!current) return;
        lastNumber.current = Math.max(lastNumber.current, ...kept.map((take) => take.number));
        setTakes((added) => [...added, ...kept.filter((take) => !added.some((mine) => mine.id === take.id))]);
        setLoaded(true);
      },
      () => {
        if (!current) return;
        setProblem('load');
        setLoaded(true);
      },
    );
    return () => {
      current = false;
    };
  }, [sessionKey]);

  const add = useCallback(
    async (recorded: RecordedTake): Promise<StoredTake> => {
      lastNumber.current += 1;
      const take: StoredTake = {
        ...recorded,
        id: newTakeId(),
        sessionKey,
        number: lastNumber.current,
        createdAt: new Date().toISOString(),
      };
      setTakes((current) => [take, ...current]);
      await saveTake(take).then(
        () => setProblem(null),
        () => setProblem('save'),
      );
      return take;
    },
    [sessionKey],
  );

  const remove = useCallback(async (id: string) => {
    setTakes((current) => current.filter((take) => take.id !== id));
    await deleteTake(id).catch(() => undefined);
  }, []);

  const clear = useCallback(async () => {
    setTakes([]);
    lastNumber.current = 0;
    await clearTakes(sessionKey).catch(() => undefined);
  }, [sessionKey]);

  // The number the next take gets, as the recorder shows it before it starts (a deleted newest take
  // keeps its number used: "Take 3" is never two different takes).
  return { takes, loaded, problem, add, remove, clear, nextNumber: lastNumber.current + 1 };
}

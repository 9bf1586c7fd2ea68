import { useEffect, useState } from 'react';
import { scriptLines } from './script-lines';

interface SavedSides {
  sides: string;
  /** The indexes of the reader's lines among the sides' non-empty lines. */
  reader: number[];
}

const keyOf = (sessionKey: string) => `talent-self-tape-sides:${sessionKey}`;

/** Forgets the sides of every session whose key starts with `prefix`: an account's, at its sign-out. */
export function forgetSavedSidesStartingWith(prefix: string): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(keyOf(prefix))) localStorage.removeItem(key);
  } catch {
    // A refused storage kept nothing to forget.
  }
}

function read(sessionKey: string): SavedSides | null {
  try {
    const saved = JSON.parse(localStorage.getItem(keyOf(sessionKey)) ?? 'null') as SavedSides | null;
    return saved && typeof saved.sides === 'string' && Array.isArray(saved.reader) ? saved : null;
  } catch {
    return null;
  }
}

/**
 * The sides' text and the reader's lines of a studio session, kept in localStorage: a reload (or a
 * phone that dropped the tab) keeps the pasted scene. Starts from `prefill` (the request's or the
 * audition's instructions) when nothing was kept.
 */
export function useSavedSides(sessionKey: string, prefill: string) {
  const [saved, setSaved] = useState<SavedSides>(() => read(sessionKey) ?? { sides: prefill, reader: [] });

  useEffect(() => {
    try {
      localStorage.setItem(keyOf(sessionKey), JSON.stringify(saved));
    } catch {
      // A full or refused storage only loses the text on a reload.
    }
  }, [sessionKey, saved]);

  return {
    sides: saved.sides,
    reader: saved.reader,
    // The partner's marks follow their lines' text: a line added above one does not move its mark
    // onto the talent's own line (the reader would then say it).
    setSides: (sides: string) =>
      setSaved((current) => {
        const marked = new Set(
          scriptLines(current.sides, current.reader)
            .filter((line) => line.reader)
            .map((line) => line.text),
        );
        const reader = scriptLines(sides, [])
          .map((line, index) => (marked.has(line.text) ? index : -1))
          .filter((index) => index >= 0);
        return { sides, reader };
      }),
    toggleReader: (index: number, on: boolean) =>
      setSaved((current) => ({
        ...current,
        reader: on
          ? [...current.reader.filter((line) => line !== index), index]
          : current.reader.filter((line) => line !== index),
      })),
    /** Marks (or unmarks) several lines at once: all of one character's. */
    setReaderLines: (indexes: readonly number[], on: boolean) =>
      setSaved((current) => ({
        ...current,
        reader: on
          ? [...current.reader.filter((line) => !indexes.includes(line)), ...indexes]
          : current.reader.filter((line) => !indexes.includes(line)),
      })),
    /** Once the take is sent: the session is over. */
    forget: () => localStorage.removeItem(keyOf(sessionKey)),
  };
}

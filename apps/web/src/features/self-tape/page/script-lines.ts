import type { ScriptLine } from '../self-tape-types';

/**
 * The sides as the teleprompter's lines: each non-empty line of the pasted text, in order. The lines
 * marked as the reader's are the indexes in `readerLines` (of the non-empty lines).
 */
export function scriptLines(sides: string, readerLines: readonly number[]): ScriptLine[] {
  return sides
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text, index) => ({ id: `line-${index}`, text, reader: readerLines.includes(index) }));
}

/** "MIHAI: Trenul pleacă…" → "MIHAI": a character's name before a colon, as sides are written. */
const SPEAKER = /^(\p{Lu}[\p{L}\p{M}.'’ -]{0,30}?)\s*:\s/u;

export function speakerOf(text: string): string | null {
  return SPEAKER.exec(text)?.[1]?.trim().toLocaleUpperCase('ro') ?? null;
}

/**
 * The characters of a scene written as "NAME: line", in the order they first speak, each with the
 * indexes of its lines: the talent marks a partner's lines at once. None when fewer than two speak.
 */
export function speakersOf(lines: readonly ScriptLine[]): { name: string; lines: number[] }[] {
  const byName = new Map<string, number[]>();
  lines.forEach((line, index) => {
    const name = speakerOf(line.text);
    if (name) byName.set(name, [...(byName.get(name) ?? []), index]);
  });
  return byName.size < 2 ? [] : [...byName].map(([name, indexes]) => ({ name, lines: indexes }));
}

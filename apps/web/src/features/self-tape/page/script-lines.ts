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

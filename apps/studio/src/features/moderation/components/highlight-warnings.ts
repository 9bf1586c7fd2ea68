export interface TextPart {
  text: string;
  flagged: boolean;
}

/**
 * The text cut where the flagged parts are (each warning's `text`, every time it occurs), so they can
 * be marked; overlapping finds keep the first.
 */
export function highlightWarnings(text: string, flagged: readonly string[]): TextPart[] {
  const ranges: [number, number][] = [];
  for (const part of new Set(flagged.filter((item) => item.length > 0))) {
    for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length))
      ranges.push([at, at + part.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (start < cursor) continue;
    if (start > cursor) parts.push({ text: text.slice(cursor, start), flagged: false });
    parts.push({ text: text.slice(start, end), flagged: true });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), flagged: false });
  return parts;
}

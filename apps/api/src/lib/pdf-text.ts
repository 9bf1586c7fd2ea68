import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PDFFont } from 'pdf-lib';

/**
 * The DejaVu fonts every PDF the API makes embeds (the SPAS notice, the stamped sides): pdf-lib's
 * standard fonts are WinAnsi and cannot write ș, ț or ă. They ship in apps/api/assets/fonts (a fresh
 * machine may have no DejaVu). The source (src/…) and the bundle (dist/) sit at different depths, so
 * look upwards.
 */
function fontsDir(): string {
  let dir = import.meta.dirname;
  for (;;) {
    const candidate = join(dir, 'assets', 'fonts');
    if (existsSync(join(candidate, 'DejaVuSans.ttf'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`assets/fonts/DejaVuSans.ttf not found above ${import.meta.dirname}`);
    dir = parent;
  }
}

let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
/** The fonts' bytes, read once per process (a failed read is tried again next time). */
export function loadPdfFonts(): Promise<{ regular: Buffer; bold: Buffer }> {
  fontBytes ??= (async () => {
    const dir = fontsDir();
    const [regular, bold] = await Promise.all([
      readFile(join(dir, 'DejaVuSans.ttf')),
      readFile(join(dir, 'DejaVuSans-Bold.ttf')),
    ]);
    return { regular, bold };
  })().catch((error: unknown) => {
    fontBytes = undefined;
    throw error;
  });
  return fontBytes;
}

/** Words that fit `width`; a word longer than a line is cut where it must be. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

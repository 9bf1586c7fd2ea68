import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

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

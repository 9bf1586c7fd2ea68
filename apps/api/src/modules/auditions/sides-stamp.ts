import type { PDFFont, PDFPage, RGB, Rotation } from 'pdf-lib';
import { loadPdfFonts, wrapText } from '../../lib/pdf-text';

/**
 * The sides as one talent downloads them (DESIGN §12, issue 33 point 5): every page carries who it
 * was given to and when, along the bottom and faintly across the middle, so a copy passed on shows
 * whose it was. Pure: bytes in, bytes out; the font is DejaVu Sans (ș, ț, ă print).
 */
export interface SidesStamp {
  /** Whose copy: `sidesStampName`'s text. */
  name: string;
  /** The day of the download, 'YYYY-MM-DD' on the Bucharest calendar. */
  date: string;
}

/**
 * The name on a talent's copy. A child's sides are the guardian's download, so both are named: the
 * child by first name only (DESIGN §10), the guardian in full. In Romanian, the language of the
 * platform's documents (the SPAS notice is Romanian too): one stamp for every reader.
 */
export function sidesStampName(
  talent: { firstName: string; lastName: string | null },
  guardianName: string | null,
) {
  const own = [talent.firstName, talent.lastName ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return guardianName ? `${talent.firstName.trim()} · tutore: ${guardianName.trim()}` : own;
}

/** 'Ana Popescu · 29.11.2026': the line at the foot of every page. */
export function sidesStampLine({ name, date }: SidesStamp): string {
  const [year, month, day] = date.split('-');
  return `${name} · ${day}.${month}.${year}`;
}

const FOOT_SIZE = 9;
const FOOT_SIZE_MIN = 6;
const FOOT_MARGIN = 24;
const MARK_SIZE_MAX = 44;

/** Stamps every page of `bytes` (a PDF checked at upload: readable, not encrypted). */
export async function stampSides(bytes: Uint8Array, stamp: SidesStamp): Promise<Uint8Array> {
  const [{ PDFDocument, rgb, degrees }, { default: fontkit }] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
  ]);
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont((await loadPdfFonts()).regular, { subset: true });
  const line = sidesStampLine(stamp);
  const ink = { foot: rgb(0.25, 0.25, 0.25), mark: rgb(0.55, 0.55, 0.55), degrees };
  for (const page of doc.getPages()) stampPage(page, font, ink, line, stamp.name);
  return doc.save();
}

interface Ink {
  foot: RGB;
  mark: RGB;
  degrees: (angle: number) => Rotation;
}

function stampPage(page: PDFPage, font: PDFFont, ink: Ink, line: string, name: string): void {
  const view = pageView(page, ink.degrees);
  // The foot line, shrunk to the page's width, and cut into lines only when a long name still runs off it.
  const footSize = fitSize(font, line, view.width - 2 * FOOT_MARGIN, FOOT_SIZE, FOOT_SIZE_MIN);
  const footLines = wrapText(line, font, footSize, view.width - 2 * FOOT_MARGIN);
  for (const [index, text] of footLines.entries()) {
    const rise = FOOT_MARGIN / 2 + (footLines.length - 1 - index) * footSize * 1.25;
    page.drawText(text, { ...view.at(FOOT_MARGIN, rise, 0), size: footSize, font, color: ink.foot });
  }
  // The name again along the diagonal, centred and faint, over the text: hard to crop away.
  const angle = Math.atan2(view.height, view.width);
  const markSize = fitSize(font, name, 0.8 * Math.hypot(view.width, view.height), MARK_SIZE_MAX, 4);
  const half = font.widthOfTextAtSize(name, markSize) / 2;
  const lift = markSize * 0.35;
  const dx = view.width / 2 - half * Math.cos(angle) + lift * Math.sin(angle);
  const dy = view.height / 2 - half * Math.sin(angle) - lift * Math.cos(angle);
  page.drawText(name, {
    ...view.at(dx, dy, (angle * 180) / Math.PI),
    size: markSize,
    font,
    color: ink.mark,
    opacity: 0.18,
  });
}

/** The largest size from `min` to `max` at which `text` fits `width` (`min` if none does). */
function fitSize(font: PDFFont, text: string, width: number, max: number, min: number): number {
  const atOne = font.widthOfTextAtSize(text, 1);
  return Math.max(min, Math.min(max, atOne > 0 ? width / atOne : max));
}

/**
 * The page as a reader sees it: its visible box (the crop box, which need not start at 0,0) turned
 * by its /Rotate. `at(dx, dy, angle)` maps a point measured from the seen bottom-left corner, and a
 * text angle as seen, to the page's own coordinates and rotation, so the stamp reads upright on a
 * landscape page stored rotated.
 */
function pageView(page: PDFPage, degrees: Ink['degrees']) {
  const box = page.getCropBox();
  const turn = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const sideways = turn === 90 || turn === 270;
  const [x0, y0, x1, y1] = [box.x, box.y, box.x + box.width, box.y + box.height];
  const place: Record<typeof turn, (dx: number, dy: number) => { x: number; y: number }> = {
    0: (dx, dy) => ({ x: x0 + dx, y: y0 + dy }),
    90: (dx, dy) => ({ x: x1 - dy, y: y0 + dx }),
    180: (dx, dy) => ({ x: x1 - dx, y: y1 - dy }),
    270: (dx, dy) => ({ x: x0 + dy, y: y1 - dx }),
  };
  return {
    width: sideways ? box.height : box.width,
    height: sideways ? box.width : box.height,
    at: (dx: number, dy: number, angle: number) => ({
      ...place[turn](dx, dy),
      rotate: degrees(turn + angle),
    }),
  };
}

// The stamp on a talent's copy of the sides (issue 33 point 5): every page, read back with pdf.js
// (unpdf), names the talent and the day, upright and inside what a reader sees, whatever the page.
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { sidesStampLine, sidesStampName, stampSides } from './sides-stamp';

/** Three pages as scripts come: portrait, landscape stored rotated, and one cropped off its origin. */
async function sides(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const portrait = doc.addPage([595, 842]);
  portrait.drawText('SCENE 4. INT. KITCHEN', { x: 72, y: 760, size: 12, font });
  const turned = doc.addPage([595, 842]);
  turned.setRotation(degrees(90));
  turned.drawText('SCENE 5', { x: 72, y: 760, size: 12, font });
  const cropped = doc.addPage([700, 900]);
  cropped.setCropBox(100, 50, 500, 700);
  cropped.drawText('SCENE 6', { x: 150, y: 600, size: 12, font });
  return doc.save();
}

interface SeenText {
  str: string;
  /** Where the text starts, in the seen page's pixels from its top-left corner. */
  at: [number, number];
  /** Its baseline's direction as seen: 0 = left to right. */
  angle: number;
  /** Its length along the baseline. */
  width: number;
}

/** Each page's text as pdf.js lays it out for a reader (rotation and crop box applied). */
async function seenPages(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: { width: number; height: number; texts: SeenText[] }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const texts = content.items.flatMap((item) => {
      if (!('str' in item) || !item.str.trim()) return [];
      const [a, b, , , e, f] = item.transform as [number, number, number, number, number, number];
      const [x, y] = viewport.convertToViewportPoint(e, f) as [number, number];
      const [ox, oy] = viewport.convertToViewportPoint(0, 0) as [number, number];
      const [dx, dy] = viewport.convertToViewportPoint(a, b) as [number, number];
      // The y axis points down on the viewport: flip it so a left-to-right line is 0°.
      const angle = Math.round((Math.atan2(-(dy - oy), dx - ox) * 180) / Math.PI) + 0;
      return [{ str: item.str, at: [x, y] as [number, number], angle, width: item.width }];
    });
    pages.push({ width: viewport.width, height: viewport.height, texts });
  }
  return pages;
}

describe('stampSides', () => {
  it('writes the name and the day on every page, upright, inside the page a reader sees', async () => {
    const name = sidesStampName({ firstName: 'Ștefan', lastName: 'Țăranu-Bălănescu' }, null);
    const line = sidesStampLine({ name, date: '2026-11-29' });
    expect(line).toBe('Ștefan Țăranu-Bălănescu · 29.11.2026');

    const stamped = await stampSides(await sides(), { name, date: '2026-11-29' });
    const pages = await seenPages(stamped);
    expect(pages.map((page) => [page.width, page.height])).toEqual([
      [595, 842],
      [842, 595],
      [500, 700],
    ]);
    for (const [index, page] of pages.entries()) {
      const foot = page.texts.find((text) => text.str === line);
      expect(foot, `page ${index + 1}: ${JSON.stringify(page.texts)}`).toBeDefined();
      // Along the bottom, left to right, on the page.
      expect(foot?.angle).toBe(0);
      const [x, y] = foot?.at ?? [0, 0];
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(page.width / 4);
      expect(y).toBeGreaterThan(page.height - 30);
      expect(y).toBeLessThan(page.height);
      // And across the middle, rising to the right.
      const mark = page.texts.find((text) => text.str === name);
      expect(mark, `page ${index + 1}`).toBeDefined();
      expect(mark?.angle).toBeGreaterThan(0);
      expect(mark?.angle).toBeLessThan(90);
    }
    // The page's own text is still there.
    expect(pages[0]?.texts.map((text) => text.str)).toContain('SCENE 4. INT. KITCHEN');
  });

  it("names a child by first name with its guardian, and shrinks a long line to the page's width", async () => {
    const name = sidesStampName({ firstName: 'Ana', lastName: null }, 'Maria Popescu');
    expect(name).toBe('Ana · tutore: Maria Popescu');
    const long = `${'Alexandru-Constantin '.repeat(6)}Ionescu`;
    const doc = await PDFDocument.create();
    doc.addPage([200, 300]);
    const pages = await seenPages(await stampSides(await doc.save(), { name: long, date: '2026-03-29' }));
    // Cut between words onto lines that each stay on the page.
    const foot = pages[0]?.texts.filter((text) => text.angle === 0) ?? [];
    expect(foot.map((text) => text.str.trim()).join(' ')).toBe(`${long} · 29.03.2026`);
    expect(foot.length).toBeGreaterThan(1);
    for (const text of foot) {
      expect(text.at[0]).toBeGreaterThan(0);
      expect(text.at[0] + text.width).toBeLessThan(200);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeAtomically } from './cover-images';
import { seededRandom } from './prng';

export interface Portrait {
  /** Storage keys under <mediaDir>/profiles, as uploaded photos have them. */
  displayKey: string;
  thumbnailKey: string;
  displayUrl: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  sizeBytes: number;
  files: string[];
}

const DISPLAY = { width: 800, height: 1000 };
const THUMB_WIDTH = 400;

/**
 * A head-and-shoulders silhouette on a soft background, different for each design: enough for the
 * studio's grid and lightbox to look like a casting's applicants, with no real person in it.
 */
function portraitSvg(design: number): string {
  const random = seededRandom(0xface + design * 104_729);
  const hue = random.int(0, 359);
  const skin = ['#f1c7a5', '#e0ac85', '#c68a63', '#8d5a3b', '#f5d5bd'][design % 5];
  const hair = ['#2b1b12', '#5a3825', '#a0642e', '#d8b067', '#111111', '#7b4a2a'][random.int(0, 5)];
  const shirt = `hsl(${(hue + 150) % 360},45%,${random.int(30, 55)}%)`;
  const { width, height } = DISPLAY;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},35%,88%)"/><stop offset="1" stop-color="hsl(${hue},30%,70%)"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#b)"/>
  <ellipse cx="400" cy="1010" rx="${random.int(300, 360)}" ry="330" fill="${shirt}"/>
  <rect x="355" y="560" width="90" height="130" rx="30" fill="${skin}"/>
  <ellipse cx="400" cy="420" rx="${random.int(150, 175)}" ry="${random.int(185, 205)}" fill="${hair}"/>
  <ellipse cx="400" cy="460" rx="${random.int(120, 135)}" ry="${random.int(150, 165)}" fill="${skin}"/>
  <ellipse cx="400" cy="330" rx="${random.int(135, 160)}" ry="${random.int(60, 90)}" fill="${hair}"/>
</svg>`;
}

/** `count` portraits as WebP display (800×1000) and thumbnail (400 px wide) files of the profiles folder. */
export async function generatePortraits(mediaDir: string, count: number): Promise<Portrait[]> {
  const folder = join(mediaDir, 'profiles');
  await mkdir(folder, { recursive: true });
  return Promise.all(
    Array.from({ length: count }, async (_, design) => {
      const raw = await sharp(Buffer.from(portraitSvg(design)))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const image = () => sharp(raw.data, { raw: raw.info });
      const id = randomUUID();
      const displayKey = `${id}-display.webp`;
      const thumbnailKey = `${id}-thumb.webp`;
      await writeAtomically(image().webp({ quality: 80 }), join(folder, displayKey));
      await writeAtomically(image().resize(THUMB_WIDTH).webp({ quality: 78 }), join(folder, thumbnailKey));
      const sizeBytes = (await stat(join(folder, displayKey))).size;
      return {
        displayKey,
        thumbnailKey,
        displayUrl: `/media/profiles/${displayKey}`,
        thumbnailUrl: `/media/profiles/${thumbnailKey}`,
        ...DISPLAY,
        sizeBytes,
        files: [join(folder, displayKey), join(folder, thumbnailKey)],
      };
    }),
  );
}

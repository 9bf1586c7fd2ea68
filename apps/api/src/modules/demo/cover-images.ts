import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { seededRandom } from './prng';

export interface CoverImage {
  thumbnailUrl: string;
  displayUrl: string;
  /** The files on disk, so a seeding that is called off can remove them. */
  files: string[];
}

const DISPLAY = { width: 1600, height: 900 };
const THUMB_WIDTH = 400;

/**
 * An abstract cover (gradient, soft light, a few shapes) as SVG, the same for the same design number.
 * No text: fonts may be missing on the machine, and covers carry no words anyway.
 */
function coverSvg(design: number): string {
  const random = seededRandom(0xc0de + design * 7919);
  const hue = (design * 47 + random.int(0, 30)) % 360;
  const second = (hue + random.int(40, 120)) % 360;
  const { width, height } = DISPLAY;
  const circles = Array.from({ length: 3 }, () => {
    const r = random.int(80, 320);
    return `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="#fff" fill-opacity="${(random.int(6, 18) / 100).toFixed(2)}"/>`;
  }).join('');
  const peak = random.int(300, 1300);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},65%,52%)"/>
      <stop offset="1" stop-color="hsl(${second},60%,24%)"/>
    </linearGradient>
    <radialGradient id="l"><stop offset="0" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${random.int(200, 1400)}" cy="${random.int(150, 500)}" r="${random.int(300, 500)}" fill="url(#l)"/>
  ${circles}
  <polygon points="0,${height} ${peak},${random.int(380, 620)} ${width},${height}" fill="#000" fill-opacity="0.2"/>
</svg>`;
}

/** Written under a temporary name, then renamed: a file under its final name is always complete. */
export async function writeAtomically(image: Sharp, path: string): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    await image.toFile(temporary);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Renders `count` distinct designs as WebP display (1600 px) and thumbnail (400 px) files under
 * <mediaDir>/castings/ with random names, served at /media/castings/…. The demo reuses them across
 * castings, which keeps seeding within a second or two on 2 cores.
 */
export async function generateCoverImages(mediaDir: string, count: number): Promise<CoverImage[]> {
  const folder = join(mediaDir, 'castings');
  await mkdir(folder, { recursive: true });
  return Promise.all(
    Array.from({ length: count }, async (_, design) => {
      const raw = await sharp(Buffer.from(coverSvg(design)))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const image = () => sharp(raw.data, { raw: raw.info });
      const id = randomUUID();
      const display = join(folder, `${id}-display.webp`);
      const thumbnail = join(folder, `${id}-thumb.webp`);
      await writeAtomically(image().webp({ quality: 80 }), display);
      await writeAtomically(image().resize(THUMB_WIDTH).webp({ quality: 78 }), thumbnail);
      return {
        displayUrl: `/media/castings/${id}-display.webp`,
        thumbnailUrl: `/media/castings/${id}-thumb.webp`,
        files: [display, thumbnail],
      };
    }),
  );
}

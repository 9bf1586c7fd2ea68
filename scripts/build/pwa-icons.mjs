#!/usr/bin/env node
/**
 * Draws the portal's install icons (DESIGN §15) from apps/web/public/favicon.svg into
 * apps/web/public/icons/. Run it again when the favicon changes, and commit the PNGs: the build only
 * copies them, so it needs no image tooling.
 *
 * - icon-192.png, icon-512.png: the favicon as it is (rounded corners, transparent around them),
 *   for the manifest's `purpose: "any"`.
 * - maskable-512.png: the same on a full square of the favicon's colour. A launcher cuts its own shape
 *   out of a maskable icon, keeping only the centre circle (80% of the width); the favicon's letter
 *   already sits inside it, so only the transparent corners need filling.
 * - apple-touch-icon.png (180): iOS fills transparency with black and rounds the corners itself,
 *   so it gets the full square too.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/public');
const svg = readFileSync(resolve(publicDir, 'favicon.svg'));
// The favicon's own background (its <rect> fill), which is also the manifest's theme_color.
const background = /<rect\b[^>]*\bfill="(#[0-9a-f]{6})"/i.exec(svg.toString())?.[1];
if (!background) throw new Error('pwa-icons: no <rect fill="#……"> found in favicon.svg');

/** The favicon drawn at `size` px, sharp (rendered at that size, not scaled up from 32 px). */
const drawn = (size) => sharp(svg, { density: (72 * size) / 32 }).resize(size, size);

const icons = [
  { file: 'icon-192.png', size: 192, fullSquare: false },
  { file: 'icon-512.png', size: 512, fullSquare: false },
  { file: 'maskable-512.png', size: 512, fullSquare: true },
  { file: 'apple-touch-icon.png', size: 180, fullSquare: true },
];

for (const { file, size, fullSquare } of icons) {
  const image = fullSquare ? drawn(size).flatten({ background }) : drawn(size);
  const { width, height } = await image
    .png({ compressionLevel: 9, palette: true })
    .toFile(resolve(publicDir, 'icons', file));
  console.info(`pwa-icons: icons/${file} ${width}×${height}`);
}

import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaMessage } from '@talent/contract/media';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { HttpError } from '../../http-error';

/** Larger images are refused before decoding (a 30000×30000 "pixel flood" would need gigabytes). */
export const MAX_INPUT_PIXELS = 50_000_000;
export const THUMBNAIL_SIZE = 400;
export const DISPLAY_SIZE = 1600;

export type PhotoFormat = 'jpeg' | 'png' | 'gif';

export class PhotoRejected extends Error {
  constructor(readonly reason: 'type' | 'pixels') {
    super(reason);
  }
}

/** The first bytes of a file. */
export async function readHead(path: string, length = 64): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The image type by magic number, whatever the name or declared type say. */
export function photoFormatOf(head: Buffer): PhotoFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const gif = head.subarray(0, 6).toString('latin1');
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  return null;
}

export interface PhotoVariantFiles {
  format: PhotoFormat;
  width: number;
  height: number;
  /** Re-encoded in its own format, orientation applied, no metadata. */
  original: { path: string; extension: string; contentType: string };
  display: { path: string; extension: string; contentType: string };
  thumbnail: { path: string; extension: string; contentType: string };
}

const ORIGINAL_OUTPUT: Record<PhotoFormat, { extension: string; contentType: string }> = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  gif: { extension: 'gif', contentType: 'image/gif' },
};

/**
 * Checks an uploaded image by its bytes and writes its three served files into `outDir`. Every file
 * is decoded and re-encoded by sharp, which keeps no metadata unless asked: no EXIF, no GPS, and no
 * bytes of a polyglot's second payload survive. `failOn: 'warning'` refuses truncated files.
 */
export async function makePhotoVariants(
  inputPath: string,
  outDir: string,
  id: string,
): Promise<PhotoVariantFiles> {
  const format = photoFormatOf(await readHead(inputPath));
  if (!format) throw new PhotoRejected('type');
  const input = () => sharp(inputPath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' });
  let metadata: Metadata;
  try {
    metadata = await sharp(inputPath, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejected('type');
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) throw new PhotoRejected('type');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new PhotoRejected('pixels');

  const original = { path: join(outDir, `${id}-original`), ...ORIGINAL_OUTPUT[format] };
  const display = { path: join(outDir, `${id}-display`), extension: 'webp', contentType: 'image/webp' };
  const thumbnail = { path: join(outDir, `${id}-thumb`), extension: 'webp', contentType: 'image/webp' };
  const encodeOriginal = (image: Sharp) =>
    format === 'jpeg'
      ? image.jpeg({ quality: 92 })
      : format === 'png'
        ? image.png({ compressionLevel: 6 })
        : image.gif();
  let info: OutputInfo;
  try {
    [info] = await Promise.all([
      encodeOriginal(input().rotate()).toFile(original.path),
      input()
        .rotate()
        .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toFile(display.path),
      input()
        .rotate()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toFile(thumbnail.path),
    ]);
  } catch {
    // A file that does not decode to the end (truncated, a polyglot, a disguised script).
    throw new PhotoRejected('type');
  }
  return { format, width: info.width, height: info.height, original, display, thumbnail };
}

/**
 * The served variants of an uploaded image (a profile photo, a casting's cover), or 415 with the
 * file's name when its bytes are not one.
 */
export async function uploadedPhotoVariants(
  file: { path: string; name: string },
  outDir: string,
  id: string,
): Promise<PhotoVariantFiles> {
  try {
    return await makePhotoVariants(file.path, outDir, id);
  } catch (error) {
    if (!(error instanceof PhotoRejected)) throw error;
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      error.reason === 'pixels'
        ? mediaMessage('imageTooManyPixels', file.name)
        : mediaMessage('photoTypeNotAllowed', file.name),
    );
  }
}

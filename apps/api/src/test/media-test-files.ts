import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** Test files made on the spot: real images with sharp, a real MP4 with ffmpeg. */
export async function jpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '44/1 25/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '26/1 6/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

export const gif = (width = 100, height = 80) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 200, b: 0 } } })
    .gif()
    .toBuffer();

/** A PNG header declaring 30000×30000 pixels (the IHDR is valid; the data is not needed to refuse). */
export function pixelFloodPng(): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdrData = Buffer.alloc(13);
  ihdrData.writeUInt32BE(30000, 0);
  ihdrData.writeUInt32BE(30000, 4);
  ihdrData[8] = 8;
  ihdrData[9] = 2;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdrData),
    chunk('IDAT', Buffer.alloc(64)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A 2-second 320×240 MP4 (H.264 if available, else MPEG-4 part 2) with a location tag. */
export function mp4(ffmpeg = 'ffmpeg', extension = 'mp4'): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'talent-video-'));
  const out = join(dir, `test.${extension}`);
  execFileSync(
    ffmpeg,
    [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=320x240:rate=10',
      '-pix_fmt',
      'yuv420p',
      '-metadata',
      'location=+44.4268+026.1025/',
      out,
    ],
    { timeout: 60_000 },
  );
  return readFileSync(out);
}

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----talent${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    boundary,
  };
}

/**
 * A client that gives up mid-upload, over a real connection to `port`: sends the first `sentBytes` of
 * `body`, waits `waitMs` (then calls `beforeDisconnect`, the upload still open) and drops the connection.
 */
export function abandonUpload(options: {
  port: string | number;
  path: string;
  headers: Record<string, string>;
  body: ReturnType<typeof multipart>;
  sentBytes: number;
  waitMs: number;
  beforeDisconnect?: () => void;
}): Promise<void> {
  const { body } = options;
  return new Promise<void>((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port: options.port,
      method: 'POST',
      path: options.path,
      headers: { ...options.headers, ...body.headers, 'content-length': body.payload.length },
    });
    req.on('error', () => resolve());
    req.write(body.payload.subarray(0, options.sentBytes), () => {
      setTimeout(() => {
        options.beforeDisconnect?.();
        req.destroy();
        resolve();
      }, options.waitMs);
    });
  });
}

/** POSTs the parts as multipart/form-data through `inject`, with the caller's headers. */
export function injectUpload(
  app: FastifyInstance,
  headers: Record<string, string>,
  url: string,
  parts: Part[],
) {
  const body = multipart(parts);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** A real PDF of `pages` A4 pages, each saying which it is (`addDefaultPage: false`: 0 pages stays 0). */
export async function pdfOfPages(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) doc.addPage().drawText(`Page ${n}`, { x: 72, y: 760, size: 14, font });
  return Buffer.from(await doc.save({ addDefaultPage: false }));
}

/**
 * A real encrypted PDF (AES-256, R6; user password `secret`), made once with
 * `qpdf --encrypt secret owner-secret 256 -- plain.pdf encrypted.pdf` from a one-page pdf-lib PDF:
 * pdf-lib cannot encrypt, and qpdf is not a dependency of the tests.
 */
export const encryptedPdf = () => readFileSync(join(import.meta.dirname, 'fixtures', 'encrypted.pdf'));

// Media: the variants of a 12-megapixel JPEG (the upload's own function, DESIGN §5 ≤ 1 s) and photo
// uploads per second through the built server.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePhotoVariants } from '../../apps/api/src/modules/media/photo-variants';
import { registerTalent, startServer, stopServer } from './common';

export const BUDGET_VARIANTS_MS = 1000;
const PORT = 3901;

export interface MediaResult {
  inputMb: number;
  variantsMedianMs: number;
  variantsRunsMs: number[];
  budgetMs: number;
  pass: boolean;
  uploads: { count: number; photoMb: number; perSecond: number; meanMs: number; failures: number };
}

async function photoJpeg(width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  // Smooth shapes plus fine noise: closer to a photograph than a flat colour, so encoding costs what it would.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b6cb0"/><stop offset="1" stop-color="#f6ad55"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#e53e3e" opacity="0.6"/></svg>`;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 0, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'add' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Camera' } })
    .toBuffer();
}

export async function mediaBench(): Promise<MediaResult> {
  const dir = mkdtempSync(join(tmpdir(), 'talent-bench-media-'));
  try {
    const input = join(dir, 'twelve-mp.jpg');
    writeFileSync(input, await photoJpeg(4000, 3000));
    const times: number[] = [];
    for (let run = 0; run < 6; run++) {
      const started = performance.now();
      await makePhotoVariants(input, dir, `run${run}`);
      // The first run warms libvips up and is not counted.
      if (run > 0) times.push(Math.round(performance.now() - started));
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const inputMb = Number((readFileSync(input).length / 1024 / 1024).toFixed(1));
    console.info(`12 MP JPEG (${inputMb} MB) → variants: median ${median} ms of ${times.length}`);

    const server = await startServer({ dataDir: join(dir, 'data'), port: PORT });
    try {
      const { accessToken } = await registerTalent(server.origin, `bench.media.${Date.now()}@example.com`);
      const photo = await photoJpeg(1600, 1200);
      // 30 stay under the per-profile photo cap.
      const total = 30;
      let next = 0;
      let failures = 0;
      const started = performance.now();
      const client = async () => {
        while (next < total) {
          next += 1;
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'bench.jpg');
          const response = await fetch(`${server.origin}/api/profiles/me/photos`, {
            method: 'POST',
            headers: { authorization: `Bearer ${accessToken}` },
            body: form,
          });
          if (response.status !== 201) failures += 1;
          await response.arrayBuffer();
        }
      };
      await Promise.all([client(), client()]);
      const seconds = (performance.now() - started) / 1000;
      const uploads = {
        count: total,
        photoMb: Number((photo.length / 1024 / 1024).toFixed(1)),
        perSecond: Number((total / seconds).toFixed(1)),
        meanMs: Math.round((seconds * 1000) / total),
        failures,
      };
      console.info(`Photo uploads (2 MP, 2 clients): ${uploads.perSecond}/s, failures ${failures}`);
      return {
        inputMb,
        variantsMedianMs: median,
        variantsRunsMs: times,
        budgetMs: BUDGET_VARIANTS_MS,
        pass: median <= BUDGET_VARIANTS_MS && failures === 0,
        uploads,
      };
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

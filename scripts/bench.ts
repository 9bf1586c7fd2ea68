// `npm run bench`: measures the API against the built server on scratch databases, as DESIGN §5 budgets it.
// For 1,000, 10,000 and 100,000 castings it seeds a fresh SQLite database, starts the real server, and
// drives GET /api/castings (pages and filters) and /api/castings/search at a fixed 500 req/s.
// Media: the variants of a 12-megapixel JPEG (the upload's own function) and photo uploads per second.
// BENCH_ONLY=media (or castings) runs one part.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrations';
import { seedSyntheticCastings } from '../apps/api/src/modules/demo/synthetic-castings';
import { makePhotoVariants } from '../apps/api/src/modules/media/photo-variants';
import { ensureBuilt } from './ensure-built.mjs';

const root = resolve(import.meta.dirname, '..');
const RATE = 500;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const PORT = 3900;
const BUDGET_P99_MS = 25;
const BUDGET_VARIANTS_MS = 1000;
const ONLY = process.env.BENCH_ONLY;

interface Row {
  castings: number;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function seed(dataDir: string, castings: number): Promise<number> {
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    await seedSyntheticCastings(db, castings);
    return performance.now() - started;
  } finally {
    await db.destroy();
  }
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  server.kill('SIGKILL');
  throw new Error('The server did not start');
}

async function stopServer(server: ChildProcess): Promise<void> {
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  await exited;
}

async function talentToken(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.${Date.now()}@example.com`,
      password: 'bench-password-1',
      firstName: 'Bench',
      lastName: 'Mark',
      phone: '+40721234567',
      birthDate: '1990-01-01',
      gender: 'FEMALE',
    }),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

async function drive(token: string, paths: string[], castings: number, scenario: string): Promise<Row> {
  const options = {
    url: `http://127.0.0.1:${PORT}`,
    connections: 16,
    overallRate: RATE,
    duration: DURATION_SECONDS,
    headers: { authorization: `Bearer ${token}` },
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  };
  // A short warm-up first so the page cache and JIT are not what is measured.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon(options);
  return {
    castings,
    scenario,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const listPaths = [
  '/api/castings?page=1&pageSize=12',
  '/api/castings?page=2&pageSize=12',
  '/api/castings?location=Cluj-Napoca&page=1',
  '/api/castings?projectType=COMMERCIAL&page=1',
  '/api/castings?minRemuneration=200&maxRemuneration=2000&page=1',
  '/api/castings?location=Bucuresti&projectType=TV_SERIES&page=1',
];
const searchPaths = [
  '/api/castings/search?q=bucuresti',
  '/api/castings/search?q=figuranti',
  '/api/castings/search?q=reclama%20cluj',
];

if (ONLY === 'media') {
  // Only the API bundle is needed: build it, leave the web build alone.
  const { spawnSync } = await import('node:child_process');
  const built = spawnSync(process.execPath, ['apps/api/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('API build failed');
} else {
  ensureBuilt();
}
const rows: Row[] = [];
for (const castings of ONLY === 'media' ? [] : SIZES) {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-'));
  try {
    const seedMs = await seed(dataDir, castings);
    console.info(`Seeded ${castings.toLocaleString('en')} castings in ${(seedMs / 1000).toFixed(1)} s`);
    const server = await startServer(dataDir);
    try {
      const token = await talentToken();
      rows.push(await drive(token, listPaths, castings, 'GET /api/castings'));
      rows.push(await drive(token, searchPaths, castings, 'GET /api/castings/search'));
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (rows.length > 0) {
  console.info(
    `\nFixed rate ${RATE} req/s for ${DURATION_SECONDS} s, 16 connections, SQLite, one server process:`,
  );
  console.table(rows.map((row) => ({ ...row, castings: row.castings.toLocaleString('en') })));
}

const verdicts: string[] = [];
const at = (castings: number, scenario: string) =>
  rows.find((row) => row.castings === castings && row.scenario === scenario);
const list10k = at(10_000, 'GET /api/castings');
if (list10k)
  verdicts.push(
    `list p99 at 10,000: ${list10k.p99} ms (budget ≤ ${BUDGET_P99_MS} ms) ${list10k.p99 <= BUDGET_P99_MS ? 'ok' : 'OVER'}`,
  );
const list1k = at(1_000, 'GET /api/castings');
const list100k = at(100_000, 'GET /api/castings');
if (list1k && list100k) {
  const ratio = list100k.p99 / Math.max(list1k.p99, 1);
  verdicts.push(
    `list p99 at 100,000 vs 1,000: ${ratio.toFixed(2)}× (budget ≤ 1.5×) ${ratio <= 1.5 ? 'ok' : 'OVER'}`,
  );
}
const errors = rows.reduce((sum, row) => sum + row.errors, 0);
if (rows.length > 0) verdicts.push(`errors: ${errors} ${errors === 0 ? 'ok' : 'OVER'}`);

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

async function mediaBench(): Promise<void> {
  const { writeFileSync } = await import('node:fs');
  const dir = mkdtempSync(join(tmpdir(), 'talent-bench-media-'));
  try {
    const input = join(dir, 'twelve-mp.jpg');
    writeFileSync(input, await photoJpeg(4000, 3000));
    const times: number[] = [];
    for (let run = 0; run < 6; run++) {
      const started = performance.now();
      await makePhotoVariants(input, dir, `run${run}`);
      // The first run warms libvips up and is not counted.
      if (run > 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const size = (readFileSync(input).length / 1024 / 1024).toFixed(1);
    verdicts.push(
      `12 MP JPEG (${size} MB) → original, display, thumbnail: median ${median.toFixed(0)} ms of 5 (budget ≤ ${BUDGET_VARIANTS_MS} ms) ${median <= BUDGET_VARIANTS_MS ? 'ok' : 'OVER'}`,
    );

    const dataDir = join(dir, 'data');
    const server = await startServer(dataDir);
    try {
      const token = await talentToken();
      const photo = await photoJpeg(1600, 1200);
      const total = 30;
      let next = 0;
      let failed = 0;
      const started = performance.now();
      const client = async () => {
        while (next < total) {
          next += 1;
          // A fresh profile every 40 photos would be needed past the cap; 30 stay under it.
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'bench.jpg');
          const response = await fetch(`http://127.0.0.1:${PORT}/api/profiles/me/photos`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
          });
          if (response.status !== 201) failed += 1;
          await response.arrayBuffer();
        }
      };
      await Promise.all([client(), client()]);
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `Photo uploads: ${total} × ${(photo.length / 1024 / 1024).toFixed(1)} MB 2 MP JPEG, 2 concurrent clients: ${(total / seconds).toFixed(1)} uploads/s (${((seconds * 1000) / total).toFixed(0)} ms each on average)`,
      );
      verdicts.push(`photo upload failures: ${failed} ${failed === 0 ? 'ok' : 'OVER'}`);
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (ONLY !== 'castings') await mediaBench();
for (const line of verdicts) console.info(line);
process.exitCode = verdicts.some((line) => line.endsWith('OVER')) ? 1 : 0;

// `npm run bench`: every benchmark of DESIGN §5 and the issue's load test, one report.
//   bundle      JavaScript per route (gzip) against the budgets, from the web build's own computation
//   lighthouse  Lighthouse mobile performance and accessibility on /login, / and /castings
//   castings    GET /api/castings and /search at a fixed 500 req/s on 1,000, 10,000 and 100,000 castings,
//               and the list's closed-loop throughput ÷ the bare /api/health's (bench/castings-throughput.ts)
//   directory   the studio's talent directory on 50,000 talent profiles: a filtered search's closed-loop
//               throughput ÷ the bare /api/health's, on SQLite and PostgreSQL (bench/directory.ts)
//   applicants  the studio's applicants of a casting with 2,000 applications, filtered and sorted, at
//               100 req/s on SQLite and PostgreSQL, with each filter's query plan (bench/applicants.ts)
//   notices     closing a casting with 10,000 applicants: the request's time, until every notice and e-mail
//               exists, memory, and no-op jobs per second ÷ plain inserts, on SQLite and PostgreSQL
//               (bench/notices.ts)
//   load        60 s of mixed traffic at 70% of the capacity (the highest evenly spaced rate kept up
//               with, bench/capacity.ts), on SQLite and on PostgreSQL
//   media       12 MP JPEG → variants, photo uploads per second
//   child-media a child's photo through its signed URL ÷ an adult's from the public folder (reads per
//               second), and the SPAS notice rendered to PDF (bench/child-media.ts)
//   hashes      argon2id hashes and verifications per second
//   video       a 30 s 1080p clip converted through the app ÷ bare ffmpeg with the same arguments, and
//               GET /api/castings p99 while the server converts it ÷ idle (bench/video.ts)
// Writes docs/benchmarks.json and docs/benchmarks.md; exits 1 when a budget is missed.
// Knobs: BENCH_ONLY=castings,load,… (a comma-separated subset), BENCH_SIZES=1000,10000,100000,
// BENCH_SECONDS=10 (castings), BENCH_LOAD_SECONDS=60, BENCH_LOAD_DATABASES=sqlite,postgres, BENCH_LOAD_RATE
// (a fixed req/s for the load run instead of 70% of its capacity),
// BENCH_LOAD_CASTINGS=10000, BENCH_LOAD_TALENTS=100, BENCH_LIGHTHOUSE_RUNS=3, DATABASE_URL (an existing
// PostgreSQL for the load run instead of a throwaway pg_virtualenv cluster), CHROMIUM_PATH,
// BENCH_SERVER_NODE_ARGS (extra node flags for the load run's server, e.g. --cpu-prof),
// BENCH_NOTICES_WAIT_SECONDS=300 (how long the notices part waits for its e-mails, and for its jobs),
// BENCH_VIDEO_RATE=200 (the video part's fixed req/s of GET /api/castings), BENCH_CHILD_MEDIA_SECONDS=5 (each
// read round of the child-media part).
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { applicantsBench } from './bench/applicants';
import { type BundleRow, bundleBench } from './bench/bundle';
import { castingsBench } from './bench/castings';
import { childMediaBench } from './bench/child-media';
import { machine, withPostgres } from './bench/common';
import { directoryBench } from './bench/directory';
import { hashesBench } from './bench/hashes';
import { lighthouseBench } from './bench/lighthouse';
import { type LoadResult, loadBench } from './bench/load';
import { mediaBench } from './bench/media';
import { noticesBench } from './bench/notices';
import { type Report, writeReport } from './bench/report';
import { VIDEO_DEFAULT_RATE, videoBench } from './bench/video';
import { ensureBuilt } from './ensure-built.mjs';

// This process is also the load generator: a pause of its own adds to every latency it measures. Its
// per-request allocations get pretenured like the server's (apps/api/src/v8-tuning.ts), which gave it a
// 5–15 ms mark-compact every second under the mixed load.
setFlagsFromString('--no-allocation-site-pretenuring');

const PARTS = [
  'bundle',
  'lighthouse',
  'castings',
  'applicants',
  'directory',
  'notices',
  'load',
  'media',
  'child-media',
  'hashes',
  'video',
] as const;
type Part = (typeof PARTS)[number];
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
for (const part of only)
  if (!PARTS.includes(part as Part))
    throw new Error(`BENCH_ONLY: unknown part ${part} (${PARTS.join(', ')})`);
const runs = (part: Part) => only.length === 0 || only.includes(part);

const settings = {
  BENCH_ONLY: only.length > 0 ? only.join(',') : 'all',
  BENCH_SIZES: process.env.BENCH_SIZES ?? '1000,10000,100000',
  BENCH_SECONDS: Number(process.env.BENCH_SECONDS ?? 10),
  BENCH_LOAD_SECONDS: Number(process.env.BENCH_LOAD_SECONDS ?? 60),
  BENCH_LOAD_DATABASES: process.env.BENCH_LOAD_DATABASES ?? 'sqlite,postgres',
  BENCH_LIGHTHOUSE_RUNS: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  BENCH_NOTICES_WAIT_SECONDS: Number(process.env.BENCH_NOTICES_WAIT_SECONDS ?? 300),
  BENCH_VIDEO_RATE: Number(process.env.BENCH_VIDEO_RATE ?? VIDEO_DEFAULT_RATE),
};

const started = performance.now();
const report: Report = {
  machine: machine(),
  loadAverageAtEnd: [],
  durationSeconds: 0,
  settings,
  failures: [],
};
const step = (name: string) => console.info(`\n== ${name} (${new Date().toISOString().slice(11, 19)} UTC)`);

/** A part that crashes is reported as a failure; the others still run and the report is still written. */
async function attempt(name: string, part: () => Promise<void>): Promise<void> {
  step(name);
  try {
    await part();
  } catch (error) {
    console.error(`${name} failed:`, error);
    report.failures.push(
      `${name} did not complete: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

ensureBuilt();

if (runs('bundle'))
  await attempt('JavaScript per route', async () => {
    const rows: BundleRow[] = bundleBench();
    console.table(rows);
    report.bundle = rows;
    for (const row of rows.filter((entry) => !entry.pass))
      report.failures.push(`JS on ${row.path}: ${row.total} KB gzip > ${row.budget} KB`);
  });

if (runs('lighthouse'))
  await attempt('Lighthouse', async () => {
    const rows = await lighthouseBench(settings.BENCH_LIGHTHOUSE_RUNS);
    report.lighthouse = rows;
    for (const row of rows.filter((entry) => !entry.pass))
      report.failures.push(
        `Lighthouse ${row.path}: performance ${row.performance} (≥ 95), accessibility ${row.accessibility} (100)`,
      );
  });

if (runs('castings'))
  await attempt('Castings list and search', async () => {
    const result = await castingsBench(settings.BENCH_SIZES.split(',').map(Number), settings.BENCH_SECONDS);
    report.castings = result;
    for (const verdict of result.verdicts.filter((entry) => !entry.pass))
      report.failures.push(`${verdict.name}: ${verdict.value} (budget ${verdict.budget})`);
  });

if (runs('applicants'))
  await attempt('Studio applicants', async () => {
    const result = await applicantsBench(settings.BENCH_SECONDS, settings.BENCH_LOAD_DATABASES.split(','));
    report.applicants = result;
    for (const verdict of result.verdicts.filter((entry) => !entry.pass))
      report.failures.push(`${verdict.name}: ${verdict.value} (budget ${verdict.budget})`);
  });

if (runs('directory'))
  await attempt('Studio talent directory', async () => {
    const result = await directoryBench(settings.BENCH_LOAD_DATABASES.split(','));
    report.directory = result;
    for (const verdict of result.verdicts.filter((entry) => !entry.pass))
      report.failures.push(`${verdict.name}: ${verdict.value} (budget ${verdict.budget})`);
  });

if (runs('notices'))
  await attempt('Notices of a closed casting', async () => {
    const result = await noticesBench(
      settings.BENCH_LOAD_DATABASES.split(','),
      settings.BENCH_NOTICES_WAIT_SECONDS,
    );
    report.notices = result;
    for (const verdict of result.verdicts.filter((entry) => !entry.pass))
      report.failures.push(`${verdict.name}: ${verdict.value} (budget ${verdict.budget})`);
  });

if (runs('load')) {
  const results: LoadResult[] = [];
  report.load = results;
  const databases = settings.BENCH_LOAD_DATABASES.split(',');
  const judge = (run: LoadResult) => {
    results.push(run);
    if (!run.pass)
      report.failures.push(
        `mixed load on ${run.database}: ${run.overall.errors} errors, p99 overall ${run.overall.p99} ms, reads ` +
          `${run.scenarios
            .filter((row) => run.budgetedScenarios.includes(row.scenario))
            .map((row) => `${row.scenario} ${row.p99}`)
            .join(
              ', ',
            )} ms (≤ ${run.budgetP99Ms}), memory ${(run.memory.growth * 100).toFixed(1)}% (≤ ${run.memory.limit * 100}%)`,
      );
  };
  if (databases.includes('sqlite'))
    await attempt('Mixed load, SQLite', async () =>
      judge(await loadBench('SQLite', undefined, settings.BENCH_LOAD_SECONDS)),
    );
  if (databases.includes('postgres'))
    await attempt('Mixed load, PostgreSQL', async () =>
      judge(await withPostgres((url) => loadBench('PostgreSQL', url, settings.BENCH_LOAD_SECONDS))),
    );
}

if (runs('media'))
  await attempt('Photos', async () => {
    const media = await mediaBench();
    report.media = media;
    if (!media.pass)
      report.failures.push(
        `photos: variants ${media.variantsMedianMs} ms (≤ ${media.budgetMs}), ${media.uploads.failures} failed uploads`,
      );
  });

if (runs('child-media'))
  await attempt("Children's media", async () => {
    const result = await childMediaBench();
    report.childMedia = result;
    if (result.failures > 0) report.failures.push(`children's media: ${result.failures} failed reads`);
  });

if (runs('hashes'))
  await attempt('argon2id', async () => {
    report.hashes = await hashesBench();
  });

if (runs('video'))
  await attempt('Videos', async () => {
    const result = await videoBench(settings.BENCH_VIDEO_RATE);
    report.video = result;
    for (const verdict of result.verdicts.filter((entry) => !entry.pass))
      report.failures.push(`${verdict.name}: ${verdict.value} (budget ${verdict.budget})`);
  });

report.loadAverageAtEnd = loadavg().map((value) => Number(value.toFixed(2)));
report.durationSeconds = Math.round((performance.now() - started) / 1000);
writeReport(report);
console.info(`\nWrote docs/benchmarks.json and docs/benchmarks.md in ${report.durationSeconds} s.`);
for (const line of report.failures) console.info(`OVER: ${line}`);
process.exitCode = report.failures.length > 0 ? 1 : 0;

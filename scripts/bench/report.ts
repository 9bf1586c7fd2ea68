// docs/benchmarks.json (everything measured) and docs/benchmarks.md (the same as tables, with budgets).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApplicantsResult } from './applicants';
import type { BundleRow } from './bundle';
import { ANSWERED_IN_TIME, FIRST_STEP_PERCENT, STEP_PERCENT, STEP_SECONDS } from './capacity';
import type { CastingsResult } from './castings';
import type { ThroughputResult } from './castings-throughput';
import type { ChildMediaResult } from './child-media';
import { type Machine, root } from './common';
import { DIRECTORY_FRESH_PATHS, DIRECTORY_NAME_PATHS, type DirectoryResult } from './directory';
import type { HashesResult } from './hashes';
import type { LighthouseRow } from './lighthouse';
import type { LoadResult } from './load';
import type { MediaResult } from './media';
import type { NoticesResult } from './notices';
import type { VideoResult } from './video';

export interface Report {
  machine: Machine;
  /** Load average when the run ended: other work on the machine makes timings noisy. */
  loadAverageAtEnd: number[];
  durationSeconds: number;
  settings: Record<string, string | number>;
  bundle?: BundleRow[];
  lighthouse?: LighthouseRow[];
  castings?: CastingsResult;
  applicants?: ApplicantsResult;
  directory?: DirectoryResult;
  notices?: NoticesResult;
  media?: MediaResult;
  childMedia?: ChildMediaResult;
  hashes?: HashesResult;
  load?: LoadResult[];
  video?: VideoResult;
  failures: string[];
}

const ok = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
const n = (value: number) => value.toLocaleString('en');

/** Castings routes' throughput against the bare health route's (castings-throughput.ts), as measured. */
function throughputLines(throughput: readonly ThroughputResult[] | undefined): string[] {
  if (!throughput?.length) return [];
  const [first] = throughput;
  return [
    `Throughput: a closed loop of ${first!.connections} keep-alive connections, each sending its next request when the`,
    `last answer arrives, ${first!.roundSeconds} s per round, the two routes alternating; one server per row at its default log`,
    `level (${first!.logLevel}); the paths cycled by one talent with applications to the first two castings of the first path,`,
    'every answer a full 200 (no If-None-Match). The ratio is the median route round ÷ the median health round.',
    '',
    table(
      ['route', 'catalogue (published)', 'paths', 'health req/s per round', 'route req/s per round', 'ratio'],
      throughput.map((measured) => [
        measured.route,
        `${measured.catalogue} (${n(measured.published)})`,
        measured.paths.map((path) => `\`${path.replace(/^\/api\/castings/, '')}\``).join(' '),
        measured.healthRps.map(n).join(', '),
        measured.routeRps.map(n).join(', '),
        measured.ratio,
      ]),
    ),
    '',
  ];
}

/** The rounds of a directory measure that is reported and not judged (the name searches, the first reads). */
function reportedRounds(directory: DirectoryResult, measure: 'names' | 'fresh'): string {
  return table(
    ['database', 'health req/s per round', 'route req/s per round', 'ratio', 'errors'],
    directory.runs.map((run) => [
      run.database,
      run[measure].healthRps.map(n).join(', '),
      run[measure].routeRps.map(n).join(', '),
      run[measure].ratio,
      run[measure].errors,
    ]),
  );
}

/** The talent directory's filtered search against the bare health route (directory.ts). */
function directoryLines(directory: DirectoryResult): string[] {
  return [
    "## The studio's talent directory",
    '',
    `\`GET /api/studio/talents\` signed in as a verified CLIENT, on ${n(directory.runs[0]?.talents ?? 0)} talent profiles`,
    'bulk-inserted through their owners (bench/directory.ts), the paths below cycled in a closed loop against',
    'the bare `/api/health` as the castings ratio is measured (rounds alternating, median ÷ median).',
    '',
    ...directory.paths.map((path) => `- \`${path}\``),
    '',
    table(
      ['database', 'seed s', 'matches', 'health req/s per round', 'route req/s per round', 'ratio', 'errors'],
      directory.runs.map((run) => [
        run.database,
        run.seedSeconds,
        run.matches.map(n).join(', '),
        run.healthRps.map(n).join(', '),
        run.routeRps.map(n).join(', '),
        run.ratio,
        run.errors,
      ]),
    ),
    '',
    'A name search alone (no filter narrows it), reported and not judged (decision 0024):',
    ...DIRECTORY_NAME_PATHS.map((path) => `\`${path}\``),
    '',
    reportedRounds(directory, 'names'),
    '',
    `First reads, reported and not judged: ${n(DIRECTORY_FRESH_PATHS.length)} different searches (each city, both genders,`,
    '48 age ranges) cycled in order, more than the 1,000 pages a process keeps, so none is answered from a',
    'kept page: what a search costs the first time it is made (decision 0024).',
    '',
    reportedRounds(directory, 'fresh'),
    '',
    table(
      ['check', 'measured', 'budget', ''],
      directory.verdicts.map((verdict) => [verdict.name, verdict.value, verdict.budget, ok(verdict.pass)]),
    ),
    '',
    ...directory.runs.flatMap((run) => [
      `Query plans, ${run.database} (first path):`,
      '',
      '```',
      ...run.plans.slice(0, 2).flatMap((entry) => [...entry.plan, '']),
      '```',
      '',
    ]),
  ];
}

export function writeReport(report: Report): void {
  writeFileSync(join(root, 'docs/benchmarks.json'), `${JSON.stringify(report, null, 2)}\n`);
  const { machine } = report;
  const parts: string[] = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench.ts and scripts/bench/); the raw figures are in',
    '[benchmarks.json](benchmarks.json). Budgets are DESIGN §5. Timings depend on the machine and on what',
    'else runs on it: the load average is given at the start and at the end of the run.',
    '',
    table(
      ['', ''],
      [
        ['date', machine.date],
        ['commit', machine.commit],
        ['CPU', `${machine.cpu}, ${machine.cores} cores`],
        ['RAM', `${machine.ramGb} GB`],
        ['Node', machine.node],
        ['OS', machine.os],
        ['load average (1, 5, 15 min) at start', machine.loadAverage.join(', ')],
        ['load average at end', report.loadAverageAtEnd.join(', ')],
        ['duration', `${Math.round(report.durationSeconds)} s`],
        [
          'settings',
          Object.entries(report.settings)
            .map(([key, value]) => `${key}=${value}`)
            .join(', '),
        ],
      ],
    ),
    '',
    report.failures.length === 0
      ? '**Every budget passed.**'
      : `**Over budget:**\n\n${report.failures.map((line) => `- ${line}`).join('\n')}`,
  ];

  if (report.bundle) {
    parts.push(
      '',
      '## JavaScript per route (KB gzip)',
      '',
      'From the web build (`apps/web/scripts/bundle-size.mjs`, which also fails `npm run build` and so `npm test`',
      'when a route is over). Total = entry + route chunks + the larger locale; deferred chunks load after the',
      'page is interactive and are not counted.',
      '',
      table(
        ['route', 'entry', 'route chunks', 'locale', 'total', 'budget', 'deferred', ''],
        report.bundle.map((row) => [
          `\`${row.path}\``,
          row.entry,
          row.route,
          row.locale,
          row.total,
          `≤ ${row.budget}`,
          row.deferred,
          ok(row.pass),
        ]),
      ),
    );
  }

  if (report.lighthouse) {
    parts.push(
      '',
      '## Lighthouse (mobile preset)',
      '',
      'Lighthouse 12.8, default (mobile, simulated throttling) config, performance and accessibility, against the',
      'built server with the demo data; dashboard and castings signed in as the demo talent. Performance is the',
      'median of the runs listed. Budget: performance ≥ 95, accessibility 100.',
      '',
      table(
        ['page', 'performance', 'runs', 'accessibility', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', ''],
        report.lighthouse.map((row) => [
          `${row.page} (\`${row.path}\`)`,
          row.performance,
          row.runs.join(', '),
          row.accessibility,
          n(row.fcpMs),
          n(row.lcpMs),
          n(row.tbtMs),
          row.cls,
          ok(row.pass),
        ]),
      ),
      '',
      ...report.lighthouse
        .filter((row) => row.flagged.length > 0)
        .map((row) => `- ${row.page}: Lighthouse flags ${row.flagged.join(', ')}`),
    );
  }

  if (report.castings) {
    const { castings } = report;
    parts.push(
      '',
      '## Castings list and search (SQLite)',
      '',
      `A fixed ${castings.rate} req/s, evenly spaced (open loop, scripts/bench/pacer.ts), for ${castings.seconds} s after a`,
      '2 s warm-up; one server process, a fresh scratch database per size, the paths cycled (list: pages and',
      'filters; search: three queries). Latency in ms from a request leaving to the end of its answer. When the',
      'server cannot keep up with the rate (a busy machine), the queue grows for the whole run and p50/p99 climb',
      'to seconds; requests unanswered after 10 s count as errors.',
      '',
      table(
        ['castings', 'scenario', 'req/s', 'p50', 'p99', 'errors'],
        castings.rows.map((row) => [n(row.castings), row.scenario, row.rps, row.p50, row.p99, row.errors]),
      ),
      '',
      ...throughputLines(castings.throughput),
      table(
        ['check', 'measured', 'budget', ''],
        castings.verdicts.map((verdict) => [verdict.name, verdict.value, verdict.budget, ok(verdict.pass)]),
      ),
    );
  }

  if (report.directory) parts.push('', ...directoryLines(report.directory));

  if (report.applicants) {
    const { applicants } = report;
    parts.push(
      '',
      "## The studio's applicants list",
      '',
      `\`GET /api/studio/castings/{id}/applications\` for one casting with ${n(applicants.applications)} applications, signed in`,
      `as its CLIENT, at ${applicants.rate} req/s evenly spaced for ${applicants.seconds} s per scenario (after 1 s of warm-up).`,
      `Budget: p99 ≤ 50 ms in every scenario, on SQLite and PostgreSQL (DESIGN §5).`,
      '',
      table(
        ['database', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
        applicants.rows.map((row) => [row.database, row.scenario, row.rps, row.p50, row.p99, row.errors]),
      ),
      '',
      ...applicants.verdicts.map(
        (verdict) => `- ${verdict.name}: ${verdict.value} (${verdict.budget}) ${ok(verdict.pass)}`,
      ),
      '',
      'The list statement of each scenario as the repository builds it, and the plan the database chose for it:',
      '',
      ...applicants.plans.flatMap((entry) => [
        `**${entry.database}, ${entry.scenario}**`,
        '',
        '```',
        ...entry.plan,
        '```',
        '',
      ]),
    );
  }

  if (report.notices) {
    const { notices } = report;
    const first = notices.rows[0];
    parts.push(
      '',
      '## Notices of a closed casting',
      '',
      `One PUBLISHED casting with ${n(notices.applicants)} PENDING applications, closed by its CLIENT with`,
      '`PATCH /api/castings/{id}` (`status: CLOSED`) on the app built in the bench process (`buildApp`, `app.inject`;',
      'log level silent, no SMTP, so each e-mail is a file in DATA_DIR/outbox). The request only queues one job;',
      'that job writes a CASTING_CLOSED notice per applicant in batches of 500, and each notice queues its own',
      `e-mail job (decision 0016). Job settings: JOB_CONCURRENCY ${first?.concurrency ?? '?'}, JOB_POLL_MS ${first?.pollMs ?? '?'} (defaults).`,
      'Times count from the start of the request; the notices were counted and the outbox listed every 100 ms,',
      `for at most ${notices.waitSeconds} s (BENCH_NOTICES_WAIT_SECONDS). Memory: this process's resident set (app and bench`,
      'together) just before the close, and its peak until the e-mails were done, sampled every 100 ms. SQLite',
      'commits with synchronous=FULL; the throwaway PostgreSQL cluster of pg_virtualenv runs with fsync=off.',
      '',
      table(
        [
          'database',
          'close request ms',
          'notices',
          'all notices s',
          'notices/s',
          'e-mails',
          'all e-mails s',
          'e-mails/s',
          'RSS before MB',
          'RSS peak MB',
        ],
        notices.rows.map((row) => [
          row.database,
          row.closeMs,
          n(row.notices),
          row.noticesSeconds,
          n(row.noticesPerSecond),
          n(row.emails),
          row.emailsSeconds,
          n(row.emailsPerSecond),
          row.rssBeforeMb,
          row.rssPeakMb,
        ]),
      ),
      '',
      'The queue against plain inserts, afterwards, on the same database in the same run: rows inserted into',
      '`notification_preferences` one statement at a time (each awaited, each its own commit), then no-op jobs',
      'put in with one `enqueueMany` and timed from its start until `app.jobs.settled()`, run by JOB_CONCURRENCY',
      'workers. The ratio is jobs/s ÷ inserts/s; it has no budget.',
      '',
      table(
        [
          'database',
          'inserts',
          'inserts/s',
          'jobs',
          'enqueue ms',
          'jobs run',
          'jobs s',
          'jobs/s',
          'jobs/s ÷ inserts/s',
        ],
        notices.rows.map((row) => [
          row.database,
          n(row.inserts),
          n(row.insertsPerSecond),
          n(row.jobs),
          row.enqueueMs,
          n(row.jobsRun),
          row.jobsSeconds,
          row.jobsPerSecond,
          row.ratio,
        ]),
      ),
      '',
      ...notices.verdicts.map(
        (verdict) => `- ${verdict.name}: ${n(verdict.value)} (${verdict.budget}) ${ok(verdict.pass)}`,
      ),
      ...notices.rows.flatMap((row) => row.notes.map((note) => `- ${note}`)),
    );
  }

  if (report.load) {
    for (const run of report.load) {
      parts.push(
        '',
        `## Mixed load on ${run.database}`,
        '',
        `${n(run.castings)} castings, ${run.talents} registered talents; the built server run with \`npm start\`'s node options (${run.serverNodeFlags.join(' ') || 'none'}). Capacity`,
        `${n(run.capacityRps)} req/s: the highest evenly spaced rate the server kept up with (no errors, ≥ ${ANSWERED_IN_TIME * 100}% of a step's requests answered`,
        `within its ${STEP_SECONDS} s; steps of ${STEP_PERCENT}% from ${FIRST_STEP_PERCENT}% of the median closed-loop reading, a missed step tried twice; decision 0007). Steps tried:`,
        `${run.capacitySteps.map((step) => `${n(step.rps)}${step.keptUp ? '' : ' (missed)'}`).join(', ')} req/s. Closed loop (the mix as fast as 16`,
        `keep-alive connections go, three 5 s runs): ${run.closedLoopReadings.map(n).join(', ')} req/s;`,
        `then ${run.seconds} s at a fixed ${n(run.targetRps)} req/s (${run.fixedRate ? 'set by BENCH_LOAD_RATE, not 70%' : '70%'}), measured after the first ${run.warmUpSeconds} s of the same`,
        'stream (counted for errors only), requests leaving at evenly spaced moments (open loop). browse: GET /api/castings, pages and filters;',
        'search: /api/castings/search; detail: /api/castings/slug/…; apply: POST /api/applications, never the',
        'same talent and casting twice; profile: GET /api/profiles/me. Latency in ms from a request leaving to',
        `the end of its answer. Budget: no errors; p99 ≤ ${run.budgetP99Ms} ms for the whole mix and for each read`,
        `(${run.budgetedScenarios.join(', ')}); memory left after a full garbage collection at the end of the run`,
        `≤ at its start + ${run.memory.limit * 100}% (JS heap and resident memory). An application is a durable write`,
        'that waits for one disk flush on SQLite (synchronous=FULL; the throwaway PostgreSQL cluster of pg_virtualenv runs with fsync=off); DESIGN §5 has no',
        "write budget, so its p99 is shown beside the disk's own flush times measured during the same run",
        '(decision 0007).',
        '',
        table(
          ['scenario', 'share %', 'requests', 'req/s', 'p50', 'p99', 'max', 'errors'],
          [...run.scenarios, run.overall].map((row) => [
            row.scenario,
            row.share,
            n(row.requests),
            row.rps,
            row.p50,
            row.p99,
            row.max,
            row.errors,
          ]),
        ),
        '',
        `Disk flush beside the run (write + fdatasync of 4 KB every 100 ms, ${n(run.diskFlush.count)} times): p50 ${run.diskFlush.p50} ms,` +
          ` p99 ${run.diskFlush.p99} ms, max ${run.diskFlush.max} ms, ${run.diskFlush.over25} over ${run.budgetP99Ms} ms.`,
        '',
        `CPU speed beside the run (CPU time of one SHA-256 of 512 KB every 100 ms, ${n(run.cpuSpeed.count)} times; waiting for a core`,
        ` is not counted, so a rise means slower cores): p50 ${run.cpuSpeed.p50} ms, p99 ${run.cpuSpeed.p99} ms,` +
          ` max ${run.cpuSpeed.max} ms, ${run.cpuSpeed.slow} samples at 1.5× the median or more.`,
        '',
        `Load generator: measured requests left their planned moments late by p99 ${run.lateness.p99} ms, max ${run.lateness.max} ms;` +
          ` ${n(run.lateness.over10ms)} more than 10 ms late. Latency counts from leaving, so a stall of the generator or of the machine` +
          ' shows here, and then as the queue of the requests it sends at once when it wakes.',
        '',
        `Memory after a full collection: JS heap ${run.memory.start.heapMb} → ${run.memory.end.heapMb} MB, resident` +
          ` ${run.memory.start.rssMb} → ${run.memory.end.rssMb} MB (${(run.memory.growth * 100).toFixed(1)}%):` +
          ` ${run.memory.flat ? 'flat' : '**growing**'}. Resident memory each second (garbage included):` +
          ` ${Math.min(...run.memory.samples)}–${Math.max(...run.memory.samples)} MB. Verdict: ${ok(run.pass)}.`,
        ...(run.errorSamples.length > 0 ? ['', `First errors: ${run.errorSamples.join('; ')}`] : []),
      );
    }
  }

  if (report.media) {
    const { media } = report;
    parts.push(
      '',
      '## Photos',
      '',
      table(
        ['measure', 'value', 'budget', ''],
        [
          [
            `12 MP JPEG (${media.inputMb} MB) → original, display, thumbnail (median of ${media.variantsRunsMs.length})`,
            `${media.variantsMedianMs} ms`,
            `≤ ${media.budgetMs} ms`,
            ok(media.variantsMedianMs <= media.budgetMs),
          ],
          [
            `uploads of a ${media.uploads.photoMb} MB 2 MP JPEG through the server, 2 clients`,
            `${media.uploads.perSecond}/s (${media.uploads.meanMs} ms each)`,
            '0 failures',
            ok(media.uploads.failures === 0),
          ],
        ],
      ),
    );
  }

  if (report.childMedia) {
    const child = report.childMedia;
    parts.push(
      '',
      "## Children's media and paperwork (issue 23)",
      '',
      `A child's ${child.photoKb} KB display photo read through its signed URL (the HMAC checked, the file streamed`,
      'by the API; the access log writes one row per link and process, so repeated reads of one link write',
      "once) against an adult's photo of the same size read from the public static folder, both from 4",
      'closed-loop clients through the built server (SQLite), in alternating',
      'rounds of the same run; the ratio is the median signed round ÷ the median public round. And the SPAS',
      "information notice rendered to PDF by the route's own function (DejaVu Sans embedded, subset), 20 renders",
      'after a first that reads the fonts. No budget in DESIGN §5 for either.',
      '',
      table(
        ['measure', 'value', ''],
        [
          [
            'reads per second, public ÷ signed, per round',
            child.rounds.map((entry) => `${n(entry.public)} ÷ ${n(entry.signed)}`).join(', '),
            '',
          ],
          [
            'signed ÷ public (medians)',
            `${child.ratio}× (${n(child.signedPerSecond)} ÷ ${n(child.publicPerSecond)})`,
            '',
          ],
          ['failed reads', child.failures, ok(child.failures === 0)],
          [
            'SPAS notice PDF: median, p95, size',
            `${child.pdfMedianMs} ms, ${child.pdfP95Ms} ms, ${child.pdfKb} KB`,
            '',
          ],
        ],
      ),
    );
  }

  if (report.hashes) {
    const { hashes } = report;
    parts.push(
      '',
      '## Sign-in cost (argon2id, m=19 MiB, t=2, p=1)',
      '',
      `The production parameters (apps/api/src/modules/auth/passwords.ts), ${hashes.seconds} s each. No budget: a`,
      'sign-in costs one verify, a registration one hash.',
      '',
      table(
        ['operation', 'one at a time /s', `${hashes.concurrency} in parallel /s`],
        [
          ['hash', hashes.hashPerSecond, hashes.hashPerSecondParallel],
          ['verify', hashes.verifyPerSecond, hashes.verifyPerSecondParallel],
        ],
      ),
    );
  }
  if (report.video) parts.push(...videoLines(report.video));
  const file = join(root, 'docs/benchmarks.md');
  writeFileSync(file, `${parts.join('\n')}\n${handKeptPart(file)}`);
}

/** The videos part (bench/video.ts): conversion against bare ffmpeg, and the list while one runs. */
function videoLines(video: VideoResult): string[] {
  const { clip, conversion, contention } = video;
  const window = (name: string, row: VideoResult['contention']['idle']) => [
    name,
    n(row.requests),
    row.p50,
    row.p99,
    row.max,
    row.errors,
    `${row.lateP99} / ${row.lateMax}`,
    row.loadAverage,
  ];
  const cpu = (values: number[] | null) => (values ? values.join(', ') : 'n/a');
  return [
    '',
    '## Videos',
    '',
    `The clip: ${clip.seconds} s of ${clip.width}×${clip.height} at 30 fps, H.264 with AAC, ${clip.sizeMb} MB (\`clip-1080p\` of`,
    `apps/api/src/test/video-fixtures.ts, made in ${clip.makeSeconds} s at the start of the part).`,
    '',
    'Conversion: bare ffmpeg with the arguments the app uses (`transcodeArgs` of video-transcode.ts), timed from',
    "spawn to exit; and the app's pipeline (`buildApp` in the bench process, SQLite, a talent registered and the",
    "clip posted to `POST /api/profiles/me/videos` through `app.inject`), timed from the upload's answer until",
    `\`GET /api/profiles/me/videos\` shows it READY, polled every ${conversion.pollMs} ms. The pipeline also stores the upload, probes it`,
    'before and after, makes the poster and thumbnail (a second ffmpeg and sharp) and stores the results; its job',
    'may start before the upload is answered, which this timing does not count. The runs alternate',
    `${conversion.order.join(', ')}; each side's figure is its median. The measured pipeline runs`,
    `ffmpeg at TRANSCODE_NICE=${conversion.nice}, as bare ffmpeg runs, so the ratio is about the pipeline, not the priority;`,
    `the app's default is TRANSCODE_NICE=${conversion.defaultNice}. Goal: pipeline ÷ bare ≤ ${conversion.goal} (DESIGN §9).`,
    '',
    table(
      ['run', 'seconds per run', 'median s', 'CPU seconds per run'],
      [
        [
          'bare ffmpeg',
          conversion.bareSeconds.join(', '),
          conversion.bareMedian,
          cpu(conversion.bareCpuSeconds),
        ],
        [
          `pipeline (upload answered in ${conversion.uploadMs.map(n).join(', ')} ms)`,
          conversion.pipelineSeconds.join(', '),
          conversion.pipelineMedian,
          cpu(conversion.pipelineCpuSeconds),
        ],
        ['pipeline ÷ bare', '', conversion.ratio, conversion.cpuRatio ?? 'n/a'],
      ],
    ),
    '',
    'CPU seconds: this process and the children it reaped (ffmpeg, ffprobe), from /proc/self/stat, over the same',
    'span as the seconds (for the pipeline also the app in this process, and the polling); waiting for a core is',
    'not counted, so other work on the machine moves it less than the wall time. No budget; it is there to tell',
    "the pipeline's own cost from the machine's noise.",
    '',
    `ffmpeg ${conversion.ffmpegArgs.join(' ')}`,
    '',
    `The castings list while a conversion runs: the built server (\`npm start\`'s node options, SQLite) on ${n(contention.castings)}`,
    `castings, \`GET /api/castings\` (the list paths of the castings part, as a registered talent) at ${n(contention.rate)} req/s evenly`,
    `spaced (${contention.rateSource}; the castings part keeps up with 500 req/s of these paths). After ${contention.warmUpSeconds} s`,
    `unmeasured at that rate, ${contention.seconds} s idle; then the clip posted to that server and, from its answer, ${contention.seconds} s while the`,
    `server converts it at its TRANSCODE_NICE=${contention.nice}, in the SCHED_IDLE class (decision 0017). The video was ${contention.statusAtWindowEnd} when the second window ended; its`,
    `conversion took ${contention.conversionSeconds === null ? 'longer than the wait' : `${contention.conversionSeconds} s`} from the upload's answer (the upload: ${n(contention.uploadMs)} ms).`,
    `Goal: p99 during ÷ idle ≤ ${contention.goal} (DESIGN §9). Latency in ms from a request leaving to the end of its answer.`,
    '',
    table(
      ['window', 'requests', 'p50', 'p99', 'max', 'errors', 'sent late p99 / max', 'load average'],
      [window('idle', contention.idle), window('converting', contention.during)],
    ),
    '',
    `p99 converting ÷ idle: ${contention.ratio}. "Sent late": how long after its planned moment a request left (a stall`,
    'of the load generator or of the machine); "load average": the 1-minute figure when the window started, on a',
    'machine shared with other work.',
    '',
    table(
      ['check', 'measured', 'budget', ''],
      video.verdicts.map((verdict) => [verdict.name, verdict.value, verdict.budget, ok(verdict.pass)]),
    ),
    ...video.notes.map((note) => `- ${note}`),
  ];
}

const HAND_KEPT_MARK = '<!--\nEverything from here to the end is kept by hand';

/** The report's hand-kept tail (earlier runs' logs and traces), which a new run must not erase. */
function handKeptPart(file: string): string {
  if (!existsSync(file)) return '';
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(HAND_KEPT_MARK);
  return at === -1 ? '' : `\n${text.slice(at)}`;
}

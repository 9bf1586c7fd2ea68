// Lighthouse (mobile preset: the default config) on /login, / (dashboard) and /castings against the built
// server with the demo data. The signed-in pages get the demo talent's session in localStorage first
// (the keys the web app reads), and Lighthouse is told not to clear it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEMO_TALENT_EMAIL, DEMO_TALENT_PASSWORD } from '../../apps/api/src/config';
import { startServer, stopServer } from './common';

const PORT = 3903;
export const BUDGET_PERFORMANCE = 95;
export const BUDGET_ACCESSIBILITY = 100;
// The same browser and flags as the e2e tests (e2e/playwright.config.ts, DESIGN §2).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseRow {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Runs whose median performance is reported. */
  runs: number[];
  pass: boolean;
  /** What Lighthouse flags (failed audits weighing on the scores), for the next person to look at. */
  flagged: string[];
}

const PAGES = [
  { page: 'login', path: '/login', signedIn: false },
  { page: 'dashboard', path: '/', signedIn: true },
  { page: 'castings', path: '/castings', signedIn: true },
];

export async function lighthouseBench(runs: number): Promise<LighthouseRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-lh-'));
  const server = await startServer({ dataDir, port: PORT, seedDemo: true, startTimeoutMs: 120_000 });
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'error' });
  try {
    const login = await fetch(`${server.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_TALENT_EMAIL, password: DEMO_TALENT_PASSWORD }),
    });
    if (!login.ok) throw new Error(`demo sign-in ${login.status}: ${await login.text()}`);
    const { data: tokens } = (await login.json()) as { data: { accessToken: string; refreshToken: string } };

    const rows: LighthouseRow[] = [];
    for (const { page, path, signedIn } of PAGES) {
      const reports: Result[] = [];
      for (let run = 0; run < runs; run++) {
        // Lighthouse sometimes fails to record the trace of a load (NO_NAVSTART, "Please run Lighthouse
        // again"): such a run is done again, at most twice; a page that never records fails the benchmark.
        let lhr: Result | undefined;
        for (let attempt = 1; !lhr; attempt++) {
          const result = await auditOnce(chrome.port, server.origin, path, signedIn ? tokens : null);
          if (!result.runtimeError) lhr = result;
          else if (attempt >= 3) throw new Error(`Lighthouse ${path}: ${result.runtimeError.message}`);
          else console.warn(`Lighthouse ${path}: ${result.runtimeError.code}, running it again`);
        }
        if (new URL(lhr.finalDisplayedUrl).pathname !== path)
          throw new Error(`Lighthouse ${path} ended on ${lhr.finalDisplayedUrl} (session not taken?)`);
        reports.push(lhr);
      }
      const score = (lhr: Result, category: string) =>
        Math.round((lhr.categories[category]?.score ?? 0) * 100);
      reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = reports[Math.floor(reports.length / 2)]!;
      const audit = (id: string) => median.audits[id]?.numericValue ?? 0;
      const flagged = Object.values(median.audits)
        .filter(
          (entry) =>
            entry.score !== null &&
            entry.score < 0.9 &&
            entry.scoreDisplayMode !== 'informative' &&
            entry.scoreDisplayMode !== 'manual' &&
            entry.scoreDisplayMode !== 'notApplicable',
        )
        .map((entry) => `${entry.id}${entry.displayValue ? ` (${entry.displayValue})` : ''}`);
      const row = {
        page,
        path,
        performance: score(median, 'performance'),
        accessibility: score(median, 'accessibility'),
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        runs: reports.map((lhr) => score(lhr, 'performance')),
        pass: false,
        flagged,
      };
      row.pass = row.performance >= BUDGET_PERFORMANCE && row.accessibility >= BUDGET_ACCESSIBILITY;
      console.info(`Lighthouse ${path}:`, row);
      rows.push(row);
    }
    return rows;
  } finally {
    chrome.kill();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One Lighthouse run of `path` with the app's stored session set to `session` (or none). */
async function auditOnce(
  port: number,
  origin: string,
  path: string,
  session: { accessToken: string; refreshToken: string } | null,
): Promise<Result> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const tab = await browser.newPage();
  // The session the app keeps (token-storage.ts), or none; English like the e2e tests.
  await tab.goto(`${origin}/favicon.ico`);
  // A string, so this file needs no DOM types: it runs in the page.
  await tab.evaluate(`
    localStorage.clear();
    localStorage.setItem('language', 'en');
    const session = ${JSON.stringify(session)};
    if (session) {
      localStorage.setItem('accessToken', session.accessToken);
      localStorage.setItem('refreshToken', session.refreshToken);
    }
  `);
  await tab.close();
  await browser.disconnect();
  const result = await lighthouse(`${origin}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  return result.lhr;
}

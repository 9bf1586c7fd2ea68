// JavaScript per route, gzip, against DESIGN §5: the web build's own computation (bundle-size.mjs --json).
import { execFileSync } from 'node:child_process';
import { root } from './common';

export interface BundleRow {
  path: string;
  entry: number;
  route: number;
  locale: number;
  total: number;
  budget: number;
  deferred: number;
  pass: boolean;
}

export function bundleBench(): BundleRow[] {
  const output = execFileSync(process.execPath, ['apps/web/scripts/bundle-size.mjs', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  const rows = JSON.parse(output) as BundleRow[];
  const kb = (value: number) => Number(value.toFixed(1));
  return rows.map((row) => ({
    ...row,
    entry: kb(row.entry),
    route: kb(row.route),
    locale: kb(row.locale),
    total: kb(row.total),
    deferred: kb(row.deferred),
  }));
}

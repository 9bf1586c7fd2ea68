// Builds the web apps (portal and studio) and the API bundle when any of their sources is newer than
// the last build, so `npm start` on a fresh clone (or after a pull) always serves what the sources say.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const targets = [
  {
    name: 'web',
    workspace: 'apps/web',
    stamp: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contract/src',
      'packages/ui/src',
    ],
  },
  {
    name: 'studio',
    workspace: 'apps/studio',
    stamp: 'apps/studio/dist/index.html',
    sources: [
      'apps/studio/src',
      'apps/studio/public',
      'apps/studio/index.html',
      'apps/studio/vite.config.ts',
      'packages/contract/src',
      'packages/ui/src',
    ],
  },
  {
    name: 'api',
    workspace: 'apps/api',
    stamp: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'packages/contract/src'],
  },
];

export function ensureBuilt({ force = false } = {}) {
  for (const target of targets) {
    const stamp = join(root, target.stamp);
    const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
    const changed = Math.max(...target.sources.map((source) => newestMtime(join(root, source))));
    if (!force && built > changed) continue;
    console.info(`Building ${target.name}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`Building ${target.name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuilt({ force: process.argv.includes('--force') });

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fencePlan } from './fences.mjs';

const repo = resolve(import.meta.dirname, '../..');
const biome = join(repo, 'node_modules/.bin/biome');

// A throw-away monorepo: a root Biome config, one app with features and an app-wide pattern.
let root: string;
const app = () => join(root, 'apps/portal');

function write(path: string, text: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

function writeFences() {
  for (const plan of fencePlan(root)) writeFileSync(plan.file, plan.wanted);
}

function lint(path: string) {
  const run = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', path], {
    cwd: root,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fences-'));
  write(join(root, 'biome.json'), JSON.stringify({ root: true, linter: { enabled: true } }));
  write(
    join(app(), 'biome.json'),
    JSON.stringify({
      root: false,
      extends: '//',
      linter: {
        rules: {
          style: {
            noRestrictedImports: {
              level: 'error',
              options: { patterns: [{ group: ['@talent/studio/**'], message: 'no studio' }] },
            },
          },
        },
      },
      overrides: [{ includes: ['src/lib/**'], linter: { enabled: true } }],
    }),
  );
  write(join(app(), 'src/features/castings/casting-text.ts'), 'export const castingText = 1;\n');
  write(join(app(), 'src/features/profile/profile.ts'), 'export const profile = 1;\n');
  write(join(app(), 'src/app/router.ts'), 'export const router = 1;\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('feature fences written from the folders', () => {
  it('fences a feature folder nobody listed, and reports the file stale until written', () => {
    writeFences();
    expect(fencePlan(root).every((plan) => plan.current === plan.wanted)).toBe(true);

    write(
      join(app(), 'src/features/video/components/player.ts'),
      [
        "import { castingText } from '../../castings/casting-text';",
        "import { router } from '../../../app/router';",
        "import { profile } from '@/features/profile/profile';",
        'export const player = [castingText, router, profile];',
        '',
      ].join('\n'),
    );
    expect(fencePlan(root).map((plan) => plan.current === plan.wanted)).toEqual([false]);

    writeFences();
    const config = JSON.parse(readFileSync(join(app(), 'biome.json'), 'utf8'));
    expect(config.overrides.map((override: { includes: string[] }) => override.includes[0])).toEqual([
      'src/features/castings/**',
      'src/features/profile/**',
      'src/features/video/**',
      'src/lib/**',
    ]);

    const result = lint(join(app(), 'src/features/video'));
    expect(result.status).toBe(1);
    expect(result.output).toContain('features/video shares with the others');
    expect(result.output).toContain('features/ never import app/');
    expect(result.output).toContain('Found 3 errors');
  });

  it('fences the older features against the new one, keeping the app-wide patterns', () => {
    write(join(app(), 'src/features/video/player.ts'), 'export const player = 1;\n');
    write(
      join(app(), 'src/features/castings/components/card.ts'),
      [
        "import { player } from '../../video/player';",
        "import { studio } from '@talent/studio/x';",
        'export const card = [player, studio];',
        '',
      ].join('\n'),
    );
    writeFences();

    const result = lint(join(app(), 'src/features/castings'));
    expect(result.output).toContain('features/castings shares with the others');
    expect(result.output).toContain('no studio');
    expect(result.output).toContain('Found 2 errors');
  });

  it('leaves a package path that shares a feature name open', () => {
    write(
      join(app(), 'src/features/castings/components/list.ts'),
      "import { x } from '@talent/ui/profile/avatar';\nimport { y } from '../casting-text';\nexport const list = [x, y];\n",
    );
    writeFences();

    expect(lint(join(app(), 'src/features/castings')).status).toBe(0);
  });
});

// The studio's pages load without zod (~25 KB gzip): their rules are fetched on first use
// (deferred-schema, deferred-zod-resolver), and the constants they show come from zod-free contract
// files. A value import of a contract module that builds schemas would bring zod back unnoticed, well
// under the budget, so this follows each page's static imports and fails on one. The applicant pages,
// held to 170 KB (DESIGN §5), also load no react-hook-form (~14 KB): their one-field dialogs do not
// need it. Type imports and dynamic import() are free.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const studioSrc = resolve(import.meta.dirname, '..');
const uiSrc = resolve(studioSrc, '../../../packages/ui/src');
const contractSrc = resolve(studioSrc, '../../../packages/contract/src');

const IMPORT = /^import\s+(type\s+)?(?:([^'"]*?)\s+from\s+)?'([^']+)';/gm;

/** The static value imports of a file: `import type` and names all marked `type` are left out. */
function valueImports(file: string): string[] {
  const specifiers: string[] = [];
  for (const [, typeOnly, names, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (typeOnly || !specifier) continue;
    const inBraces = names?.trim().match(/^\{([^}]*)\}$/)?.[1];
    if (inBraces?.split(',').every((name) => name.trim() === '' || name.trim().startsWith('type '))) continue;
    specifiers.push(specifier);
  }
  return specifiers;
}

function resolveFile(base: string): string | undefined {
  return ['.ts', '.tsx', ''].map((ext) => base + ext).find((path) => existsSync(path) && path !== base);
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return resolveFile(resolve(studioSrc, specifier.slice(2)));
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  if (specifier.startsWith('@talent/ui/')) return resolveFile(resolve(uiSrc, specifier.slice(11)));
  if (specifier.startsWith('@talent/contract/'))
    return resolveFile(resolve(contractSrc, specifier.slice(17)));
  return undefined;
}

/** Every file a page loads statically, and the packages they name (zod among them or not). */
function staticGraph(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of valueImports(file)) {
      const target = resolveImport(file, specifier);
      if (target) visit(target);
      else packages.set(specifier, file);
    }
  };
  visit(entry);
  return { files, packages };
}

/** The packages of `names` a route loads statically, each with the file that imports it. */
function loadedPackages(route: string, names: readonly string[]): string[] {
  const { files, packages } = staticGraph(resolve(studioSrc, 'app/routes', route));
  expect(files.size).toBeGreaterThan(10);
  return [...packages]
    .filter(([name]) => names.some((wanted) => name === wanted || name.startsWith(`${wanted}/`)))
    .map(([name, file]) => `${file} imports ${name}`);
}

const ZOD = ['zod'];
const FORM_LIBRARY = ['react-hook-form'];

describe('the studio pages', () => {
  it.each([
    'applicants.tsx',
    'applicant-detail.tsx',
    'audition-day.tsx',
    'auditions.tsx',
    'castings.tsx',
    'casting-new.tsx',
    'casting-edit.tsx',
    'clients.tsx',
    'talents.tsx',
    'talent.tsx',
    'talent-lists.tsx',
    'talent-list.tsx',
    'presentations.tsx',
    'presentation-feedback.tsx',
  ])('%s loads no zod before it is used', (route) => {
    expect(loadedPackages(route, ZOD)).toEqual([]);
  });

  it.each(['applicants.tsx', 'applicant-detail.tsx'])('%s loads no react-hook-form', (route) => {
    expect(loadedPackages(route, FORM_LIBRARY)).toEqual([]);
  });

  it('would see a contract schema imported for its value', () => {
    const { packages } = staticGraph(resolve(contractSrc, 'studio.ts'));
    expect(packages.has('zod')).toBe(true);
  });
});

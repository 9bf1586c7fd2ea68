// Bundles the server and the CLI into dist/. @talent/contract is bundled because its package
// exports point at TypeScript sources, which Node 20 cannot load; every dependency listed in
// package.json stays external (native modules such as better-sqlite3 and @node-rs/argon2 must).
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = import.meta.dirname;
const pkg = JSON.parse(readFileSync(`${here}/package.json`, 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@talent/contract');

rmSync(`${here}/dist`, { recursive: true, force: true });

await build({
  absWorkingDir: here,
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts', worker: 'src/worker.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Subpath imports (zod/v4/core, …) must stay external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS code may call require(); ESM has none, so give it one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.info('Built apps/api/dist (server.js, cli.js, worker.js)');

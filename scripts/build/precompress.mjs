#!/usr/bin/env node
// Writes .br and .gz beside every text asset of a web app's build, once, at build time. The server sends
// them to browsers that accept them (@fastify/static `preCompressed`), so no CPU is spent
// compressing on each request and phones download about a third of the bytes.
// Usage: node precompress.mjs <dist folder> (relative to the working directory, which npm sets to the
// app's own folder).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distArgument = process.argv[2];
if (!distArgument) {
  console.error('precompress: give the dist folder, e.g. `node precompress.mjs dist`');
  process.exit(1);
}
const dist = resolve(distArgument);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      walk(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry)) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
    before += content.length;
    after += brotli.length;
  }
}

walk(dist);
console.info(
  `Precompressed ${files} files in ${distArgument}: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)`,
);

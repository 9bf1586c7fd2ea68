import { defineConfig } from 'vitest/config';

// The repository's own tooling (lint fences), tested like any workspace.
export default defineConfig({
  test: { name: 'scripts', root: import.meta.dirname, environment: 'node', include: ['lint/**/*.test.ts'] },
});

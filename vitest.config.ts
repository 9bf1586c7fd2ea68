import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment (node or jsdom).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/ui', 'apps/api', 'apps/web', 'apps/studio', 'scripts'],
  },
});

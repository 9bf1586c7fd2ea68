import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    environment: 'node',
    // A non-UTC zone makes date bugs (UTC vs local calendar day) show up here, not in production.
    env: { TZ: process.env.TZ ?? 'Pacific/Kiritimati' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

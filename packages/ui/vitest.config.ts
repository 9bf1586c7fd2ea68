import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ui',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A zone far from UTC makes date bugs show (DESIGN §3), as in the apps.
    env: { TZ: 'Pacific/Auckland' },
  },
});

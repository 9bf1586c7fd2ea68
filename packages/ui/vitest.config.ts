import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The browser build, as Vite bundles it for the apps (package.json "browser"): Vitest resolves
    // for Node, whose build reads files and stores upload addresses on disk (video-upload/tus-upload).
    alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' }],
  },
  test: {
    name: 'ui',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A zone far from UTC makes date bugs show (DESIGN §3), as in the apps.
    env: { TZ: 'Pacific/Auckland' },
  },
});

import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: {
      // The browser build, as Vite bundles it for the app (package.json "browser"): Vitest resolves
      // for Node, whose build reads files and stores upload addresses on disk.
      alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' }],
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // A zone far from UTC makes date bugs show (DESIGN §3).
      env: { TZ: 'Pacific/Auckland' },
    },
  }),
);

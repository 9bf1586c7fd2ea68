import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  build: {
    outDir: 'dist',
    // scripts/bundle-size.mjs reads the manifest to add up what each route loads.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
    },
  },
});

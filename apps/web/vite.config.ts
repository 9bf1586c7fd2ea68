import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiServer = 'http://localhost:3000';

// The entry chunk and its static imports: the page has run them before any lazy chunk is asked for.
const loadedAtStart = new Set<string>();

/** Records the entry's files (see `loadedAtStart`) before Vite writes the preload lists. */
function recordEntryFiles(): Plugin {
  return {
    name: 'record-entry-files',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedAtStart.clear();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (loadedAtStart.has(file) || chunk?.type !== 'chunk') return;
          loadedAtStart.add(file);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), recordEntryFiles()],
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  build: {
    outDir: 'dist',
    // scripts/bundle-size.mjs reads the manifest to add up what each route loads.
    manifest: true,
    rolldownOptions: {
      // Shared chunks are named by their hash alone: every import statement and preload list names them,
      // and with about a hundred small chunks their names are a measurable share of each route's JS
      // (issue 19's bundle figures). Pages keep their names. Seven hash characters, not the default
      // eight: the entry lists every lazy chunk's name, so each route added to the app costs the sign-in
      // page bytes; rolldown itself refuses a length too short for the number of chunks.
      output: {
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js',
      },
    },
    modulePreload: {
      // No point in listing what the entry has already loaded.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !loadedAtStart.has(dep)),
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
    },
  },
});

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiServer = 'http://localhost:3000';

// The studio's pages (index.html) and the viewer's page of a presentation at /p/{token}
// (presentation.html, served by the API at /p/*): a second entry, so a producer's phone loads React and
// that page only, none of the studio (DESIGN §13, its own budget in scripts/bundle-size.mjs).
const STUDIO_HTML = 'index.html';
const PRESENTATION_HTML = 'presentation.html';
const appFile = (name: string) => new URL(`./${name}`, import.meta.url).pathname;

// The STUDIO entry chunk and its static imports: the studio has run them before any lazy chunk is
// asked for. Only the studio's: a file of the presentation's entry is not loaded in the studio, and
// counting it here would strip it (or its CSS) from the preload list of a lazy studio chunk that needs
// it. The presentation entry, for its part, has no lazy imports (its texts too are static), because
// `resolveDependencies` below would judge its lazy chunks' preloads against the studio's entry.
const loadedAtStart = new Set<string>();
// Each chunk's static imports, by file name.
const staticImports = new Map<string, readonly string[]>();

/** A chunk and everything it imports statically: all loaded by the time its code runs. */
function loadedWith(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file) || !staticImports.has(file)) return into;
  into.add(file);
  for (const imported of staticImports.get(file) ?? []) loadedWith(imported, into);
  return into;
}

/** Records the entry's files (see `loadedAtStart`) before Vite writes the preload lists (as the portal). */
function recordEntryFiles(): Plugin {
  return {
    name: 'record-entry-files',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedAtStart.clear();
        staticImports.clear();
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk') staticImports.set(chunk.fileName, chunk.imports);
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId === appFile(STUDIO_HTML))
            loadedWith(chunk.fileName, loadedAtStart);
        if (loadedAtStart.size === 0) this.error(`no entry chunk of ${STUDIO_HTML} (see loadedAtStart)`);
      },
    },
  };
}

export default defineConfig({
  // The API serves this build at /studio (apps/api/src/plugins/static-web.ts); the portal owns /.
  base: '/studio/',
  plugins: [react(), tailwindcss(), recordEntryFiles()],
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  build: {
    outDir: 'dist',
    // scripts/bundle-size.mjs reads the manifest to add up what each route loads.
    manifest: true,
    rolldownOptions: {
      input: { index: appFile(STUDIO_HTML), presentation: appFile(PRESENTATION_HTML) },
      // Shared chunks are named by their hash alone, and by seven characters of it, as in the portal:
      // fewer bytes in every import list.
      output: {
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js',
      },
    },
    modulePreload: {
      // No point in listing what the entry has already loaded, nor what the importing chunk has: a
      // section loaded lazily by a route needs only its own new chunks.
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        // The presentation's page lists every file of its entry, so a phone fetches them at once.
        if (hostType === 'html' && hostId.endsWith(PRESENTATION_HTML)) return deps;
        const loaded = hostType === 'js' ? loadedWith(hostId) : new Set<string>();
        return deps.filter((dep) => !loadedAtStart.has(dep) && !loaded.has(dep));
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
    },
  },
});

/**
 * The JavaScript each route of a web app loads, gzip, against its budget (DESIGN §5). Shared by the
 * portal's and the studio's `scripts/bundle-size.mjs`, which say which budget applies to which route.
 *
 * For each route of the app's src/app/app-routes.tsx, and the kit's public pages its RouteTable declares
 * (packages/ui/src/app-kit/route-table.tsx, served from the app's chunks), it adds up, from
 * dist/.vite/manifest.json, every
 * JS file the browser loads for it: the entry and its static imports, the lazy chunks of the route (the
 * shell too for signed-in routes) and their static imports, and the active language's locale chunks
 * (the larger of ro and en). Chunks a route only imports dynamically later (the deferred form rules)
 * are shown apart, as "deferred": they load after the page is interactive.
 *
 * Exits 1 when a budget is exceeded or when the routes cannot be matched to the manifest.
 * With --json it prints the rows as JSON instead of the table (for `npm run bench`) and exits 0.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The kit's route frame: it declares the sign-in pages' <Route>s, each app hands it their chunks. */
const ROUTE_FRAME_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../packages/ui/src/app-kit/route-table.tsx',
);

const LANGUAGES = ['ro', 'en'];

function fail(message) {
  console.error(`bundle-size: ${message}`);
  process.exit(1);
}

/**
 * @param {object} options
 * @param {string} options.appRoot the app's folder (with src/app/app-routes.tsx and dist/)
 * @param {(path: string) => number} options.budgetKb the budget of a route, by its router path
 * @param {string} options.requiredRoute a route that must be found, so a change of the router's shape
 *   cannot make the check pass by measuring nothing
 * @param {{ path: string, entry: string, budgetKb: number }[]} [options.pages] pages that are entries
 *   of their own (an html file beside index.html, e.g. the studio's presentation.html): measured as the
 *   entry and its static imports, locale files included. Such an entry must import nothing lazily.
 */
export function checkRouteBudgets({ appRoot, budgetKb, requiredRoute, pages = [] }) {
  const dist = join(appRoot, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

  // --- the routes, read from the router itself so this list can never drift from it ---
  const routesFile = join(appRoot, 'src/app/app-routes.tsx');
  const routesSource = readFileSync(routesFile, 'utf8');
  const lazyModules = new Map();
  // `const X = lazy(() => import('…'))`, and the sign-in pages' `X: () => import('…')` (lazySignInPages).
  for (const [, lazyName, pageName, specifier] of routesSource.matchAll(
    /(?:const (\w+) = lazy\(|^\s*(\w+): )\(\) => import\('([^']+)'\)/gm,
  )) {
    const file = relative(appRoot, resolve(dirname(routesFile), `${specifier}.tsx`));
    lazyModules.set(lazyName ?? pageName, file);
  }
  const shellStart = routesSource.indexOf('element={<AppShell');
  if (!lazyModules.has('AppShell') || shellStart < 0) fail('AppShell not found in app-routes.tsx');

  const routes = [];
  /** The <Route> elements of `source` that render one of the lazy modules; `shellAt`: where the shell's begin. */
  function readRoutes(source, shellAt) {
    for (const match of source.matchAll(/<Route\s+(?:index|path="([^"]+)")\s+element=\{<(\w+)/g)) {
      const [, path = '/', component] = match;
      if (!lazyModules.has(component)) continue; // the catch-all redirect loads nothing of its own
      const modules = [lazyModules.get(component)];
      const signedIn = match.index > shellAt;
      if (signedIn) modules.unshift(lazyModules.get('AppShell'));
      routes.push({ path, modules, signedIn });
    }
  }
  readRoutes(readFileSync(ROUTE_FRAME_FILE, 'utf8'), Number.POSITIVE_INFINITY);
  readRoutes(routesSource, shellStart);
  if (!routes.some((route) => route.path === requiredRoute))
    fail(`no ${requiredRoute} route found in app-routes.tsx or the kit's route-table.tsx`);

  // --- sizes ---
  const gzipCache = new Map();
  function gzipSize(file) {
    if (!gzipCache.has(file))
      gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipCache.get(file);
  }

  function chunk(key) {
    const entry = manifest[key];
    if (!entry) fail(`${key} is not in the manifest (renamed? update app-routes.tsx or this script)`);
    return entry;
  }

  /** The keys of `keys` and of everything they import statically. */
  function staticClosure(keys) {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of chunk(key).imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return seen;
  }

  const totalKb = (keys) =>
    [...new Set([...keys].map((key) => chunk(key).file))]
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSize(file), 0) / 1024;

  // The app's router is index.html's; the other entries are the `pages`, measured below.
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entryKey) fail('no index.html entry in the manifest');
  const entryKeys = staticClosure([entryKey]);
  // The namespaces the public pages load before their first render (src/lib/load-locale.ts
  // `publicNamespaces`); the signed-in shell loads the rest. Without such a list, all load at start.
  const loaderSource = readFileSync(join(appRoot, 'src/lib/load-locale.ts'), 'utf8');
  const publicList = /publicNamespaces:\s*\[([^\]]*)\]/.exec(loaderSource);
  const publicNamespaces = publicList
    ? [...publicList[1].matchAll(/'(\w+)'/g)].map((match) => match[1])
    : null;
  /** The locale chunks of a language, the app's and the app kit's (../../packages/ui/src/locales/…). */
  const localeKeys = (language, signedIn = true) =>
    staticClosure(
      Object.keys(manifest).filter((key) => {
        const match = new RegExp(`src/locales/${language}/(\\w+)\\.json$`).exec(key);
        return match && (signedIn || !publicNamespaces || publicNamespaces.includes(match[1]));
      }),
    );
  for (const language of LANGUAGES) if (localeKeys(language).size === 0) fail(`no ${language} locale chunks`);

  const isRouteOrLocale = (key) => key.includes('src/locales/') || [...lazyModules.values()].includes(key);

  const rows = routes.map(({ path, modules, signedIn }) => {
    const routeKeys = staticClosure(modules);
    const perLanguage = LANGUAGES.map((language) =>
      totalKb(new Set([...entryKeys, ...routeKeys, ...localeKeys(language, signedIn)])),
    );
    const total = Math.max(...perLanguage);
    // The route's own dynamic imports; the entry's (error texts, fetched only to show an error) are not "deferred".
    const deferredKeys = staticClosure(
      [...routeKeys]
        .filter((key) => !entryKeys.has(key))
        .flatMap((key) => chunk(key).dynamicImports ?? [])
        .filter((key) => !isRouteOrLocale(key)),
    );
    const loaded = new Set([...entryKeys, ...routeKeys]);
    const deferred = totalKb([...deferredKeys].filter((key) => !loaded.has(key)));
    return {
      path,
      entry: totalKb(entryKeys),
      route: totalKb([...routeKeys].filter((key) => !entryKeys.has(key))),
      locale: Math.max(...LANGUAGES.map((language) => totalKb(localeKeys(language, signedIn)))),
      total,
      budget: budgetKb(path),
      deferred,
    };
  });

  for (const page of pages) {
    const keys = staticClosure([page.entry]);
    const lazy = [...keys].flatMap((key) => chunk(key).dynamicImports ?? []);
    // A lazy chunk of a second entry would get preload lists made for the first (vite.config.ts).
    if (lazy.length > 0) fail(`${page.entry} imports lazily (${lazy.join(', ')}): keep that entry static`);
    const total = totalKb(keys);
    rows.push({
      path: page.path,
      entry: total,
      route: 0,
      locale: 0,
      total,
      budget: page.budgetKb,
      deferred: 0,
    });
  }

  if (process.argv.includes('--json')) {
    console.info(JSON.stringify(rows.map((row) => ({ ...row, pass: row.total <= row.budget }))));
    process.exit(0);
  }

  const kb = (value) => value.toFixed(1).padStart(7);
  console.info('\nJavaScript loaded per route (KB gzip, level 9). DESIGN §5 budgets.\n');
  console.info(
    `${'route'.padEnd(30)} ${'entry'.padStart(7)} ${'route'.padStart(7)} ${'locale'.padStart(7)} ${'TOTAL'.padStart(7)} ${'budget'.padStart(7)}  ${'deferred'.padStart(8)}`,
  );
  let failed = false;
  for (const row of rows) {
    const over = row.total > row.budget;
    failed ||= over;
    console.info(
      `${row.path.padEnd(30)} ${kb(row.entry)} ${kb(row.route)} ${kb(row.locale)} ${kb(row.total)} ${kb(row.budget)}  ${kb(row.deferred)} ${over ? ' OVER BUDGET' : ' ok'}`,
    );
  }
  console.info(
    '\nentry = index chunk + static imports; route = its lazy chunks (+ shell) beyond the entry; locale = larger of ro/en;' +
      '\ndeferred = fetched after the page is interactive (idle time or first focus), not counted in TOTAL.\n',
  );
  if (failed) fail('a route exceeds its JavaScript budget');
}

// The talent portal's service worker (DESIGN §15): it caches the app shell only, never the API or media.
// - Page loads (navigations) go to the network first; when it fails, the offline page answers.
// - The build's hashed files under /assets/ never change, so they are served from the cache once fetched.
// - Everything else (/api/, /media/, uploads, the studio, other sites, any non-GET) is left to the
//   browser: an answer about the account or a file must never come from a stale copy.
// Plain JavaScript, served as it is from apps/web/public: keep it small. The offline page is fetched
// again once per worker start; change VERSION to drop every old cache at once.

const VERSION = 'v1';
const SHELL_CACHE = `shell-${VERSION}`;
const ASSETS_CACHE = `assets-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
/** The offline page and the one image it shows: both must be there before the network is gone. */
const PRECACHED = [OFFLINE_PAGE, '/favicon.svg'];
/** Another app's pages (the studio, its presentation pages at /p/) and what must always be fresh. */
const LEFT_ALONE = /^\/(api|media|studio|p)(\/|$)/;
/** Hashed assets pile up across deploys; past this many, the oldest cached go first. */
const MAX_ASSETS = 200;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHED))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = [SHELL_CACHE, ASSETS_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !current.includes(name)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

/** Keeps the assets cache to MAX_ASSETS entries; keys() lists them in the order they were added. */
async function trimAssets(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
}

/** Once per worker start, the first page that loads refreshes the offline page: an edited one is seen. */
let offlineRefreshed = false;

function refreshOfflinePage() {
  if (offlineRefreshed) return Promise.resolve();
  offlineRefreshed = true;
  return caches
    .open(SHELL_CACHE)
    .then((cache) => cache.addAll(PRECACHED))
    .catch(() => {
      offlineRefreshed = false;
    });
}

async function networkFirstPage(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    event.waitUntil(refreshOfflinePage());
    return response;
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (LEFT_ALONE.test(path)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(event));
  else if (path.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  // The offline page's image: from the network while there is one, else the precached copy.
  else if (PRECACHED.includes(path))
    event.respondWith(
      fetch(request).catch(() => caches.match(request).then((hit) => hit || Response.error())),
    );
});

import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { PRESENTATION_PAGE_PATH } from '@talent/contract/presentation-limits';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sendNoRoute } from './errors';

export interface StaticWebOptions {
  webDistDir: string;
  /** The casting studio's build, served under STUDIO_PREFIX. */
  studioDistDir: string;
  mediaDir: string;
  agencyUrl: string;
}

export const WEB_NOT_BUILT_MESSAGE =
  'The Talent Portal web app is not built. Run `npm run build` (or `npm start`), then reload this page.';
export const STUDIO_NOT_BUILT_MESSAGE =
  'The Casting Studio web app is not built. Run `npm run build` (or `npm start`), then reload this page.';

/** Where the studio lives (DESIGN §1); its build is made with the same base (apps/studio/vite.config.ts). */
const STUDIO_PREFIX = '/studio/';

/**
 * The viewer's page of a presentation (DESIGN §13): the studio build's second entry. Its path carries
 * the link's secret token, so the page sends no referrer (the token would leak to any site its media or
 * links reach) and asks search engines to keep it out of their index.
 */
const PRESENTATION_PREFIX = PRESENTATION_PAGE_PATH;
const PRESENTATION_HTML = 'presentation.html';
const PRESENTATION_HEADERS = { 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };

const ONE_YEAR = 'public, max-age=31536000, immutable';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The web app reads its footer link from this tag, so one build serves any agency. */
function withAgencyUrl(html: string, agencyUrl: string): string {
  return html.replace(/<meta\b[^>]*\bname=["']agency-url["'][^>]*>/i, (tag) =>
    /\bcontent=/i.test(tag)
      ? tag.replace(/\bcontent=(["'])[^"']*\1/i, `content="${escapeHtml(agencyUrl)}"`)
      : tag.replace(/\s*\/?>$/, ` content="${escapeHtml(agencyUrl)}">`),
  );
}

/**
 * Paths neither SPA handles. A missing /assets file (an old chunk after a deploy) must be a real
 * 404: index.html in its place would fail as a script with a confusing MIME type error.
 */
const isServerPath = (path: string) =>
  path === '/api' ||
  path.startsWith('/api/') ||
  path === '/media' ||
  path.startsWith('/media/') ||
  path.startsWith('/assets/') ||
  path.startsWith(`${STUDIO_PREFIX}assets/`);

const isStudioPath = (path: string) => path === STUDIO_PREFIX.slice(0, -1) || path.startsWith(STUDIO_PREFIX);

const isPresentationPath = (path: string) => path.startsWith(PRESENTATION_PREFIX);

/**
 * Sends an app's index.html (or `htmlFile`), never cached (it names the current hashed bundles), with
 * the agency URL filled in and `headers`; 503 with `notBuiltMessage` while the app is not built.
 */
function indexSender(
  distDir: string,
  agencyUrl: string,
  notBuiltMessage: string,
  { htmlFile = 'index.html', headers = {} }: { htmlFile?: string; headers?: Record<string, string> } = {},
) {
  const indexFile = join(distDir, htmlFile);
  let cached: { mtimeMs: number; html: string } | undefined;
  return async (reply: FastifyReply) => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(indexFile)).mtimeMs;
    } catch {
      return reply
        .headers(headers)
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(notBuiltMessage);
    }
    // Re-read only when a rebuild replaced the file.
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: withAgencyUrl(await readFile(indexFile, 'utf8'), agencyUrl) };
    }
    return reply
      .headers(headers)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(cached.html);
  };
}

/**
 * Hashed files under an app's assets/ never change, so browsers keep them for a year. Every other file
 * is revalidated: the portal's service worker (sw.js) above all, since a proxy's kept copy would hold
 * back a new worker (pwa-files.test.ts holds that, and the manifest's and offline page's types).
 */
const assetCaching = (distDir: string) => (reply: FastifyReply, path: string) => {
  reply.header('cache-control', path.startsWith(join(distDir, 'assets')) ? ONE_YEAR : 'no-cache');
};

/**
 * Serves the two built SPAs and the uploaded media: the talent portal at /, the casting studio at
 * /studio, and the studio build's presentation page at /p/{token}. index.html is never cached (it names the current hashed bundles); the hashed files under
 * assets/ never change, so browsers keep them for a year. Every other GET outside /api and /media gets
 * an index.html, the studio's under /studio and the portal's elsewhere, so the client router takes over.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, options: StaticWebOptions) => {
  const sendIndex = indexSender(options.webDistDir, options.agencyUrl, WEB_NOT_BUILT_MESSAGE);
  const sendStudioIndex = indexSender(options.studioDistDir, options.agencyUrl, STUDIO_NOT_BUILT_MESSAGE);
  const sendPresentationPage = indexSender(
    options.studioDistDir,
    options.agencyUrl,
    STUDIO_NOT_BUILT_MESSAGE,
    {
      htmlFile: PRESENTATION_HTML,
      headers: PRESENTATION_HEADERS,
    },
  );

  if (existsSync(options.webDistDir)) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: false,
      cacheControl: false,
      dotfiles: 'ignore',
      // The web build writes .br and .gz beside each asset (scripts/build/precompress.mjs).
      preCompressed: true,
      // index.html always goes through sendIndex, which fills in the agency URL.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: assetCaching(options.webDistDir),
    });
  }

  // Registered whether or not the studio is built, so the routes never depend on the build (a file
  // that is missing falls through to the not-found handler below, which answers for the studio).
  await app.register(fastifyStatic, {
    root: options.studioDistDir,
    prefix: STUDIO_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    dotfiles: 'ignore',
    // A fresh checkout has no studio build yet: the 503 below says so, no warning at every start.
    suppressWarning: true,
    // The studio's build is precompressed like the portal's (scripts/build/precompress.mjs).
    preCompressed: true,
    // Each html goes through its sender: presentation.html only at /p/*, with that page's headers.
    allowedPath: (pathName) => pathName !== '/index.html' && pathName !== `/${PRESENTATION_HTML}`,
    setHeaders: assetCaching(options.studioDistDir),
  });

  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    dotfiles: 'deny',
    // Media files are stored under random names and never rewritten, so they can be cached for good.
    setHeaders: (reply) => {
      reply.header('cache-control', ONE_YEAR);
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  // The static route answers a folder with 403 (index: false): the studio's root is its index.html.
  app.get(STUDIO_PREFIX, { schema: { hide: true } }, (_request, reply) => sendStudioIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isServerPath(path)) {
      if (isPresentationPath(path)) return sendPresentationPage(reply);
      return isStudioPath(path) ? sendStudioIndex(reply) : sendIndex(reply);
    }
    return sendNoRoute(request, reply);
  });
});

import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors';

export interface StaticWebOptions {
  webDistDir: string;
  mediaDir: string;
  agencyUrl: string;
}

export const WEB_NOT_BUILT_MESSAGE =
  'The Talent Portal web app is not built. Run `npm run build` (or `npm start`), then reload this page.';

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
 * Paths the SPA never handles. A missing /assets file (an old chunk after a deploy) must be a real
 * 404: index.html in its place would fail as a script with a confusing MIME type error.
 */
const isServerPath = (path: string) =>
  path === '/api' ||
  path.startsWith('/api/') ||
  path === '/media' ||
  path.startsWith('/media/') ||
  path.startsWith('/assets/');

/**
 * Serves the built SPA and the uploaded media. index.html is never cached (it names the current
 * hashed bundles); the hashed files under /assets never change, so browsers keep them for a year.
 * Every other GET outside /api and /media gets index.html so the client router can take over.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, options: StaticWebOptions) => {
  const indexFile = join(options.webDistDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;

  async function sendIndex(reply: FastifyReply) {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(indexFile)).mtimeMs;
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(WEB_NOT_BUILT_MESSAGE);
    }
    // Re-read only when a rebuild replaced the file.
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: withAgencyUrl(await readFile(indexFile, 'utf8'), options.agencyUrl) };
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(cached.html);
  }

  if (existsSync(options.webDistDir)) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: false,
      cacheControl: false,
      dotfiles: 'ignore',
      // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // index.html always goes through sendIndex, which fills in the agency URL.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.startsWith(join(options.webDistDir, 'assets')) ? ONE_YEAR : 'no-cache',
        );
      },
    });
  }

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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isServerPath(path))
      return sendIndex(reply);
    return sendNotFound(reply);
  });
});

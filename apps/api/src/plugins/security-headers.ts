import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The web app keeps its tokens in localStorage (specification §7), so injected script would own the
 * account: no inline script and same-origin only. Inline *styles* stay allowed because the toast
 * library injects a <style> element; that cannot run code.
 */
export const WEB_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  // useDefaults off: helmet's default upgrade-insecure-requests would break plain-http installs.
  contentSecurityPolicy: { useDefaults: false, directives: WEB_CSP_DIRECTIVES },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The legacy twin of frame-ancestors 'none', for browsers that ignore CSP.
  frameguard: { action: 'deny' },
  // Media is embedded by the same origin only; cross-origin isolation headers would add nothing.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets, worked out once. They depend on nothing in the request (no directive is a
 * function); @fastify/helmet built every helmet middleware and parsed the policy again for each request,
 * a large share of what the server allocated and promoted to the old generation (decision 0007,
 * point 14, has the figures).
 */
function helmetHeaders(): [string, string][] {
  const headers = new Map<string, string>();
  const collector = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = helmetHeaders();
  // On the raw response, like helmet itself: error answers and 404s keep them; a route that sets its own
  // policy through the reply (Swagger UI) still overrides it.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});

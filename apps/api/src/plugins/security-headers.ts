import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    global: true,
    // useDefaults off: helmet's default upgrade-insecure-requests would break plain-http installs.
    contentSecurityPolicy: { useDefaults: false, directives: WEB_CSP_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The legacy twin of frame-ancestors 'none', for browsers that ignore CSP.
    frameguard: { action: 'deny' },
    // Media is embedded by the same origin only; cross-origin isolation headers would add nothing.
    crossOriginEmbedderPolicy: false,
  });
});

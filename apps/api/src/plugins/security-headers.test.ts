import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';

const t = buildTestApp({ withWebBuild: true });

function directives(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name ?? '', values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  it.each(['/', '/castings/some-slug', '/api/health', '/api/nope', '/assets/index-abc123.js'])(
    '%s carries the strict web policy',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      expect(Object.fromEntries(csp)).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob:",
        'media-src': "'self' blob:",
        'connect-src': "'self'",
        'font-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('error answers carry the headers too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('Swagger UI gets its own policy that still forbids foreign scripts and framing elsewhere', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toMatch(/^'self'/);
    expect(csp.get('script-src')).not.toContain('unsafe-inline');
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    // Every script the page loads is same-origin.
    for (const [, src] of page.body.matchAll(/<script[^>]*src="([^"]+)"/g)) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
    }
  });
});

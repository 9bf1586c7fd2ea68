import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';
import { WEB_NOT_BUILT_MESSAGE } from './static-web';

describe('with a built web app', () => {
  const t = buildTestApp({
    withWebBuild: true,
    env: { AGENCY_URL: 'https://agency.example.ro/?a=1&b="2"' },
  });

  it.each([
    '/',
    '/login',
    '/castings/casting-123',
    '/my-applications/42',
    '/children/1/edit',
    '/no/such/page?x=1',
  ])('GET %s → index.html, never cached, with the agency URL filled in and escaped', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain(
      '<meta name="agency-url" content="https://agency.example.ro/?a=1&#38;b=&#34;2&#34;" />',
    );
    expect(response.body).not.toContain('placeholder.invalid');
  });

  it('/index.html itself also goes through the agency URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('agency.example.ro');
  });

  it('hashed assets are cached for a year; other files are revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's precompressed asset to a browser that accepts it, the plain one otherwise", async () => {
    const plain = 'console.log("compressed twin");\n'.repeat(100);
    const file = join(t.config.webDistDir, 'assets', 'chunk-br123.js');
    writeFileSync(file, plain);
    writeFileSync(`${file}.br`, brotliCompressSync(plain));
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/assets/chunk-br123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain);
    const identity = await t.app.inject({ method: 'GET', url: '/assets/chunk-br123.js' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it('a missing asset is a 404, not the web app (a stale chunk must not load HTML as script)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('HEAD works like GET for client routes', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/castings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each(['/api/nope', '/api/auth/login', '/media/nope.jpg', '/media/sub/nope.jpg'])(
    'GET %s → JSON 404',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    },
  );

  it('never serves files outside the web build', async () => {
    for (const url of [
      '/../talent-portal.db',
      '/media/../talent-portal.db',
      '/..%2Ftalent-portal.db',
      '/%2e%2e/jwt-secret',
      '/media/..%2Fjwt-secret',
      '/media/%2e%2e/talent-portal.db',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('SQLite format');
      expect(response.body, url).not.toMatch(/^[A-Za-z0-9_-]{80,}\s*$/);
      expect(response.statusCode === 200 ? response.headers['content-type'] : 'refused', url).toMatch(
        /text\/html|refused/,
      );
    }
  });

  it('serves media from DATA_DIR/media with nosniff and a long cache', async () => {
    writeFileSync(join(t.config.mediaDir, 'photo-1.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    const response = await t.app.inject({ method: 'GET', url: '/media/photo-1.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('without a web build', () => {
  const t = buildTestApp();

  it.each(['/', '/castings'])('GET %s → 503 plain text saying the web app is not built', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(WEB_NOT_BUILT_MESSAGE);
  });

  it('the API still works', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

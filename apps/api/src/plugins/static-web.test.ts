import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { STUDIO_NOT_BUILT_MESSAGE, WEB_NOT_BUILT_MESSAGE } from './static-web';

/** A small studio build, as apps/studio's Vite build lays it out (base /studio/). */
function writeStudioBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'talent-studio-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="ro"><head><title>Casting Studio</title>' +
      '<script type="module" src="/studio/assets/index-st123.js"></script></head>' +
      '<body><div id="studio-root"></div></body></html>',
  );
  writeFileSync(
    join(dir, 'presentation.html'),
    '<!doctype html><html lang="ro"><head><title>Prezentare</title>' +
      '<script type="module" src="/studio/assets/presentation-pr123.js"></script></head>' +
      '<body><div id="presentation-root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-st123.js'), 'console.log("studio");\n');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** An app's index.html as each of its client routes answers it: HTML, never cached, its root element. */
async function expectAppPage(t: TestApp, url: string, rootId: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toContain(`<div id="${rootId}"></div>`);
  return response;
}

async function expectHeadIsPage(t: TestApp, url: string) {
  const response = await t.app.inject({ method: 'HEAD', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
}

/** A hashed asset is cached for a year, another file of the build (its favicon) revalidated. */
async function expectCachePolicy(t: TestApp, hashedAsset: string, otherFile: string) {
  const asset = await t.app.inject({ method: 'GET', url: hashedAsset });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['content-type']).toMatch(/javascript/);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const other = await t.app.inject({ method: 'GET', url: otherFile });
  expect(other.statusCode).toBe(200);
  expect(other.headers['cache-control']).toBe('no-cache');
  return asset;
}

/** Puts a script and its brotli twin in `assetsDir`; a browser that accepts br gets the twin as it is. */
async function expectPrecompressed(t: TestApp, assetsDir: string, url: string, acceptEncoding: string) {
  const plain = `console.log("compressed twin of ${url}");\n`.repeat(100);
  const file = join(assetsDir, url.split('/').at(-1)!);
  writeFileSync(file, plain);
  writeFileSync(`${file}.br`, brotliCompressSync(plain));
  const compressed = await t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': acceptEncoding },
  });
  expect(compressed.statusCode).toBe(200);
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(compressed.headers['content-type']).toMatch(/javascript/);
  expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain);
  return plain;
}

/** None of `urls` (ways out of a build's folder) answers with the database file or the JWT secret. */
async function expectNothingServedFrom(t: TestApp, urls: string[]) {
  const answers = [];
  for (const url of urls) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.body, url).not.toContain('SQLite format');
    expect(response.body, url).not.toMatch(/^[A-Za-z0-9_-]{80,}\s*$/);
    answers.push({ url, response });
  }
  return answers;
}

/** Where an app's build is missing, its pages answer a 503 in plain text that says so. */
async function expectNotBuilt(t: TestApp, url: string, message: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(503);
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.body).toBe(message);
}

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
    const response = await expectAppPage(t, url, 'root');
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
    await expectCachePolicy(t, '/assets/index-abc123.js', '/favicon.svg');
  });

  it("sends the build's precompressed asset to a browser that accepts it, the plain one otherwise", async () => {
    const assets = join(t.config.webDistDir, 'assets');
    const plain = await expectPrecompressed(t, assets, '/assets/chunk-br123.js', 'br, gzip');
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
    await expectHeadIsPage(t, '/castings');
  });

  it.each(['/api/nope', '/media/nope.jpg', '/media/sub/nope.jpg'])('GET %s → JSON 404', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('GET /api/auth/login (a POST route) → JSON 405, never the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/login' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED' });
  });

  it('never serves files outside the web build', async () => {
    const answers = await expectNothingServedFrom(t, [
      '/../talent-portal.db',
      '/media/../talent-portal.db',
      '/..%2Ftalent-portal.db',
      '/%2e%2e/jwt-secret',
      '/media/..%2Fjwt-secret',
      '/media/%2e%2e/talent-portal.db',
    ]);
    for (const { url, response } of answers)
      expect(response.statusCode === 200 ? response.headers['content-type'] : 'refused', url).toMatch(
        /text\/html|refused/,
      );
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

describe('with a built web app and a built studio', () => {
  const studioDir = writeStudioBuild();
  const t = buildTestApp({ withWebBuild: true, env: { STUDIO_DIST_DIR: studioDir } });
  afterAll(() => rmSync(studioDir, { recursive: true, force: true }));

  it.each([
    '/studio',
    '/studio/',
    '/studio/login',
    '/studio/clients?page=2',
    '/studio/index.html',
    '/studio/no/such/page',
  ])("GET %s → the studio's index.html, never cached", async (url) => {
    await expectAppPage(t, url, 'studio-root');
  });

  it.each(['/p/Zm9vYmFyYmF6cXV4MTIzNA', '/p/abc?utm=1', '/p/abc/extra'])(
    "GET %s → the presentation's page, never cached, never indexed, sending no referrer",
    async (url) => {
      const response = await expectAppPage(t, url, 'presentation-root');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-robots-tag']).toBe('noindex');
    },
  );

  it("HEAD /p/{token} is the presentation's page too", async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/p/abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  it("the presentation's html is not a file of the studio's (its headers come only at /p/*)", async () => {
    await expectAppPage(t, '/studio/presentation.html', 'studio-root');
  });

  it('HEAD works like GET for studio routes', async () => {
    await expectHeadIsPage(t, '/studio/register');
  });

  it("the studio's hashed assets are cached for a year; its other files are revalidated", async () => {
    const asset = await expectCachePolicy(t, '/studio/assets/index-st123.js', '/studio/favicon.svg');
    expect(asset.body).toContain('studio');
  });

  it("sends the studio's precompressed asset to a browser that accepts it", async () => {
    await expectPrecompressed(t, join(studioDir, 'assets'), '/studio/assets/chunk-st456.js', 'br');
  });

  it('a missing studio asset is a JSON 404, not a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/studio/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });

  it.each(['/', '/login', '/studios', '/studio-x/page'])('GET %s is still the portal', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("never serves files outside the studio's build", async () => {
    await expectNothingServedFrom(t, [
      '/studio/../talent-portal.db',
      '/studio/..%2Fjwt-secret',
      '/studio/%2e%2e/jwt-secret',
    ]);
  });

  it('the API keeps its JSON 404 under /api', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/studio' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('without a studio build', () => {
  const t = buildTestApp({ withWebBuild: true, env: { STUDIO_DIST_DIR: '/nonexistent/studio-dist' } });

  it.each(['/studio', '/studio/login', '/p/abc'])(
    'GET %s → 503 plain text saying the studio is not built',
    (url) => expectNotBuilt(t, url, STUDIO_NOT_BUILT_MESSAGE),
  );

  it('the portal still works', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/castings' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('without a web build', () => {
  const t = buildTestApp();

  it.each(['/', '/castings'])('GET %s → 503 plain text saying the web app is not built', (url) =>
    expectNotBuilt(t, url, WEB_NOT_BUILT_MESSAGE),
  );

  it('the API still works', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

// The portal's install files (DESIGN §15) as the server sends them from the web build: the service
// worker never cached by HTTP (a new one must reach every browser), each file with the type a browser
// needs to use it, and the SPA fallback unchanged around them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';

const t = buildTestApp({ withWebBuild: true });

beforeAll(() => {
  const dist = t.config.webDistDir;
  writeFileSync(join(dist, 'sw.js'), "self.addEventListener('fetch', () => {});\n");
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Talent Portal","start_url":"/"}\n');
  writeFileSync(join(dist, 'offline.html'), '<!doctype html><h1>Nu ești conectat la internet</h1>\n');
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
});

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('the portal install files', () => {
  it('/sw.js is JavaScript the browser must revalidate, so a new worker is picked up at once', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript\b/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain("addEventListener('fetch'");
  });

  it('/manifest.webmanifest is application/manifest+json', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(response.json()).toMatchObject({ name: 'Talent Portal' });
  });

  it('/offline.html is the offline page itself, as HTML', async () => {
    const response = await get('/offline.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html\b/);
    expect(response.body).toContain('Nu ești conectat la internet');
  });

  it('an icon is a PNG', async () => {
    const response = await get('/icons/icon-192.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it.each(['/icons/missing.png', '/sw.js/extra', '/offline'])(
    'GET %s, which is no file, still gets the portal index.html',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );
});

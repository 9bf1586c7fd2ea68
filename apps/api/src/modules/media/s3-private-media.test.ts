import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { s3TestServer } from '../../test/s3-test-server';
import { createTestApp, logCapture } from '../../test/test-app';
import { seedDemoData } from '../demo/demo-seed';
import { PUBLIC_READ_PROBE_KEY, S3Storage } from './s3-storage';

/**
 * DESIGN §10 with STORAGE=s3: the server checks at start that the private `children/` prefix is not
 * readable at S3_PUBLIC_URL, and the demo's child portrait (written to the local /media folder) ends
 * up in the bucket's private prefix. s3rver (no access control) stands in for S3 unless S3_ENDPOINT is
 * set.
 */
const scratch = mkdtempSync(join(tmpdir(), 'talent-s3-private-'));
const s3 = s3TestServer(scratch);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function s3Config(extra: Record<string, string> = {}) {
  const config = loadConfig({
    ...s3.env,
    ...extra,
    STORAGE: 's3',
    DATA_DIR: scratch,
    JWT_SECRET: 'x'.repeat(40),
  });
  if (config.storage.kind !== 's3') throw new Error('STORAGE=s3 expected');
  return config.storage;
}

describe('the public-read check of the private prefix', () => {
  it('logs an error at start when an anonymous GET reads children/, and removes its probe', async () => {
    const { lines, logStream } = logCapture();
    const t = await createTestApp({ env: { ...s3.env, STORAGE: 's3', LOG_LEVEL: 'error' }, logStream });
    try {
      if (s3.usingS3rver) {
        // s3rver serves every object to anyone: the start goes on, with the error and its fix.
        await expect
          .poll(() => lines.join(''), { timeout: 10_000 })
          .toContain("children's media is publicly readable");
        const line = JSON.parse(lines.find((text) => text.includes('publicly readable')) as string);
        expect(line.level).toBe(50);
        expect(line.msg).toContain('bucket policy');
        expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      }
      const storage = new S3Storage(s3Config(), 'children', 'private');
      await expect.poll(async () => (await storage.list()).includes(PUBLIC_READ_PROBE_KEY)).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('a public URL that refuses anonymous reads is not publicly readable; the probe is removed', async () => {
    let refusing: Server | undefined;
    try {
      refusing = createServer((_request, response) => {
        response.writeHead(403).end('AccessDenied');
      });
      await new Promise<void>((resolve) => refusing?.listen(0, '127.0.0.1', resolve));
      const { port } = refusing.address() as AddressInfo;
      const denied = new S3Storage(s3Config({ S3_PUBLIC_URL: `http://127.0.0.1:${port}/media` }), 'children');
      expect(await denied.publiclyReadable()).toBe(false);
      expect(await denied.list()).not.toContain(PUBLIC_READ_PROBE_KEY);
    } finally {
      await new Promise((resolve) => refusing?.close(resolve));
    }
  });
});

describe('the demo seed with STORAGE=s3', () => {
  it("the child's portrait leaves the local /media folder for the bucket's private prefix", async () => {
    const t = await createTestApp({ env: { ...s3.env, STORAGE: 's3' } });
    try {
      expect((await seedDemoData(t.app.container.demo, { ...t.config, seedDemo: true })).seeded).toBe(true);
      expect(await t.app.secureChildMedia()).toBeGreaterThan(0);
      const rows = await t.app.db
        .selectFrom('talent_profiles')
        .innerJoin('photos', 'photos.talent_profile_id', 'talent_profiles.id')
        .select([
          'talent_profiles.profile_photo_url',
          'photos.display_key',
          'photos.thumbnail_key',
          'photos.private',
        ])
        .where('talent_profiles.child_id', 'is not', null)
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      const inBucket = await new S3Storage(s3Config(), 'children', 'private').list();
      for (const row of rows) {
        expect(row.private).toBe(1);
        expect(row.profile_photo_url?.startsWith('/api/media/private/')).toBe(true);
        for (const key of [row.display_key, row.thumbnail_key]) {
          expect(existsSync(join(t.config.mediaDir, 'profiles', key))).toBe(false);
          expect(inBucket).toContain(key);
        }
      }
      expect(await t.app.secureChildMedia()).toBe(0);
    } finally {
      await t.close();
    }
  }, 60_000);
});

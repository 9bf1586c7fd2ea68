import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * The S3 settings of a test file: the configured S3_ENDPOINT (and its S3_* variables) when there is one,
 * else s3rver (an S3 API server on local disk, no access control) started in `scratch` before the
 * file's tests and closed after them. Read `env` inside tests or hooks registered after this call.
 */
export function s3TestServer(scratch: string): {
  readonly env: Record<string, string>;
  readonly usingS3rver: boolean;
} {
  const usingS3rver = !process.env.S3_ENDPOINT;
  const state = { env: {} as Record<string, string>, usingS3rver };
  let server: { close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    if (!usingS3rver) {
      state.env = Object.fromEntries(
        Object.entries(process.env).filter(
          (entry): entry is [string, string] => entry[0].startsWith('S3_') && entry[1] !== undefined,
        ),
      );
      return;
    }
    const { default: S3rver } = await import('s3rver');
    const s3rver = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(join(scratch, 's3rver-')),
      configureBuckets: [{ name: 'media' }],
    });
    const { port } = await s3rver.run();
    server = s3rver;
    state.env = {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
  });
  afterAll(async () => {
    await server?.close();
  });
  return state;
}

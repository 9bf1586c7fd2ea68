import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, expectError } from '../../test/test-app';

describe('GET /api/health', () => {
  const t = buildTestApp();

  it('answers ok after a real query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 503 in the error shape when the database is gone', async () => {
    const broken = await createTestApp();
    try {
      await broken.app.db.destroy();
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expectError(response, 503, 'SERVICE_UNAVAILABLE', 'The database is unreachable');
    } finally {
      await broken.close();
    }
  });
});

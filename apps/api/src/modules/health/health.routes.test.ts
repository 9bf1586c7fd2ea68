import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

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
      expect(response.statusCode).toBe(503);
      expect(errorBody(response)).toEqual({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is unreachable',
      });
    } finally {
      await broken.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('API documentation', () => {
  it('/api/docs/json describes every route with its request and response schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths).sort()).toEqual([
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/refresh',
      '/api/auth/register',
      '/api/health',
    ]);
    const register = spec.paths['/api/auth/register'].post;
    expect(Object.keys(register.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['email', 'password', 'firstName', 'lastName', 'phone', 'birthDate', 'gender']),
    );
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '429']));
    expect(Object.keys(spec.paths['/api/auth/me'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
    expect(spec.paths['/api/auth/me'].patch.requestBody).toBeDefined();
    expect(spec.paths['/api/auth/logout'].post.security).toEqual([{ bearerAuth: [] }]);
  });

  it('/api/docs serves Swagger UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page =
      response.statusCode === 302
        ? await t.app.inject({ method: 'GET', url: String(response.headers.location) })
        : response;
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });
});

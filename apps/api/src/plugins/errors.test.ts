import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createTestApp,
  errorBody,
  expectError,
  logCapture,
  register,
  registration,
} from '../test/test-app';

const t = buildTestApp();
let accessToken: string;
beforeAll(async () => {
  accessToken = (await register(t.app)).tokens.accessToken;
});

const raw = (
  url: string,
  body: string,
  contentType = 'application/json',
  method: 'POST' | 'PATCH' = 'POST',
) =>
  t.app.inject({
    method,
    url,
    body,
    headers: { 'content-type': contentType, ...(method === 'PATCH' ? bearer(accessToken) : {}) },
  });

function expectErrorShape(body: unknown) {
  expect(body).toEqual({
    statusCode: expect.any(Number),
    code: expect.any(String),
    message: expect.any(String),
    ...((body as { fields?: unknown }).fields ? { fields: expect.any(Object) } : {}),
  });
}

describe('bad input never causes a 500', () => {
  it('malformed JSON → 400 INVALID_JSON', async () => {
    const response = await raw('/api/auth/login', '{"email": "a@example.com", ');
    expectError(response, 400, 'INVALID_JSON', 'The request body is not valid JSON');
  });

  it('an empty body announced as JSON → 400', async () => {
    const response = await raw('/api/auth/login', '');
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).code).toBe('INVALID_JSON');
  });

  it('a missing body → 400 VALIDATION_ERROR', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expectError(response, 400, 'VALIDATION_ERROR', 'The request body must be a JSON object');
  });

  it.each([
    ['text/plain', 'email=a@example.com'],
    ['application/x-www-form-urlencoded', 'email=a%40example.com&password=secret12'],
    ['application/xml', '<login/>'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('content type %s → 415', async (contentType, body) => {
    const response = await raw('/api/auth/login', body, contentType);
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type: send application/json');
  });

  it('a 2 MB body → 413', async () => {
    const body = JSON.stringify({ ...registration(), firstName: 'a'.repeat(2 * 1024 * 1024) });
    const response = await raw('/api/auth/register', body);
    expectError(response, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
  });

  it('a huge string under the body limit → 400 with the field message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ lastName: 'x'.repeat(500_000) }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).fields).toEqual({ lastName: 'This text is too long' });
  });

  const shapes: Array<[string, string]> = [
    ['an array', '[]'],
    ['an array of objects', '[{"email":"a@example.com","password":"secret12"}]'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"hello"'],
    ['true', 'true'],
    ['wrong field types', '{"email": 1, "password": {"$gt": ""}}'],
    ['nested nulls', '{"email": null, "password": null}'],
  ];

  for (const url of ['/api/auth/login', '/api/auth/register', '/api/auth/refresh']) {
    it.each(shapes)(`${url} with %s → 400`, async (_name, body) => {
      const response = await raw(url, body);
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).code).toBe('VALIDATION_ERROR');
      expectErrorShape(response.json());
    });
  }

  it.each(shapes)('PATCH /api/auth/me with %s → 400', async (_name, body) => {
    const response = await raw('/api/auth/me', body, 'application/json', 'PATCH');
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json());
  });

  it.each([
    [
      '__proto__ at the top',
      '{"__proto__": {"role": "ADMIN"}, "email": "a@example.com", "password": "secret12"}',
    ],
    ['constructor.prototype', '{"constructor": {"prototype": {"role": "ADMIN"}}, "email": "a@example.com"}'],
    ['__proto__ nested', '{"email": "a@example.com", "password": {"__proto__": {"x": 1}}}'],
  ])('%s → 400, nothing polluted', async (_name, body) => {
    const response = await raw('/api/auth/login', body);
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json());
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it('a registration with a __proto__ key never gives the user another role', async () => {
    const body = JSON.stringify(registration()).replace('{', '{"__proto__": {"role": "ADMIN"},');
    const response = await raw('/api/auth/register', body);
    expect(response.statusCode).toBe(400);
  });

  it('a bad Content-Length → 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': '5' },
      body: '{"email":"a@example.com","password":"secret12"}',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('the NUL character (PostgreSQL text cannot hold it)', () => {
  it('in a body field → 400 with the field, nothing saved', async () => {
    const response = await raw(
      '/api/auth/me',
      JSON.stringify({ firstName: 'A\u0000na' }),
      'application/json',
      'PATCH',
    );
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { firstName: expect.any(String) },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(accessToken) });
    expect((me.json() as { data: { firstName: string } }).data.firstName).toBe('Ana');
  });

  it.each([
    '/api/castings/%00',
    '/api/castings/slug/a%00b',
    '/api/castings/search?q=a%00',
    '/api/castings?location=%00',
  ])('in a path parameter or query: GET %s → 400', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(accessToken) });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorBody(response).code).toBe('VALIDATION_ERROR');
  });
});

describe('broken URLs (refused before routing)', () => {
  it.each(['/api/children/%zz', '/api/castings/%c0%af', '/api/profiles/children/%/photos'])(
    'GET %s → 400 in the error shape',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(accessToken) });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'BAD_URL',
        message: 'The request URL is not valid',
      });
    },
  );

  it('a path parameter over the router limit → 414 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/castings/${'x'.repeat(10_000)}` });
    expectError(response, 414, 'URI_TOO_LONG', 'The request URL is too long');
  });
});

describe('unknown routes and methods', () => {
  it.each(['/api', '/api/', '/api/nope', '/api/auth', '/api/nothing-here?page=1'])(
    'GET %s → JSON 404',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    },
  );

  it('a known path with another method → JSON 405 naming the methods it takes in Allow', async () => {
    for (const [method, url, allow] of [
      ['GET', '/api/auth/login', 'POST'],
      ['PUT', '/api/auth/me', 'DELETE, GET, HEAD, PATCH'],
      ['PUT', '/api/health', 'GET, HEAD'],
      ['POST', '/api/children/some-id', 'DELETE, GET, HEAD, PATCH'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expectError(
        response,
        405,
        'METHOD_NOT_ALLOWED',
        `${method} is not allowed here: this address takes ${allow}`,
      );
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
    }
  });

  it('a query parameter a route does not declare → 400 naming it and the ones it takes', async () => {
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe?token=abc&utm_source=mail&_=1',
    });
    expectError(
      listed,
      400,
      'UNKNOWN_QUERY_PARAMETER',
      'Unknown query parameters "utm_source", "_": this address takes token',
      { utm_source: 'Unknown query parameter', _: 'Unknown query parameter' },
    );
    const none = await t.app.inject({ method: 'GET', url: '/api/health?verbose=1' });
    expectError(
      none,
      400,
      'UNKNOWN_QUERY_PARAMETER',
      'Unknown query parameter "verbose": this address takes no query parameters',
      { verbose: 'Unknown query parameter' },
    );
  });

  it('a POST outside /api → JSON 404, never the web app', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/castings', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(errorBody(response).code).toBe('NOT_FOUND');
  });
});

describe('unexpected failures', () => {
  it('answer a generic 500; the real error goes to the log only', async () => {
    const { lines, logStream } = logCapture();
    const broken = await createTestApp({ env: { LOG_LEVEL: 'error' }, logStream });
    try {
      await broken.app.db.destroy();
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@example.com', password: 'secret12' },
      });
      expectError(
        response,
        500,
        'INTERNAL_ERROR',
        'Something went wrong on our side. Please try again later.',
      );
      expect(response.body).not.toMatch(/at |kysely|destroyed|stack/i);
      const logged = lines.map((line) => JSON.parse(line));
      expect(logged.some((entry) => entry.level === 50 && entry.err?.stack)).toBe(true);
    } finally {
      await broken.close();
    }
  });
});

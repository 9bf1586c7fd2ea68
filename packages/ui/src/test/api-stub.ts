import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  headers: Headers;
  keepalive: boolean;
}

type Answer = { status?: number; body?: unknown } | Response;
type Reply = Answer | Promise<Answer>;
type Handler = (request: StubRequest) => Reply;

/**
 * Answers the API client's fetch calls in tests: `'GET /castings'` → handler. The test's own
 * network, nothing else mocked; an unknown call answers 404 in the API's error shape. A handler
 * answers a JSON body, or a whole Response (a server-sent events stream: see event-stream.ts).
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const request: StubRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path,
      search: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
      keepalive: init.keepalive ?? false,
    };
    calls.push(request);
    const handler = routes[`${request.method} ${path}`];
    const reply = handler
      ? await handler(request)
      : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
    if (reply instanceof Response) return reply;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const notFound = (message: string) => ({
  status: 404,
  body: { statusCode: 404, code: 'NOT_FOUND', message },
});

/** The server's 400 for one field: its message as the error's and under the field. */
export const fieldRefused = (field: string, message: string) => ({
  status: 400,
  body: { statusCode: 400, code: 'VALIDATION_FAILED', message, fields: { [field]: message } },
});

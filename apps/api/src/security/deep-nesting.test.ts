import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from '../plugins/errors';
import { type ActorName, setUpWorld, snapshot, type World } from '../test/actors';
import { errorShapeProblem, serverRoutes } from '../test/bad-input-generators';
import { bearer, buildTestApp } from '../test/test-app';

/**
 * Deeply nested input (issue 18): a JSON body 10,000 levels deep — objects, arrays, and both mixed
 * under a real field — on every route of the server that reads a body, and a query string as deep
 * on every GET route, sent by an anonymous caller, a talent (guardian) and a casting director so that
 * each route is reached past its sign-in check. Every answer is a 4xx in the error shape, never a
 * 5xx (a recursive walk of such a body overflowed the stack: 500); every body route refuses the body
 * as too deep for at least one of them; and nothing stored changes.
 */

const DEPTH = 10_000;

const BODIES: Record<string, string> = {
  objects: `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`,
  arrays: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`,
  'mixed, under a field': `{"email":"deep@example.com","password":${'{"a":['.repeat(DEPTH / 2)}"x"${']}'.repeat(DEPTH / 2)}}`,
};

/** `a[a][a]…=1`: the bracket nesting that some query parsers turn into nested objects. */
const DEEP_QUERY = `a${'[a]'.repeat(DEPTH)}=1`;

const PROBERS = ['anonymous', 'talentA', 'client1', 'admin'] as const satisfies readonly ActorName[];

const t = buildTestApp({ withWebBuild: true });
let w: World;
let routes: string[];
beforeAll(async () => {
  w = await setUpWorld(t);
  routes = serverRoutes(t.app.printRoutes({ commonPrefix: false }));
}, 60_000);

function headersOf(actor: (typeof PROBERS)[number]): Record<string, string> {
  return actor === 'anonymous' ? {} : bearer(w.accounts[actor].tokens.accessToken);
}

/** Path placeholders: A's child (so the child routes get past their own checks), else an id that does not exist. */
function fillPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'childId' ? w.a.childId : 'no-such-resource-0000',
  );
}

/** Never a 5xx; a 4xx in the error shape (a 2xx or 3xx only where `allowSuccess`, for reads). */
function problemOf(response: LightMyRequestResponse, allowSuccess: boolean): string | undefined {
  if (response.statusCode >= 500)
    return `server error ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400)
    return allowSuccess ? undefined : `${response.statusCode} for a body nobody may send`;
  return errorShapeProblem(response);
}

const isTooDeep = (response: LightMyRequestResponse) =>
  response.statusCode === 400 &&
  JSON.stringify(response.json()) ===
    JSON.stringify({ statusCode: 400, code: 'VALIDATION_ERROR', message: TOO_DEEP_MESSAGE });

describe(`input nested ${DEPTH.toLocaleString('en')} levels deep`, () => {
  it('the route table is read', () => {
    expect(routes.filter((route) => !route.startsWith('GET ')).length).toBeGreaterThan(40);
  });

  it('every route that reads a body: 4xx in the error shape, refused as too deep, nothing saved', async () => {
    const before = await snapshot(w);
    const problems: string[] = [];
    for (const route of routes.filter((key) => !key.startsWith('GET '))) {
      const [method, path] = route.split(' ') as [InjectOptions['method'], string];
      for (const [shape, payload] of Object.entries(BODIES)) {
        const answers: LightMyRequestResponse[] = [];
        for (const actor of PROBERS) {
          const response = await t.app.inject({
            method,
            url: fillPath(path),
            headers: { ...headersOf(actor), 'content-type': 'application/json' },
            payload,
          });
          answers.push(response);
          const problem = problemOf(response, false);
          if (problem) problems.push(`${route} (${shape}, ${actor}): ${problem}`);
        }
        // At least one caller got past sign-in to the body, and it was refused for its depth.
        if (!answers.some(isTooDeep))
          problems.push(
            `${route} (${shape}): nobody got the too-deep 400 (${answers.map((r) => r.statusCode).join(', ')})`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshot(w)).toEqual(before);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode, health.body).toBe(200);
  });

  it('every GET route with a deeply bracketed query: never a 5xx, errors in the error shape', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((key) => key.startsWith('GET '))) {
      const path = route.slice('GET '.length).replace('*', 'anything');
      for (const actor of PROBERS) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${fillPath(path)}?${DEEP_QUERY}`,
          headers: headersOf(actor),
        });
        // The web app's index.html and Swagger UI's files are not JSON routes: only no 5xx there.
        const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
        const problem = response.statusCode >= 500 || json ? problemOf(response, true) : undefined;
        if (problem) problems.push(`${route} (${actor}): ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it(`a body nested exactly ${MAX_INPUT_DEPTH} levels reaches validation; one level more is refused`, async () => {
    const nested = (depth: number) => `{"email":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const login = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const atCap = await login(nested(MAX_INPUT_DEPTH));
    expect(atCap.statusCode).toBe(400);
    expect(atCap.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { email: expect.any(String) } });
    expect(isTooDeep(atCap)).toBe(false);
    expect(isTooDeep(await login(nested(MAX_INPUT_DEPTH + 1)))).toBe(true);
  });
});

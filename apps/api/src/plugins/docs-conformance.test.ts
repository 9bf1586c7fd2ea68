// The served OpenAPI document checked against the server itself (issue 30 point 10): every documented
// operation is routed, and what the server answers to a set of generated probes (no sign-in, an
// unknown query parameter, a path parameter too long, a method the path does not take, real files)
// is documented there, status and media type both.

import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionWithInvited, uploadSides } from '../test/actors';
import { applyTo, moveApplication, newApplicant } from '../test/application-helpers';
import { addChild, guardian } from '../test/children-helpers';
import { bearer, buildTestApp, createCasting, errorBody, staffAccount } from '../test/test-app';

const t = buildTestApp();
const client = staffAccount(t, 'CLIENT');
const admin = staffAccount(t, 'ADMIN');

interface Operation {
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const UNKNOWN_PARAMETER = 'notInTheDocument';
/** Fastify's default maxParamLength is 100: one more is refused before routing. */
const TOO_LONG = 'x'.repeat(101);

let paths: Paths = {};
/** A talent in guardian mode, a CLIENT and an ADMIN: between them, every role check is passed. */
let signedIn: Array<Record<string, string>> = [];

beforeAll(async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  paths = (response.json() as { paths: Paths }).paths;
  signedIn = [
    (await guardian(t)).headers,
    bearer(client.tokens.accessToken),
    bearer(admin.tokens.accessToken),
  ];
}, 60_000);

const operations = () =>
  Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

/**
 * Whether the operation asks for a signed-in account. A presentation's viewer token (`viewerToken`,
 * DESIGN §13) is not one: the link is looked up first, so an unknown link answers 404 before any 401.
 */
const needsBearer = (operation: Operation) =>
  Boolean(operation.security?.some((scheme) => 'bearerAuth' in scheme));

const urlOf = (path: string, value = 'no-such-id') => path.replace(/\{\w+\}/g, value);
const mediaType = (response: LightMyRequestResponse) =>
  String(response.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim() ?? '';

/** The answer's status is documented for the operation, with the media type the answer came in. */
function expectDocumented(operation: Operation, response: LightMyRequestResponse, what: string) {
  const documented = operation.responses[String(response.statusCode)];
  expect(
    documented,
    `${what} answered ${response.statusCode}, not documented: ${response.body}`,
  ).toBeDefined();
  if (response.statusCode === 204 || response.rawPayload.length === 0) return;
  expect(Object.keys(documented?.content ?? {}), `${what}: media type of ${response.statusCode}`).toContain(
    mediaType(response),
  );
}

/** The request signed in as the first account whose role the route takes (onRequest checks roles). */
async function asSomeoneAllowed(request: InjectOptions): Promise<LightMyRequestResponse> {
  let response: LightMyRequestResponse | undefined;
  for (const headers of signedIn) {
    response = await t.app.inject({ ...request, headers });
    if (response.statusCode !== 403) return response;
  }
  return response as LightMyRequestResponse;
}

describe('the served document against the server', () => {
  it('refuses a request without sign-in with 401 exactly where the document asks for a bearer token', async () => {
    for (const { path, method, operation } of operations()) {
      const what = `${method.toUpperCase()} ${path}`;
      const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url: urlOf(path) });
      expect(response.statusCode === 401, `${what} answered ${response.statusCode}`).toBe(
        needsBearer(operation),
      );
      expectDocumented(operation, response, what);
    }
  });

  it('refuses a query parameter the document does not list, naming it, on every operation', async () => {
    for (const { path, method, operation } of operations()) {
      const what = `${method.toUpperCase()} ${path}`;
      const request: InjectOptions = {
        method: method.toUpperCase() as 'GET',
        url: `${urlOf(path)}?${UNKNOWN_PARAMETER}=1`,
      };
      const response = operation.security?.length
        ? await asSomeoneAllowed(request)
        : await t.app.inject(request);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
      const error = errorBody(response);
      expect(error.code, what).toBe('UNKNOWN_QUERY_PARAMETER');
      expect(error.message, what).toContain(UNKNOWN_PARAMETER);
      expect(Object.keys(error.fields ?? {}), what).toEqual([UNKNOWN_PARAMETER]);
      expectDocumented(operation, response, what);
    }
  });

  it('takes every documented query parameter without calling it unknown', async () => {
    for (const { path, method, operation } of operations()) {
      const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      if (names.length === 0) continue;
      const what = `${method.toUpperCase()} ${path}`;
      const query = names.map((name) => `${name}=1`).join('&');
      const request: InjectOptions = {
        method: method.toUpperCase() as 'GET',
        url: `${urlOf(path)}?${query}`,
      };
      const response = operation.security?.length
        ? await asSomeoneAllowed(request)
        : await t.app.inject(request);
      expect(errorBody(response).code, `${what}: ${response.body}`).not.toBe('UNKNOWN_QUERY_PARAMETER');
      expectDocumented(operation, response, what);
    }
  });

  it('answers a path parameter that is too long with the documented 414', async () => {
    for (const { path, method, operation } of operations()) {
      if (!path.includes('{')) continue;
      const what = `${method.toUpperCase()} ${path}`;
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: urlOf(path, TOO_LONG),
      });
      expect(response.statusCode, what).toBe(414);
      expectDocumented(operation, response, what);
    }
  });

  it('answers a method a documented path does not take with 405 and the documented methods in Allow', async () => {
    const templates = Object.entries(paths).map(([path, methods]) => ({
      pattern: new RegExp(`^${path.replace(/\./g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
      methods: Object.keys(methods).map((method) => method.toUpperCase()),
    }));
    for (const path of Object.keys(paths)) {
      const url = urlOf(path);
      // `/api/castings/search` is also an `/api/castings/{id}` (PATCH): every path the URL fits counts.
      const documented = templates
        .filter(({ pattern }) => pattern.test(url))
        .flatMap(({ methods }) => methods);
      const allowed = [...new Set([...documented, ...(documented.includes('GET') ? ['HEAD'] : [])])].sort();
      for (const method of [...METHODS.map((m) => m.toUpperCase()), 'OPTIONS']) {
        if (allowed.includes(method)) continue;
        const what = `${method} ${path}`;
        const response = await t.app.inject({ method: method as 'GET', url });
        expect(response.statusCode, `${what}: ${response.body}`).toBe(405);
        expect(String(response.headers.allow).split(', ').sort(), what).toEqual(allowed);
        expect(errorBody(response)).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED' });
        expect(errorBody(response).message).toContain(method);
      }
    }
  });

  it('answers 405 on the routes left out of the document too, and 404 on paths no route has', async () => {
    const upload = await t.app.inject({ method: 'GET', url: '/api/uploads' });
    expect(upload.statusCode).toBe(405);
    expect(upload.headers.allow).toBe('POST');
    const stream = await t.app.inject({ method: 'POST', url: '/api/notifications/stream' });
    expect(stream.statusCode).toBe(405);
    expect(stream.headers.allow).toBe('GET, HEAD');
    for (const [method, url] of [
      ['GET', '/api/no-such-route'],
      ['POST', '/api/no-such-route'],
      ['DELETE', '/api/castings/some-id/no-such-part'],
      ['PUT', '/api/auth/me/'],
      ['POST', '/castings'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers.allow, `${method} ${url}`).toBeUndefined();
    }
  });

  it('sends the SPAS notice and the applicants CSV in the media types the document names', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, {
      ageRanges: [{ min: 6, max: 10 }],
      minorSchedule: { dailyStart: '10:00', dailyEnd: '12:00', days: 2 },
    });
    const parent = await guardian(t, 'Ileana');
    const child = await addChild(t, parent.headers);
    const applicationId = await applyTo(t, parent.headers, casting.id, child.talentProfileId);
    const accepted = await moveApplication(t, client.tokens.accessToken, applicationId, {
      status: 'ACCEPTED',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const pdfPath = '/api/applications/{id}/checklist/spas-notice.pdf';
    const pdf = await t.app.inject({ url: urlOf(pdfPath, applicationId), headers: parent.headers });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(mediaType(pdf)).toBe('application/pdf');
    expectDocumented(paths[pdfPath]?.get as Operation, pdf, pdfPath);

    const csvPath = '/api/studio/castings/{id}/applications.csv';
    const csv = await t.app.inject({
      url: urlOf(csvPath, casting.id),
      headers: bearer(client.tokens.accessToken),
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expectDocumented(paths[csvPath]?.get as Operation, csv, csvPath);
  });

  it("sends an audition's calendar file and stamped sides in the media types the document names", async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken);
    const talent = await newApplicant(t, casting.id);
    const { auditionOf } = await sessionWithInvited(t, client.tokens.accessToken, casting.id, [
      talent.applicationId,
    ]);
    const auditionId = auditionOf(talent.applicationId);
    await uploadSides(t, client.tokens.accessToken, casting.id);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/auditions/${auditionId}/confirm`,
      headers: talent.headers,
      payload: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const icsPath = '/api/auditions/{id}/calendar.ics';
    const ics = await t.app.inject({ url: urlOf(icsPath, auditionId), headers: talent.headers });
    expect(ics.statusCode, ics.body).toBe(200);
    expect(mediaType(ics)).toBe('text/calendar');
    expectDocumented(paths[icsPath]?.get as Operation, ics, icsPath);

    const pdfPath = '/api/auditions/{id}/sides.pdf';
    const pdf = await t.app.inject({ url: urlOf(pdfPath, auditionId), headers: talent.headers });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(mediaType(pdf)).toBe('application/pdf');
    expectDocumented(paths[pdfPath]?.get as Operation, pdf, pdfPath);
  });
});

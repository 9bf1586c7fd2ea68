import type { FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http-error';

/**
 * What the OpenAPI document promises about the API's paths and queries, held by the server too
 * (issue 30 point 10): a known path asked with a method it does not take answers 405 with `Allow`
 * (an unknown path stays 404), and a query parameter a documented route does not declare is 400.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route URL (`/api/applications/:id/checklist`) as a pattern of the concrete paths it routes. */
const patternOf = (url: string) =>
  new RegExp(
    `^${url
      .split(/(:\w+)/)
      .map((part, index) => (index % 2 === 1 ? '[^/]+?' : escapeRegExp(part)))
      .join('')}$`,
  );

/** The methods of every /api route, as the routes are added (an onRoute hook feeds it). */
export class RouteMethods {
  private readonly byUrl = new Map<string, { pattern: RegExp; methods: Set<string> }>();

  add(method: string | string[], url: string): void {
    // Wildcards serve files (Swagger UI's, the SPAs'), not resources of the API.
    if (!url.startsWith('/api/') || url.includes('*')) return;
    let route = this.byUrl.get(url);
    if (!route) {
      route = { pattern: patternOf(url), methods: new Set() };
      this.byUrl.set(url, route);
    }
    for (const one of Array.isArray(method) ? method : [method]) route.methods.add(one.toUpperCase());
  }

  /** The methods a concrete path (no query) takes, sorted; none for a path no /api route has. */
  allowed(path: string): string[] {
    let decoded = path;
    try {
      decoded = decodeURI(path);
    } catch {
      // A broken escape never reaches here (frameworkErrors answers it); keep the raw path anyway.
    }
    const methods = new Set<string>();
    for (const { pattern, methods: ofRoute } of this.byUrl.values())
      if (pattern.test(decoded)) for (const method of ofRoute) methods.add(method);
    // Fastify answers HEAD wherever it answers GET.
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  }
}

type JsonSchema = {
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/** The property names a query schema declares; undefined when it takes any name (a record, a loose object). */
function propertyNames(schema: JsonSchema): Set<string> | undefined {
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return undefined;
  const names = new Set(Object.keys(schema.properties ?? {}));
  for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const more = propertyNames(part);
    if (!more) return undefined;
    for (const name of more) names.add(name);
  }
  return names;
}

/**
 * The query parameters a route takes, for a documented /api route: those of its querystring schema,
 * or none without one. Undefined (not checked) for routes out of the document, which speak their own
 * protocols (tus, the notice stream, Swagger UI's files).
 */
export function declaredQuery(route: Pick<RouteOptions, 'url' | 'schema'>): Set<string> | undefined {
  const { schema } = route;
  if (!route.url.startsWith('/api/') || !schema || schema.hide) return undefined;
  if (!schema.querystring) return new Set();
  const json = isZod(schema.querystring)
    ? z.toJSONSchema(schema.querystring, { io: 'input', unrepresentable: 'any' })
    : schema.querystring;
  return propertyNames(json as JsonSchema);
}

/** A preValidation hook refusing any query parameter not in `declared`, naming it and what is taken. */
export function refuseUnknownQuery(declared: Set<string>) {
  const taken =
    declared.size > 0
      ? `this address takes ${[...declared].join(', ')}`
      : 'this address takes no query parameters';
  return async (request: FastifyRequest) => {
    const unknown = Object.keys((request.query as Record<string, unknown> | undefined) ?? {}).filter(
      (name) => !declared.has(name),
    );
    if (unknown.length === 0) return;
    const names = unknown.map((name) => `"${name}"`).join(', ');
    throw new HttpError(
      400,
      'UNKNOWN_QUERY_PARAMETER',
      `Unknown query parameter${unknown.length > 1 ? 's' : ''} ${names}: ${taken}`,
      Object.fromEntries(unknown.map((name) => [name, 'Unknown query parameter'])),
    );
  };
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@talent/contract/app-info';
import { apiErrorSchema } from '@talent/contract/errors';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * An upload route's multipart/form-data form, for the documentation only: the handler reads the
     * parts as they stream in (@fastify/multipart), so there is no parsed `body` to validate.
     */
    multipartBody?: z.ZodType;
  }
}

type DocumentedRoute = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = Record<string, unknown>;

const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'Bad input: the body, query, upload or URL is not valid (`fields` names each wrong field)',
  401: 'Not signed in, or the access token has expired',
  403: 'Not allowed for this user',
  404: 'Not found (also another user’s resource)',
  409: 'Conflict with the current state',
  413: 'Too large',
  414: 'A path parameter is too long',
  415: 'Unsupported content type',
  429: 'Too many requests: wait and try again',
};

const pathParameters = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

/** Marks a response schema as a file: documented as binary in these media types instead of JSON. */
const FILE_MEDIA_TYPES = 'x-file-media-types';

/**
 * A route's answer that is a file (a PDF, a CSV, a photo), not JSON: any value for the route (a
 * Buffer or a stream goes past the serializer); the document shows the file's media types.
 */
export const fileResponse = (description: string, ...mediaTypes: [string, ...string[]]) =>
  z.any().meta({ description, [FILE_MEDIA_TYPES]: mediaTypes });

const asFile = (response: JsonSchema): JsonSchema => {
  const mediaTypes = response[FILE_MEDIA_TYPES] as string[];
  const schema = { type: 'string', format: 'binary' };
  return {
    description: response.description,
    // @fastify/swagger takes a response's own `content` as it is, instead of wrapping it in JSON.
    content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema }])),
  };
};

/**
 * A stable, unique operationId from the method and path, for client generators: GET
 * /api/applications/{id}/checklist → getApplicationsByIdChecklist. Two paths spelled alike would
 * collide: that fails the document (and its test) rather than quietly renaming one.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => {
      const parameter = /^\{(\w+)\}$/.exec(segment)?.[1];
      return parameter ? ['by', parameter] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function withOperationIds<T extends { paths?: object }>(document: T): T {
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, { operationId?: string }>)) {
      if (!HTTP_METHODS.has(method)) continue;
      operation.operationId ??= operationIdOf(method, path);
      const other = seen.get(operation.operationId);
      if (other)
        throw new Error(`operationId ${operation.operationId} of ${method} ${path} is also ${other}'s`);
      seen.set(operation.operationId, `${method} ${path}`);
    }
  }
  return document;
}

/**
 * The zod provider's transform plus what the route schemas cannot say by themselves: 400 on every
 * route (a broken URL or JSON body is refused before any schema, see errors.ts) and 414 on every
 * route with a path parameter (one longer than Fastify's maxParamLength), path parameters of a
 * prefix (`:childId`) that a route's own params schema leaves out, 204 answers without a body, and
 * the multipart forms of the upload routes.
 */
function documentRoute(route: DocumentedRoute): ReturnType<typeof jsonSchemaTransform> {
  const schema = route.schema as FastifySchema | undefined;
  if (!schema?.response || schema.hide) return jsonSchemaTransform(route);
  const { multipartBody, ...routeSchema } = schema;
  const parameters = pathParameters(route.url);
  const transformed = jsonSchemaTransform({
    ...route,
    schema: {
      ...routeSchema,
      ...(multipartBody ? { body: multipartBody, consumes: ['multipart/form-data'] } : {}),
      response: {
        400: apiErrorSchema,
        ...(parameters.length > 0 ? { 414: apiErrorSchema } : {}),
        ...(schema.response as Record<string, unknown>),
      },
    },
  });
  const documented = transformed.schema as FastifySchema & {
    params?: JsonSchema & { properties?: Record<string, unknown>; required?: string[] };
    response: Record<string, JsonSchema>;
  };

  if (documented.params) {
    // In the path's order, the prefix's parameters first.
    const declared = documented.params.properties ?? {};
    const properties = {
      ...Object.fromEntries(parameters.map((name) => [name, declared[name] ?? { type: 'string' }])),
      ...declared,
    };
    const required = [...new Set([...parameters, ...(documented.params.required ?? [])])];
    documented.params = { ...documented.params, properties, required };
  }

  for (const [status, response] of Object.entries(documented.response)) {
    const description = RESPONSE_DESCRIPTIONS[status];
    // `type: 'null'` tells @fastify/swagger to document the answer without a body.
    if (status === '204')
      documented.response[status] = { type: 'null', description: response.description ?? description };
    else if (response[FILE_MEDIA_TYPES]) documented.response[status] = asFile(response);
    else if (description && !response.description)
      documented.response[status] = { ...response, 'x-response-description': description };
  }
  return transformed;
}

/**
 * OpenAPI generated from the routes' zod schemas. Registered before the modules so @fastify/swagger
 * sees every route as it is added.
 */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Talent Portal API',
        description:
          'The HTTP API of the Talent Portal. Success answers are `{ data }`; errors are `{ statusCode, code, message, fields? }`.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // A presentation's viewer (DESIGN §13): the token POST /api/p/{token}/unlock gave.
          viewerToken: { type: 'apiKey', in: 'header', name: 'X-Viewer-Token' },
        },
      },
    },
    transform: documentRoute,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? withOperationIds(documentObject.openapiObject)
        : documentObject.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI needs its own (hashed) inline bits; the web app's stricter policy stays everywhere else.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
});

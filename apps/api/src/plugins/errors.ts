import { type ApiError, apiErrorSchema } from '@talent/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { declaredQuery, RouteMethods, refuseUnknownQuery } from './exact-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods of every /api route, for the 405 of a known path asked with another method. */
    routeMethods: RouteMethods;
  }
}

export const NOT_FOUND_MESSAGE = 'Not found';
const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** Fastify's own request errors, reworded for the people who read `message` in the web app. */
const FASTIFY_ERRORS: Record<string, { statusCode: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    code: 'INVALID_JSON',
    message: 'The request body is empty but its content type says JSON',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type: send application/json',
  },
  // @fastify/multipart's 406 for a non-multipart body on an upload route: a wrong type is 415 (DESIGN §4).
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type: send multipart/form-data',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
};

/** Fastify's errors from before routing (see frameworkErrors). */
const FRAMEWORK_ERRORS: Record<string, ApiError> = {
  FST_ERR_BAD_URL: { statusCode: 400, code: 'BAD_URL', message: 'The request URL is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, code: 'URI_TOO_LONG', message: 'The request URL is too long' },
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Error responses a route documents and serializes with the contract's error shape. */
export function errorResponses<const S extends readonly number[]>(...statusCodes: S) {
  return Object.fromEntries(statusCodes.map((status) => [status, apiErrorSchema])) as {
    [K in S[number]]: typeof apiErrorSchema;
  };
}

export function sendNotFound(reply: FastifyReply) {
  const body: ApiError = { statusCode: 404, code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE };
  return reply.code(404).type('application/json; charset=utf-8').send(body);
}

/**
 * A request no route took: 405 with `Allow` when an /api route has the path under other methods
 * (RFC 9110 §15.5.6), else 404.
 */
export function sendNoRoute(request: FastifyRequest, reply: FastifyReply) {
  const allowed = request.server.routeMethods.allowed(request.url.split('?')[0] ?? '/');
  if (allowed.length === 0) return sendNotFound(reply);
  const body: ApiError = {
    statusCode: 405,
    code: 'METHOD_NOT_ALLOWED',
    message: `${request.method} is not allowed here: this address takes ${allowed.join(', ')}`,
  };
  return reply
    .code(405)
    .header('allow', allowed.join(', '))
    .type('application/json; charset=utf-8')
    .send(body);
}

/** zod paths become dotted field names; unknown keys of a strict object are reported per key. */
function validationFields(error: FastifyError & { validation: unknown[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation as Array<{
    instancePath: string;
    message?: string;
    keyword: string;
    params: Record<string, unknown>;
  }>) {
    const message = issue.message ?? 'Invalid value';
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const keys =
      issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[] | undefined) : undefined;
    const names = keys?.length ? keys.map((key) => (path ? `${path}.${key}` : key)) : path ? [path] : [];
    for (const name of names) fields[name] ??= message;
  }
  return fields;
}

function toApiError(error: FastifyError): { body: ApiError; headers?: Record<string, string> } {
  if (error instanceof HttpError) {
    return {
      body: {
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.details ? { warnings: error.details.warnings } : {}),
      },
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error);
    const first = error.validation[0];
    // zod's own wording for a body that is not an object at all means little to a person.
    const wholeBodyWrong = first?.keyword === 'invalid_type' && first.instancePath === '/';
    return {
      body: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: wholeBodyWrong
          ? `The request ${error.validationContext ?? 'body'} must be a JSON object`
          : (first?.message ?? 'Invalid request'),
        ...(Object.keys(fields).length > 0 ? { fields } : {}),
      },
    };
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return { body: known };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's remaining client errors (bad Content-Length, bad URL…) carry safe, useful messages.
    return {
      body: { statusCode: status, code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message: error.message },
    };
  }
  return { body: { statusCode: 500, code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE } };
}

/**
 * Errors Fastify raises before routing, where no error handler runs (a path with a broken
 * percent-escape such as `/api/children/%zz`): the `frameworkErrors` option of the Fastify factory.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK_ERRORS[error.code];
  const body: ApiError = known ?? {
    statusCode: 500,
    code: 'INTERNAL_ERROR',
    message: INTERNAL_ERROR_MESSAGE,
  };
  if (known) request.log.info({ statusCode: body.statusCode, code: error.code }, body.message);
  else request.log.error({ err: error }, 'request failed');
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * How deeply a body, query or params may nest objects and arrays (the top-level object is level 1).
 * The contract's deepest body is three levels (castings' `ageRanges: [{ min, max }]`); 64 leaves room
 * for any future shape while a 1 MiB body could otherwise nest ~500,000 levels.
 */
export const MAX_INPUT_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

export type InputProblem = { kind: 'too-deep' } | { kind: 'nul'; path: string };

/** A visited key with its parent: the dotted path is spelled out only for the one key reported. */
interface Step {
  key: string;
  parent: Step | undefined;
}

const dottedPath = (step: Step | undefined): string => {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The first problem of a parsed body, query or params, depth first in key order: nesting deeper than
 * MAX_INPUT_DEPTH, or a string (value or key) holding U+0000, with its dotted path. Iterative with an
 * explicit stack: JSON.parse builds a body 10,000 levels deep within the 1 MiB limit, and a recursive
 * walk of it overflowed the call stack (a 500 instead of a 400).
 */
export function inputProblem(value: unknown): InputProblem | undefined {
  const stack: { value: unknown; step: Step | undefined; depth: number }[] = [
    { value, step: undefined, depth: 0 },
  ];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: item, step, depth } = next;
    if (step?.key.includes('\u0000')) return { kind: 'nul', path: dottedPath(step) };
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { kind: 'nul', path: dottedPath(step) };
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth === MAX_INPUT_DEPTH) return { kind: 'too-deep' };
    const entries = Object.entries(item);
    // Pushed last to first, so they are visited in key order, as a recursive walk would.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string, unknown];
      stack.push({ value: child, step: { key, parent: step }, depth: depth + 1 });
    }
  }
  return undefined;
}

/** One error shape everywhere (DESIGN §4); details of unexpected failures go to the log only. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Registered before every route, so both see them all: the document's paths and queries hold here too.
  const routeMethods = new RouteMethods();
  app.decorate('routeMethods', routeMethods);
  app.addHook('onRoute', (route) => {
    routeMethods.add(route.method, route.url);
    const declared = declaredQuery(route);
    if (!declared) return;
    const own = route.preValidation;
    route.preValidation = [refuseUnknownQuery(declared), ...(own ? (Array.isArray(own) ? own : [own]) : [])];
  });
  // Before any other hook or zod reads the input: PostgreSQL text cannot hold U+0000 (SQLite can), and
  // no route takes input nested beyond MAX_INPUT_DEPTH. Both are bad input on every route, on both.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = inputProblem(part);
      if (problem?.kind === 'too-deep') throw new HttpError(400, 'VALIDATION_ERROR', TOO_DEEP_MESSAGE);
      if (problem?.kind === 'nul') {
        const { path } = problem;
        throw new HttpError(400, 'VALIDATION_ERROR', NUL_MESSAGE, path ? { [path]: NUL_MESSAGE } : undefined);
      }
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { body, headers } = toApiError(error);
    if (body.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ statusCode: body.statusCode, code: body.code }, body.message);
    }
    if (headers) reply.headers(headers);
    return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  });
});

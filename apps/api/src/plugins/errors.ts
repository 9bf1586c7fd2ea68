import { type ApiError, apiErrorSchema } from '@talent/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';

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

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

/** The dotted path of the first string holding U+0000 in a parsed body, query or params, if any. */
export function nulCharacterPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = nulCharacterPath(item, here);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** One error shape everywhere (DESIGN §4); details of unexpected failures go to the log only. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // PostgreSQL text cannot hold U+0000 (SQLite can): refused as bad input on every route, on both.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulCharacterPath(part);
      if (path !== undefined)
        throw new HttpError(400, 'VALIDATION_ERROR', NUL_MESSAGE, path ? { [path]: NUL_MESSAGE } : undefined);
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

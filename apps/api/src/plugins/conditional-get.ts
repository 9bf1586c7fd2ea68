import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer that knows its ETag before its body is written. */
export interface TaggedAnswer {
  /** A strong entity tag, quotes included. */
  etag: string;
  /** The JSON body, already validated, serialized and encoded as UTF-8. */
  body: () => Buffer;
}

/** If-None-Match holds `etag` (RFC 9110 §13.1.2: weak comparison, so a W/ prefix does not matter). */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends `answer` with its ETag, or 304 without a body when the request already holds it. The answer is
 * the signed-in caller's own: `private` keeps shared caches from storing it, `no-cache` has a browser
 * ask again each time (a 304 costs no body), and it varies with the Authorization header.
 */
export function sendTagged(request: FastifyRequest, reply: FastifyReply, answer: TaggedAnswer): FastifyReply {
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Authorization');
  if (ifNoneMatchHolds(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  // A buffer with a JSON content type goes out as it is, past the route's response serializer.
  return reply.type('application/json; charset=utf-8').send(answer.body());
}

import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';

/**
 * Errors raised before a request reaches Fastify's routing (a request not received whole within
 * UPLOAD_TIMEOUT_SECONDS, headers too large, malformed HTTP), answered in the API's error shape
 * instead of Fastify's, then the connection is closed.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset connection is already gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive. Please try again.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.']
        : [400, 'BAD_REQUEST', 'Malformed HTTP request.'];
  this.log.debug({ err: error }, 'client error');
  // Node's own rule (socketOnError): answer unless a response is being written on this socket right
  // now, whose half-sent bytes ours would corrupt. Earlier answers on a kept-alive connection are
  // finished and detached (`_httpMessage` is cleared then), so a bad request after them still gets one.
  if (socket.writable && !responseInFlight(socket)) {
    const body = JSON.stringify({ statusCode, code, message });
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Whether a response on this socket has started going out and not yet finished. */
function responseInFlight(socket: Socket): boolean {
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  return current?.headersSent === true;
}

/**
 * During a graceful shutdown the listening socket is closed (new connections are refused) and requests
 * in flight finish, each answered with `Connection: close` so its keep-alive connection ends with it
 * (else the shutdown would wait for the client to hang up); a request that still arrives on an open
 * keep-alive connection is answered 503 in the error shape, never left hanging. (Fastify's own 503 is
 * not in our shape, so `return503OnClosing` is off and these hooks do it.)
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing)
      throw new HttpError(
        503,
        'SERVICE_UNAVAILABLE',
        'The server is shutting down. Please try again in a moment.',
        undefined,
        { connection: 'close' },
      );
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

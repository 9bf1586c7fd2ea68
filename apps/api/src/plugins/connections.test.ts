// Issue 30 point 7: a malformed request on a kept-alive connection, after earlier answers on it,
// still gets its 400 (or 431) and the connection is closed, over a real socket on loopback.
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';

const t = buildTestApp();
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});

/**
 * Sends `first`, waits for its whole answer (kept alive), then sends `second` on the same socket;
 * resolves with what arrived after `second` once the server closed the connection.
 */
function twoRequests(first: string, second: string): Promise<{ firstAnswer: string; secondAnswer: string }> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  let firstAnswer = '';
  socket.on('error', () => {});
  socket.on('connect', () => socket.write(first));
  socket.on('data', (chunk) => {
    received += String(chunk);
    if (!firstAnswer && /\r\n\r\n\{.*\}$/s.test(received)) {
      firstAnswer = received;
      received = '';
      socket.write(second);
    }
  });
  return new Promise((resolve) => {
    // Safety net: a connection left open fails on the assertions instead of hanging the test.
    const giveUp = setTimeout(() => socket.destroy(), 5000);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ firstAnswer, secondAnswer: received });
    });
  });
}

const healthRequest = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

function bodyOf(answer: string) {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;
}

describe('client errors on a kept-alive connection', () => {
  it('a malformed request after a good one is answered 400 with Connection: close, then closed', async () => {
    const { firstAnswer, secondAnswer } = await twoRequests(healthRequest, 'NOT HTTP AT ALL\r\n\r\n');
    expect(firstAnswer).toMatch(/^HTTP\/1\.1 200 /);
    expect(firstAnswer.toLowerCase()).toContain('connection: keep-alive');
    expect(secondAnswer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(secondAnswer.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(bodyOf(secondAnswer)).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Malformed HTTP request.',
    });
  });

  it('headers too large after a good request are answered 431, then closed', async () => {
    const huge = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    const { firstAnswer, secondAnswer } = await twoRequests(healthRequest, huge);
    expect(firstAnswer).toMatch(/^HTTP\/1\.1 200 /);
    expect(secondAnswer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(secondAnswer)).toEqual({
      statusCode: 431,
      code: 'HEADERS_TOO_LARGE',
      message: 'The request headers are too large.',
    });
  });

  it('a malformed first request is answered 400 as before', async () => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('error', () => {});
    socket.on('connect', () => socket.write('GARBAGE\r\n\r\n'));
    socket.on('data', (chunk) => {
      received += String(chunk);
    });
    await new Promise((resolve) => socket.on('close', resolve));
    expect(received).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });
});

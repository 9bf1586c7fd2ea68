// Issue 30 point 6: the request log held signed child-media URLs and unsubscribe tokens, each usable
// by whoever reads the log. Every log line now carries `[REDACTED]` in place of such query values.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, logCapture } from '../test/test-app';
import { redactSecrets } from './log-redaction';

const log = logCapture();
const t = buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.logStream });
let base: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const secret = () => randomBytes(18).toString('hex');

describe('secrets in the log', () => {
  it('requests with sig, token, signature or key in the query are logged without their values', async () => {
    const values = {
      sig: secret(),
      token: secret(),
      unsubscribe: secret(),
      reset: secret(),
      amz: secret(),
      key: secret(),
    };
    const requests: [string, string][] = [
      [
        'GET',
        `/api/media/private/children/c1/photo.webp?p=profile-1&exp=4102444800&viewer=u1&sig=${values.sig}`,
      ],
      ['GET', `/api/media/private/children/c1/photo.webp?sig=${values.token}&token=${values.token}`],
      ['POST', `/api/unsubscribe?token=${values.unsubscribe}`],
      ['GET', `/reset-password?token=${values.reset}#top`],
      ['GET', `/media/x.jpg?X-Amz-Credential=AKIA&X-Amz-Signature=${values.amz}&Signature=${values.amz}`],
      ['GET', `/api/castings?page=1&key=${values.key}`],
    ];
    for (const [method, path] of requests) await fetch(`${base}${path}`, { method });

    const written = log.lines.join('');
    for (const value of Object.values(values)) expect(written).not.toContain(value);
    const urls = log.lines
      .flatMap((chunk) => chunk.split('\n'))
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
      .filter((entry) => entry.msg === 'incoming request')
      .map((entry) => entry.req?.url);
    // What is not a credential stays, to read the log by.
    expect(urls).toContain(
      '/api/media/private/children/c1/photo.webp?p=profile-1&exp=4102444800&viewer=u1&sig=[REDACTED]',
    );
    expect(urls).toContain('/api/unsubscribe?token=[REDACTED]');
    expect(urls).toContain('/api/castings?page=1&key=[REDACTED]');
  });

  it('redacts wherever the value stands in a line, in any letter case, and keeps the rest', () => {
    expect(
      redactSecrets('{"msg":"fetch https://x.test/a?SIG=abc&b=1 failed","err":{"stack":"at /p?token=t1"}}'),
    ).toBe(
      '{"msg":"fetch https://x.test/a?SIG=[REDACTED]&b=1 failed","err":{"stack":"at /p?token=[REDACTED]"}}',
    );
    expect(redactSecrets('/a?access_token=1;b=2&refresh_token=3&code=4&password=5 x')).toBe(
      '/a?access_token=[REDACTED];b=2&refresh_token=[REDACTED]&code=[REDACTED]&password=[REDACTED] x',
    );
    expect(redactSecrets('/a?tokens=1&mykey=2&page=3')).toBe('/a?tokens=1&mykey=2&page=3');
  });

  it('keeps the password reset link logged on purpose without SMTP (README: the outbox mode)', () => {
    const line =
      '{"level":30,"msg":"Password reset link for ana@example.com: http://localhost:3000/reset-password?token=abc"}\n';
    expect(redactSecrets(line)).toBe(line);
    // Only that message: the same link in another line, or in a request's URL, is redacted.
    expect(redactSecrets('{"msg":"incoming request","req":{"url":"/reset-password?token=abc"}}')).toBe(
      '{"msg":"incoming request","req":{"url":"/reset-password?token=[REDACTED]"}}',
    );
  });
});

import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from './config';
import { redactingStream } from './plugins/log-redaction';

/**
 * The process's logger, the same for the server (Fastify's `loggerInstance`), the worker and the CLI:
 * JSON lines at LOG_LEVEL, and no secret query value (signed media URLs, tokens) in any of them.
 */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  stream: NodeJS.WritableStream,
): FastifyBaseLogger {
  return pino({ level: config.logLevel, redact: ['req.headers.authorization'] }, redactingStream(stream));
}

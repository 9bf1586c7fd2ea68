/**
 * What services throw when a request cannot be honoured. The errors plugin turns it into the one
 * error shape of the API (contract apiErrorSchema); anything that is not an HttpError is a bug and
 * becomes a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** Only MESSAGE_NEEDS_CONFIRMATION's `warnings` (DESIGN §14): what the message was flagged for. */
    readonly details?: { warnings: { kind: string; text: string }[] },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export const unauthorized = (message = AUTHENTICATION_REQUIRED_MESSAGE) =>
  new HttpError(401, 'UNAUTHORIZED', message);

import { APPLICATION_MESSAGES } from '@talent/contract/applications';
import { HttpError } from './http-error';

/**
 * 409 for a status move that is not allowed, with the moves that are allowed from where the record is
 * now: castings and applications answer their status moves alike.
 */
export function transitionNotAllowed(from: string, to: string, allowed: readonly string[]): HttpError {
  const detail = allowed.length > 0 ? `it can move to ${allowed.join(', ')}` : 'that status is final';
  return new HttpError(409, 'TRANSITION_NOT_ALLOWED', APPLICATION_MESSAGES.transitionNotAllowed, {
    status: `${from} → ${to} is not allowed: from ${from} ${detail}`,
  });
}

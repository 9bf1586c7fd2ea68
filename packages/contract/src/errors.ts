import { z } from 'zod';

/** The one error shape of every API answer that is not a success (DESIGN §4). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Only MESSAGE_NEEDS_CONFIRMATION (DESIGN §14): what the message was flagged for. */
  warnings: z.array(z.object({ kind: z.string(), text: z.string() })).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

export const ONLY_TALENT_MESSAGE = 'Only talent users can access this application';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const TOO_MANY_LOGIN_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email address already exists';

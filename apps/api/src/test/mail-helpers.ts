import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTIFICATION_MESSAGES } from '@talent/contract/notifications';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect } from 'vitest';
import { errorBody, type TestApp } from './test-app';

/** The .eml files of DATA_DIR/outbox in name (time) order, once the background mail work finished. */
export async function outboxFiles(t: TestApp): Promise<string[]> {
  await t.app.jobs.settled();
  let names: string[];
  try {
    names = readdirSync(t.config.outboxDir);
  } catch {
    return [];
  }
  return names.sort().map((name) => join(t.config.outboxDir, name));
}

/** Asks for a reset link for `email` (always 202) and waits until the e-mail work is done. */
export async function askForReset(t: TestApp, email: string, remoteAddress?: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(response.statusCode, response.body).toBe(202);
  await t.app.jobs.settled();
}

export const parseMail = (raw: Buffer | string): Promise<ParsedMail> => simpleParser(raw);

/** The parsed messages of the outbox sent to `to`. */
export async function outboxMessagesTo(t: TestApp, to: string): Promise<ParsedMail[]> {
  const messages = await Promise.all((await outboxFiles(t)).map((file) => parseMail(readFileSync(file))));
  return messages.filter((message) => message.to && !Array.isArray(message.to) && message.to.text === to);
}

/** The token of the reset link in a message's plain text. */
export function resetTokenOf(mail: ParsedMail, publicUrl: string): string {
  const escaped = publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}

/**
 * Each bad token, and no token at all, is a 400 that says the link is not valid: on GET (the page's
 * preview of what the link stops) as on POST (the one-click unsubscribe).
 */
export async function expectUnsubscribeRefused(
  t: TestApp,
  method: 'GET' | 'POST',
  badTokens: readonly string[],
) {
  for (const bad of badTokens) {
    const response = await t.app.inject({ method, url: `/api/unsubscribe?token=${encodeURIComponent(bad)}` });
    expect(response.statusCode, bad).toBe(400);
    expect(errorBody(response).message).toBe(NOTIFICATION_MESSAGES.unsubscribeInvalid);
  }
  const missing = await t.app.inject({ method, url: '/api/unsubscribe' });
  expect(missing.statusCode).toBe(400);
}

import { validationMessageKey } from '@talent/contract/validation-messages';
import { ApiError, UNREADABLE_RESPONSE } from '@talent/ui/http/api-client';
import { hasSlots, MessageTemplates } from '@talent/ui/message-templates';
import type { ParseKeys, TFunction } from 'i18next';

type ServerMessageKey =
  | 'errors.onlyTalent'
  | 'errors.invalidCredentials'
  | 'errors.tooManyLoginAttempts'
  | 'errors.emailTaken';

// The contract's error texts live in a module that also builds zod schemas (~27 KB gzip), so they are
// fetched only when an error is to be shown, never with the sign-in page (DESIGN §5).
let serverMessageKeys: Map<string, ServerMessageKey> | undefined;

// Messages of the contract's domain modules (castings, applications…), registered by the features
// that can meet them: those modules come with zod, which only their screens load.
const registeredKeys = new Map<string, ParseKeys>();

// Texts with slots the server fills in ('{file}: …', '… {max}MB'), matched as patterns.
const registeredTemplates = new MessageTemplates<ParseKeys>();

/**
 * Lets translateMessage find the key of each contract text: `[text, 'castings.messages.x']`. A text
 * with `{slot}`s matches whatever the server put in them.
 */
export function registerMessageKeys(entries: Iterable<readonly [text: string, key: ParseKeys]>): void {
  for (const [text, key] of entries) {
    if (hasSlots(text)) registeredTemplates.add(text, key);
    else registeredKeys.set(text, key);
  }
}

export async function loadServerMessages(): Promise<void> {
  if (serverMessageKeys) return;
  const messages = await import('@talent/contract/errors');
  serverMessageKeys = new Map([
    [messages.ONLY_TALENT_MESSAGE, 'errors.onlyTalent'],
    [messages.INVALID_CREDENTIALS_MESSAGE, 'errors.invalidCredentials'],
    [messages.TOO_MANY_LOGIN_ATTEMPTS_MESSAGE, 'errors.tooManyLoginAttempts'],
    [messages.EMAIL_TAKEN_MESSAGE, 'errors.emailTaken'],
  ]);
}

/**
 * Shows a message of the contract's schemas or of the server (both in the specification's English)
 * in the active language; a text we do not know is shown as it came rather than hidden.
 */
export function translateMessage(t: TFunction, text: string): string {
  const validationKey = validationMessageKey(text);
  if (validationKey) return t(`validation.${validationKey}`);
  const serverKey = serverMessageKeys?.get(text);
  if (serverKey) return t(serverKey);
  const registeredKey = registeredKeys.get(text);
  if (registeredKey) return t(registeredKey);
  return registeredTemplates.translate(t, text) ?? text;
}

/** The server's message for a failed call (§8), translated when we can, else the caller's fallback. */
export async function errorMessage(t: TFunction, error: unknown, fallback: string): Promise<string> {
  if (!(error instanceof ApiError) || error.code === UNREADABLE_RESPONSE || !error.message) return fallback;
  await loadServerMessages();
  return translateMessage(t, error.message);
}

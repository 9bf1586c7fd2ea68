import { validationMessageKey } from '@talent/contract/validation-messages';
import { ApiError, UNREADABLE_RESPONSE } from '@talent/ui/http/api-client';
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

// Texts with slots the server fills in ('{file}: …', '… {max}MB'): matched as patterns, and the
// slots' values handed to the translation under the same names ('{{file}}', '{{max}}').
interface MessageTemplate {
  pattern: RegExp;
  names: string[];
  key: ParseKeys;
}
const registeredTemplates = new Map<string, MessageTemplate>();

const SLOT = /\{(\w+)\}/g;
const HAS_SLOT = /\{\w+\}/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(text: string, key: ParseKeys): MessageTemplate {
  const names = [...text.matchAll(SLOT)].map((match) => match[1] ?? '');
  const source = text
    .split(SLOT)
    // split() with a capture group alternates literal text and slot names.
    .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.*?)'))
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names, key };
}

/**
 * Lets translateMessage find the key of each contract text: `[text, 'castings.messages.x']`. A text
 * with `{slot}`s matches whatever the server put in them.
 */
export function registerMessageKeys(entries: Iterable<readonly [text: string, key: ParseKeys]>): void {
  for (const [text, key] of entries) {
    if (HAS_SLOT.test(text)) registeredTemplates.set(text, templateOf(text, key));
    else registeredKeys.set(text, key);
  }
}

function translateTemplate(t: TFunction, text: string): string | null {
  for (const { pattern, names, key } of registeredTemplates.values()) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
    // The slots' names are the registered text's own, which the typed `t` cannot know.
    const translate = t as unknown as (key: ParseKeys, values: Record<string, string>) => string;
    return translate(key, values);
  }
  return null;
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
  return translateTemplate(t, text) ?? text;
}

/** The server's message for a failed call (§8), translated when we can, else the caller's fallback. */
export async function errorMessage(t: TFunction, error: unknown, fallback: string): Promise<string> {
  if (!(error instanceof ApiError) || error.code === UNREADABLE_RESPONSE || !error.message) return fallback;
  await loadServerMessages();
  return translateMessage(t, error.message);
}

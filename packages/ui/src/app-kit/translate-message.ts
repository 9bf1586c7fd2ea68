import { validationMessageKey } from '@talent/contract/validation-messages';
import type { TFunction } from 'i18next';
import { ApiError, UNREADABLE_RESPONSE } from '../http/api-client';
import { hasSlots, MessageTemplates } from '../message-templates';

/** The sign-in codes both apps meet, by the API's `code` (DESIGN §4). */
const SHARED_CODES = {
  INVALID_CREDENTIALS: 'errors.invalidCredentials',
  EMAIL_TAKEN: 'errors.emailTaken',
} as const;

/**
 * An app's translation of the server's and the contract's messages. `codes` are the app's own API
 * codes and their keys (ONLY_TALENT → errors.onlyTalent); `texts` the texts it must know at once,
 * without waiting for any module (a contract module that holds only strings).
 */
export function createMessageTranslator<Key extends string>({
  codes,
  texts = [],
}: {
  codes: Record<string, Key>;
  texts?: Iterable<readonly [text: string, key: Key]>;
}) {
  const codeKeys = new Map<string, Key | (typeof SHARED_CODES)[keyof typeof SHARED_CODES]>([
    ...Object.entries(SHARED_CODES),
    ...Object.entries(codes),
  ]);
  // Texts of the contract's modules, registered by the features that can meet them: those modules
  // come with zod, which only their screens load.
  const registeredKeys = new Map<string, Key>(texts);
  // Texts with slots the server fills in ('{file}: …', '… {max}MB'), matched as patterns.
  const registeredTemplates = new MessageTemplates<Key>();
  // The contract's sign-in texts (also met as a field's message: e-mail taken) live in a module that
  // also builds zod schemas (~27 KB gzip): fetched only when an error is to be shown (DESIGN §5).
  let serverTextsLoaded = false;
  const t_ = (t: TFunction, key: string) => (t as unknown as (key: string) => string)(key);

  /** Lets translateMessage find each text's key; a text with `{slot}`s matches whatever fills them. */
  function registerMessageKeys(entries: Iterable<readonly [text: string, key: Key]>): void {
    for (const [text, key] of entries) {
      if (hasSlots(text)) registeredTemplates.add(text, key);
      else registeredKeys.set(text, key);
    }
  }

  async function loadServerMessages(): Promise<void> {
    if (serverTextsLoaded) return;
    const messages = await import('@talent/contract/errors');
    serverTextsLoaded = true;
    const serverTexts: [string, string][] = [
      [messages.INVALID_CREDENTIALS_MESSAGE, SHARED_CODES.INVALID_CREDENTIALS],
      [messages.TOO_MANY_LOGIN_ATTEMPTS_MESSAGE, 'errors.tooManyLoginAttempts'],
      [messages.EMAIL_TAKEN_MESSAGE, SHARED_CODES.EMAIL_TAKEN],
    ];
    // The app's own registrations win over the kit's.
    for (const [text, key] of serverTexts)
      if (!registeredKeys.has(text)) registeredKeys.set(text, key as Key);
  }

  /**
   * Shows a message of the contract's schemas or of the server (both in the specification's English)
   * in the active language; a text we do not know is shown as it came rather than hidden.
   */
  function translateMessage(t: TFunction, text: string): string {
    const validationKey = validationMessageKey(text);
    if (validationKey) return t_(t, `validation.${validationKey}`);
    const registeredKey = registeredKeys.get(text);
    if (registeredKey) return t_(t, registeredKey);
    return registeredTemplates.translate(t, text) ?? text;
  }

  /**
   * A failed call's message in the active language: by the API's code when the app knows it, else by
   * the server's text, else the caller's fallback.
   */
  async function errorMessage(t: TFunction, error: unknown, fallback: string): Promise<string> {
    if (!(error instanceof ApiError) || error.code === UNREADABLE_RESPONSE) return fallback;
    const codeKey = codeKeys.get(error.code);
    if (codeKey) return t_(t, codeKey);
    if (!error.message) return fallback;
    await loadServerMessages();
    return translateMessage(t, error.message);
  }

  return { registerMessageKeys, loadServerMessages, translateMessage, errorMessage };
}

import type notifications from '../locales/en/notifications.json';
import type shell from '../locales/en/shell.json';
import type signIn from '../locales/en/signIn.json';
import type validation from '../locales/en/validation.json';
import type messages from '../locales/on-demand/en/messages.json';

/**
 * The kit's texts by namespace, English being the reference shape. Each app's i18n-resources.d.ts
 * adds these to its own, so `t('notifications.bell.label')` is type-checked in both apps.
 */
export interface KitTexts {
  /** On demand: loaded by the messages screens' own chunks (useOnDemandTexts('messages')). */
  messages: typeof messages;
  notifications: typeof notifications;
  shell: typeof shell;
  signIn: typeof signIn;
  validation: typeof validation;
}

import type notifications from '../locales/en/notifications.json';
import type shell from '../locales/en/shell.json';
import type signIn from '../locales/en/signIn.json';
import type validation from '../locales/en/validation.json';

/**
 * The kit's texts by namespace, English being the reference shape. Each app's i18n-resources.d.ts
 * adds these to its own, so `t('notifications.bell.label')` is type-checked in both apps.
 */
export interface KitTexts {
  notifications: typeof notifications;
  shell: typeof shell;
  signIn: typeof signIn;
  validation: typeof validation;
}

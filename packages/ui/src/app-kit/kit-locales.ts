import type { AppLanguage, LocaleTexts } from '../i18n';

/**
 * The texts both apps show word for word (notifications, form validation, the shell, sign-in) live
 * once, here. Each namespace is its own chunk per language, so the other language never ships.
 * Named one by one rather than globbed: a package has no Vite types, and the list is short.
 */
export const KIT_LOCALES = {
  ro: {
    notifications: () => import('../locales/ro/notifications.json'),
    shell: () => import('../locales/ro/shell.json'),
    signIn: () => import('../locales/ro/signIn.json'),
    validation: () => import('../locales/ro/validation.json'),
  },
  en: {
    notifications: () => import('../locales/en/notifications.json'),
    shell: () => import('../locales/en/shell.json'),
    signIn: () => import('../locales/en/signIn.json'),
    validation: () => import('../locales/en/validation.json'),
  },
} satisfies Record<AppLanguage, Record<string, () => Promise<{ default: LocaleTexts }>>>;

/** The kit's namespaces: an app may not define one of these names (its file would hide the kit's). */
export const KIT_NAMESPACES: readonly string[] = Object.keys(KIT_LOCALES.en);

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

/**
 * The kit's namespaces that only a few screens show (the messages thread, inbox and report dialog),
 * under locales/on-demand/: loaded by those screens' own chunk (messages/use-messages-texts.ts), not
 * with the shell, so they stay out of every route's first load (scripts/build/route-js-budget.mjs
 * counts only locales/<language>/*.json as the shell's).
 */
export const KIT_ON_DEMAND_NAMESPACES = ['messages'] as const;

/** The kit's namespaces: an app may not define one of these names (its file would hide the kit's). */
export const KIT_NAMESPACES: readonly string[] = [
  ...Object.keys(KIT_LOCALES.en),
  ...KIT_ON_DEMAND_NAMESPACES,
];

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const APP_LANGUAGES = ['ro', 'en'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'ro';
/** The visitor's own choice on the public pages; an account's preferredLanguage overrides it. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** All texts of one language, each section under its top-level key (auth.json → `auth.*`). */
export type LocaleTexts = Record<string, unknown>;
/**
 * Each app brings its own texts and decides how they are split into chunks; loading them only when
 * their language is used keeps the other language out of the browser.
 */
export type LocaleLoader = (language: AppLanguage) => Promise<LocaleTexts>;

// Set by initI18n, which every app awaits before its first render and before any language change.
let loadLocale: LocaleLoader;

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): AppLanguage {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isAppLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

async function ensureLoaded(language: AppLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await loadLocale(language), true, true);
}

/** Resolves once the language's texts are loaded, so the first render is already translated. */
export async function initI18n(
  loader: LocaleLoader,
  language: AppLanguage = storedLanguage(),
): Promise<void> {
  loadLocale = loader;
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...APP_LANGUAGES],
      // Resources are added by hand as each language is loaded.
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
    });
    i18next.on('languageChanged', (lng) => {
      document.documentElement.lang = lng;
    });
  }
  await changeLanguage(language, { persist: false });
}

export async function changeLanguage(
  language: AppLanguage,
  { persist = true }: { persist?: boolean } = {},
): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  if (persist) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

export function currentLanguage(): AppLanguage {
  return isAppLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { apiClientSettings } from './http/api-client-settings';

export const APP_LANGUAGES = ['ro', 'en'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'ro';
/**
 * The portal's key of the visitor's own choice on the public pages; an account's preferredLanguage
 * overrides it. Each app reads and writes its own key, ApiClientSettings.languageKey.
 */
export const LANGUAGE_STORAGE_KEY = 'language';

/** All texts of one language, each section under its top-level key (auth.json → `auth.*`). */
export type LocaleTexts = Record<string, unknown>;
/**
 * An app's texts come in two parts: those its public pages (sign-in, sign-up…) show, loaded before
 * the first render, and the signed-in screens' rest, loaded by the shell (DESIGN §5: the sign-in
 * page's JavaScript carries no dashboard texts).
 */
export type LocalePart = 'public' | 'signedIn';
/**
 * Each app brings its own texts and decides how they are split into chunks; loading them only when
 * their language is used keeps the other language out of the browser.
 */
export type LocaleLoader = (language: AppLanguage, part?: LocalePart) => Promise<LocaleTexts>;

// Set by initI18n, which every app awaits before its first render and before any language change.
let loadLocale: LocaleLoader;
/** `${language}:${part}` of the parts added to i18next. */
const loadedParts = new Set<string>();
/** Once the shell has asked for them, every language change brings the signed-in texts too. */
let signedInWanted = false;

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): AppLanguage {
  const stored = localStorage.getItem(apiClientSettings.languageKey);
  return isAppLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

async function ensureLoaded(language: AppLanguage): Promise<void> {
  if (!loadedParts.has(`${language}:public`)) {
    i18next.addResourceBundle(language, 'translation', await loadLocale(language), true, true);
    loadedParts.add(`${language}:public`);
  }
  if (signedInWanted && !loadedParts.has(`${language}:signedIn`)) {
    i18next.addResourceBundle(language, 'translation', await loadLocale(language, 'signedIn'), true, true);
    loadedParts.add(`${language}:signedIn`);
  }
}

/** Whether the signed-in screens' texts of the current language are in (no need to wait). */
export function hasSignedInTexts(): boolean {
  return signedInWanted && loadedParts.has(`${currentLanguage()}:signedIn`);
}

/** The signed-in screens' texts in the current language (and from now on in every language). */
export async function loadSignedInTexts(): Promise<void> {
  signedInWanted = true;
  await ensureLoaded(currentLanguage());
}

/** Resolves once the language's texts are loaded, so the first render is already translated. */
export async function initI18n(
  loader: LocaleLoader,
  language: AppLanguage = storedLanguage(),
): Promise<void> {
  loadLocale = loader;
  // A new loader brings its own texts: nothing loaded by a previous one counts.
  loadedParts.clear();
  signedInWanted = false;
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
  if (persist) localStorage.setItem(apiClientSettings.languageKey, language);
}

export function currentLanguage(): AppLanguage {
  return isAppLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

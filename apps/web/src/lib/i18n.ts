import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const APP_LANGUAGES = ['ro', 'en'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'ro';
/** The visitor's own choice on the public pages; an account's preferredLanguage overrides it. */
export const LANGUAGE_STORAGE_KEY = 'language';

type LocaleSection = Record<string, unknown>;

// Each JSON file becomes its own chunk, fetched only when its language is used: the other
// language never ships to the browser.
const localeFiles = import.meta.glob<LocaleSection>('../locales/*/*.json', { import: 'default' });

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): AppLanguage {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isAppLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** All sections of one language: the file name is the top-level key (auth.json → `auth.*`). */
async function loadTranslations(language: AppLanguage): Promise<LocaleSection> {
  const prefix = `../locales/${language}/`;
  const sections = await Promise.all(
    Object.entries(localeFiles)
      .filter(([path]) => path.startsWith(prefix))
      .map(async ([path, load]) => [path.slice(prefix.length, -'.json'.length), await load()] as const),
  );
  return Object.fromEntries(sections);
}

async function ensureLoaded(language: AppLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await loadTranslations(language), true, true);
}

/** Resolves once the language's texts are loaded, so the first render is already translated. */
export async function initI18n(language: AppLanguage = storedLanguage()): Promise<void> {
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

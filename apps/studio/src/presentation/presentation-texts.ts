import type { ApiClientSettings } from '@talent/ui/http/api-client-settings';
import { type AppLanguage, DEFAULT_LANGUAGE, isAppLanguage, type LocaleLoader } from '@talent/ui/i18n';
import { STUDIO_API_SETTINGS } from '@/lib/studio-api-settings';
// Both languages in the page's one chunk (a few KB): a lazy import here would be a chunk of the second
// entry, whose preload list vite.config.ts works out for the studio's entry only (see there).
import en from './locales/en.json';
import ro from './locales/ro.json';

/**
 * The page signs nobody in: its calls are never authenticated, so the studio's token names are never
 * read. Only the language choice is its own, so a producer's choice leaves the studio's alone.
 */
export const PRESENTATION_API_SETTINGS: ApiClientSettings = {
  ...STUDIO_API_SETTINGS,
  languageKey: 'presentation.language',
};

/** The page's texts, under `presentation.*`. */
export const loadPresentationTexts: LocaleLoader = async (language) => ({
  presentation: language === 'en' ? en : ro,
});

/** The viewer's own choice, else the browser's first language the page has, else Romanian. */
export function firstLanguage(
  stored: string | null = localStorage.getItem(PRESENTATION_API_SETTINGS.languageKey),
  browserLanguages: readonly string[] = navigator.languages,
): AppLanguage {
  if (isAppLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const language = tag.slice(0, 2).toLowerCase();
    if (isAppLanguage(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}

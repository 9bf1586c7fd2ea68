import type { AppLanguage, LocaleTexts } from '@talent/ui/i18n';

// Each JSON file becomes its own chunk, fetched only when its language is used: the other
// language never ships to the browser.
const localeFiles = import.meta.glob<LocaleTexts>('../locales/*/*.json', { import: 'default' });

/** The studio's texts of one language: the file name is the top-level key (auth.json → `auth.*`). */
export async function loadLocale(language: AppLanguage): Promise<LocaleTexts> {
  const prefix = `../locales/${language}/`;
  const sections = await Promise.all(
    Object.entries(localeFiles)
      .filter(([path]) => path.startsWith(prefix))
      .map(async ([path, load]) => [path.slice(prefix.length, -'.json'.length), await load()] as const),
  );
  return Object.fromEntries(sections);
}

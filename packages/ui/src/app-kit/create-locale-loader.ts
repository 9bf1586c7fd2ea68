import type { AppLanguage, LocaleLoader, LocaleTexts } from '../i18n';
import { KIT_LOCALES, KIT_NAMESPACES } from './kit-locales';

/** An app's `import.meta.glob('../locales/*\/*.json', { import: 'default' })`: path → its lazy import. */
export type LocaleFiles = Record<string, () => Promise<LocaleTexts>>;

const LOCALE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

/** [language, namespace] of a locale file's path, `…/locales/ro/auth.json` → ['ro', 'auth']. */
function namespaceOf(path: string): [string, string] {
  const match = LOCALE_PATH.exec(path);
  if (!match?.[1] || !match[2])
    throw new Error(`${path} is not a locale file (…/locales/<language>/<name>.json)`);
  return [match[1], match[2]];
}

/**
 * The app's texts merged with the kit's, one language at a time: the file name is the top-level key
 * (auth.json → `auth.*`). An app file named like a kit namespace is refused at start, because one of
 * the two would silently hide the other.
 */
export function createLocaleLoader(appFiles: LocaleFiles): LocaleLoader {
  const clashes = Object.keys(appFiles).filter((path) => KIT_NAMESPACES.includes(namespaceOf(path)[1]));
  if (clashes.length > 0)
    throw new Error(`${clashes.join(', ')}: these namespaces are the app kit's; rename the app's file`);

  return async (language: AppLanguage) => {
    const appSections = Object.entries(appFiles)
      .filter(([path]) => namespaceOf(path)[0] === language)
      .map(async ([path, load]) => [namespaceOf(path)[1], await load()] as const);
    const kitSections = Object.entries(KIT_LOCALES[language]).map(
      async ([namespace, load]) => [namespace, (await load()).default as LocaleTexts] as const,
    );
    return Object.fromEntries(await Promise.all([...kitSections, ...appSections]));
  };
}

import type { AppLanguage, LocaleLoader, LocalePart, LocaleTexts } from '../i18n';
import { KIT_LOCALES, KIT_NAMESPACES } from './kit-locales';

/** An app's `import.meta.glob('../locales/*\/*.json', { import: 'default' })`: path → its lazy import. */
export type LocaleFiles = Record<string, () => Promise<LocaleTexts>>;

export interface LocaleLoaderOptions {
  /**
   * The namespaces (the app's and the kit's) that the public pages show, loaded before the first
   * render; the others load with the signed-in shell. Without it every text is public.
   */
  publicNamespaces?: readonly string[];
}

/** The kit's namespaces that its public pages (sign-in, sign-up forms) show: public in every app. */
const ALWAYS_PUBLIC = ['signIn', 'validation'];

const LOCALE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

/** [language, namespace] of a locale file's path, `…/locales/ro/auth.json` → ['ro', 'auth']. */
function namespaceOf(path: string): [string, string] {
  const match = LOCALE_PATH.exec(path);
  if (!match?.[1] || !match[2])
    throw new Error(`${path} is not a locale file (…/locales/<language>/<name>.json)`);
  return [match[1], match[2]];
}

/**
 * The app's texts merged with the kit's, one language (and one part) at a time: the file name is the
 * top-level key (auth.json → `auth.*`). An app file named like a kit namespace is refused at start,
 * because one of the two would silently hide the other.
 */
export function createLocaleLoader(
  appFiles: LocaleFiles,
  { publicNamespaces }: LocaleLoaderOptions = {},
): LocaleLoader {
  const clashes = Object.keys(appFiles).filter((path) => KIT_NAMESPACES.includes(namespaceOf(path)[1]));
  if (clashes.length > 0)
    throw new Error(`${clashes.join(', ')}: these namespaces are the app kit's; rename the app's file`);
  const partOf = (namespace: string): LocalePart =>
    !publicNamespaces || publicNamespaces.includes(namespace) || ALWAYS_PUBLIC.includes(namespace)
      ? 'public'
      : 'signedIn';

  return async (language: AppLanguage, part: LocalePart = 'public') => {
    const appSections = Object.entries(appFiles)
      .map(([path, load]) => [...namespaceOf(path), load] as const)
      .filter(([fileLanguage, namespace]) => fileLanguage === language && partOf(namespace) === part)
      .map(async ([, namespace, load]) => [namespace, await load()] as const);
    const kitSections = Object.entries(KIT_LOCALES[language])
      .filter(([namespace]) => partOf(namespace) === part)
      .map(async ([namespace, load]) => [namespace, (await load()).default as LocaleTexts] as const);
    return Object.fromEntries(await Promise.all([...kitSections, ...appSections]));
  };
}

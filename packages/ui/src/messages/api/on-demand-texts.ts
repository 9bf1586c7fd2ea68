import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLanguage, LocaleTexts } from '../../i18n';

/**
 * A hook for a namespace of texts that only a few screens show (the messages kit's, a portal's
 * messages pages): `loadFile` names the namespace's files, so they and this loader come with those
 * screens' own chunk, never with the entry or the shell (DESIGN §5: no route's first load carries
 * them; route-js-budget.mjs counts only locales/<language>/*.json as the shell's). Keep such files
 * under locales/on-demand/<language>/, out of the apps' locale glob.
 *
 * The hook suspends until the texts of the language shown are in; a language change re-renders the
 * screen (useTranslation) and suspends it again while that language's texts load.
 */
export function onDemandTexts(
  namespace: string,
  loadFile: (language: AppLanguage) => Promise<LocaleTexts>,
): () => void {
  /** A language's load: one promise for every caller, as React's `use` needs. */
  const loads = new Map<AppLanguage, Promise<void>>();

  function textsOf(i18next: I18n, language: AppLanguage): Promise<void> {
    const loaded = loads.get(language);
    if (loaded && (loaded as { status?: string }).status !== 'fulfilled') return loaded;
    // Still there, unless a new i18n set-up (a test's) started without them.
    if (loaded && i18next.getResource(language, 'translation', namespace)) return loaded;
    const promise = loadFile(language).then((texts) => {
      i18next.addResourceBundle(language, 'translation', { [namespace]: texts }, true, true);
    });
    // Marked the way `use` reads a settled promise, so a screen asking again once the texts are in
    // renders at once instead of suspending for a tick; a failed load is tried again next time.
    promise.then(
      () => Object.assign(promise, { status: 'fulfilled', value: undefined }),
      () => loads.delete(language),
    );
    loads.set(language, promise);
    return promise;
  }

  return function useOnDemandTexts(): void {
    // The instance from react-i18next: importing i18next here would split it off the entry's chunk.
    const { i18n } = useTranslation();
    use(textsOf(i18n, i18n.language === 'en' ? 'en' : 'ro'));
  };
}

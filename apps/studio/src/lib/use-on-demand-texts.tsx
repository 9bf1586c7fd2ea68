import { Spinner } from '@talent/ui/components/spinner';
import { type AppLanguage, currentLanguage, type LocaleTexts } from '@talent/ui/i18n';
import i18next from 'i18next';
import { type ReactNode, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Texts only a few screens show (the ADMIN's moderation queue, the inbox), under
 * locales/on-demand/<language>/<name>.json: named only here, so they come with those screens' own
 * chunks, never with the entry or the shell (DESIGN §5; scripts/build/route-js-budget.mjs counts
 * only locales/<language>/ as every page's texts).
 */
const files = import.meta.glob<LocaleTexts>('../locales/on-demand/*/*.json', { import: 'default' });

/** The studio's on-demand namespaces. */
export type StudioOnDemandNamespace = 'moderation' | 'conversations';

/** `${language}:${namespace}` → its load while under way: one for every screen asking. */
const loading = new Map<string, Promise<void>>();

/** Adds the namespace's texts of a language to i18n (whether they are in is i18n's to say). */
function textsOf(language: AppLanguage, namespace: StudioOnDemandNamespace): Promise<void> {
  const key = `${language}:${namespace}`;
  const underWay = loading.get(key);
  if (underWay) return underWay;
  const load = files[`../locales/on-demand/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`no on-demand texts ${namespace} in ${language}`));
  const promise = load()
    .then((texts) => {
      i18next.addResourceBundle(language, 'translation', { [namespace]: texts }, true, true);
    })
    .finally(() => loading.delete(key));
  loading.set(key, promise);
  return promise;
}

/**
 * Whether a screen's on-demand texts of the language shown are in; until then it loads them and
 * renders again once they are (a language change re-renders it through useTranslation and loads
 * that language's). The screen shows a spinner meanwhile (OnDemandTexts).
 */
export function useOnDemandTexts(namespace: StudioOnDemandNamespace): boolean {
  useTranslation();
  const language = currentLanguage();
  const ready = Boolean(i18next.getResource(language, 'translation', namespace));
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => {
      if (live) rerender();
    };
    textsOf(language, namespace).then(done, done);
    return () => {
      live = false;
    };
  }, [ready, language, namespace]);
  return ready;
}

/** Renders `children` once the namespace's texts are in, a spinner until then. */
export function OnDemandTexts({
  namespace,
  children,
}: {
  namespace: StudioOnDemandNamespace;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!useOnDemandTexts(namespace)) return <Spinner label={t('common.loading')} className="py-24" />;
  return children;
}

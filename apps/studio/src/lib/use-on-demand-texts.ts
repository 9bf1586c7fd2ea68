import { loadOnDemandTexts } from '@talent/ui/i18n';
import { use } from 'react';

/** The studio's on-demand namespaces (locales/on-demand/<language>/<name>.json). */
export type StudioOnDemandNamespace = 'moderation' | 'conversations';

/**
 * Suspends a screen until its on-demand texts of the current language are in (see load-locale.ts);
 * i18n hands every caller the same promise per language, and a language change brings them along.
 */
export function useOnDemandTexts(namespace: StudioOnDemandNamespace): void {
  use(loadOnDemandTexts(namespace));
}

import type { LocaleTexts } from '@talent/ui/i18n';
import { onDemandTexts } from '@talent/ui/messages/api/on-demand-texts';

/**
 * The self-tape studio page's texts (`selfTape.*`): on demand, loaded by the studio's own chunk rather
 * than with the shell, so the other routes' first load does not carry them.
 */
export const useSelfTapeTexts = onDemandTexts('selfTape', (language) =>
  (language === 'en'
    ? import('@/locales/on-demand/en/selfTape.json')
    : import('@/locales/on-demand/ro/selfTape.json')
  ).then((module) => module.default as LocaleTexts),
);

import type { LocaleTexts } from '@talent/ui/i18n';
import { onDemandTexts } from '@talent/ui/messages/api/on-demand-texts';

/**
 * The self-tape recorder's texts (`selfTapeRecorder.*`): on demand, loaded with the recorder's own
 * chunk, so no other route's first load carries them.
 */
export const useSelfTapeRecorderTexts = onDemandTexts('selfTapeRecorder', (language) =>
  (language === 'en'
    ? import('@/locales/on-demand/en/selfTapeRecorder.json')
    : import('@/locales/on-demand/ro/selfTapeRecorder.json')
  ).then((module) => module.default as LocaleTexts),
);

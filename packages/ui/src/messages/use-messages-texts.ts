import type { LocaleTexts } from '../i18n';
import { onDemandTexts } from './api/on-demand-texts';

/**
 * The kit's `messages` texts, an on-demand namespace (kit-locales.ts reserves the name): suspends
 * the messages screens until those of the language shown are in.
 */
export const useMessagesTexts = onDemandTexts('messages', (language) =>
  (language === 'en'
    ? import('../locales/on-demand/en/messages.json')
    : import('../locales/on-demand/ro/messages.json')
  ).then((module) => module.default as LocaleTexts),
);

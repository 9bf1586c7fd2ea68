import type { LocaleTexts } from '@talent/ui/i18n';
import { onDemandTexts } from '@talent/ui/messages/api/on-demand-texts';

/**
 * The portal's messages pages' texts (`conversations.*`): on demand, loaded by these pages' own
 * chunk rather than with the shell, so the other routes' first load does not carry them.
 */
export const useConversationsTexts = onDemandTexts('conversations', (language) =>
  (language === 'en'
    ? import('@/locales/on-demand/en/conversations.json')
    : import('@/locales/on-demand/ro/conversations.json')
  ).then((module) => module.default as LocaleTexts),
);

import { use } from 'react';
import { loadOnDemandTexts } from '../i18n';

/**
 * Suspends the messages screens until the kit's `messages` texts of the current language are in:
 * an on-demand namespace, fetched by these screens' own chunk rather than with the shell (DESIGN §5:
 * no route's first load carries them). Later language changes bring them along. i18n hands every
 * caller the same promise per language (marked once settled), so `use` suspends only while loading.
 */
export function useMessagesTexts(): void {
  use(loadOnDemandTexts('messages'));
}

import { createLocaleLoader } from '@talent/ui/app-kit/create-locale-loader';
import type { LocaleLoader, LocaleTexts } from '@talent/ui/i18n';

// Each JSON file becomes its own chunk, fetched only when its language is used: the other language
// never ships to the browser. The kit adds the texts both apps share (notifications, validation).
const loadShared = createLocaleLoader(
  import.meta.glob<LocaleTexts>('../locales/*/*.json', { import: 'default' }),
);

// Texts only one screen shows (the ADMIN's moderation queue), under locales/on-demand/<language>/:
// loaded by that screen's chunk (useOnDemandTexts), never with the shell, so they weigh on no other
// route's first load (DESIGN §5; scripts/build/route-js-budget.mjs counts only locales/<language>/).
const onDemandFiles = import.meta.glob<LocaleTexts>('../locales/on-demand/*/*.json', { import: 'default' });
const ON_DEMAND_PREFIX = 'onDemand:';

export const loadLocale: LocaleLoader = async (language, part = 'public') => {
  if (part.startsWith(ON_DEMAND_PREFIX)) {
    const namespace = part.slice(ON_DEMAND_PREFIX.length);
    const load = onDemandFiles[`../locales/on-demand/${language}/${namespace}.json`];
    // Not the studio's: the kit's own (the messages screens').
    if (load) return { [namespace]: await load() };
  }
  return loadShared(language, part);
};

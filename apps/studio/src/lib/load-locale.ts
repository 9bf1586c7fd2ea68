import { createLocaleLoader } from '@talent/ui/app-kit/create-locale-loader';
import type { LocaleTexts } from '@talent/ui/i18n';

// Each JSON file becomes its own chunk, fetched only when its language is used: the other language
// never ships to the browser. The kit adds the texts both apps share (notifications, validation).
// The texts of locales/on-demand/ come with their screens instead (use-on-demand-texts.ts).
export const loadLocale = createLocaleLoader(
  import.meta.glob<LocaleTexts>('../locales/*/*.json', { import: 'default' }),
);

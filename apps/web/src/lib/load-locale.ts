import { createLocaleLoader } from '@talent/ui/app-kit/create-locale-loader';
import type { LocaleTexts } from '@talent/ui/i18n';

// Each JSON file becomes its own chunk, fetched only when its language is used: the other language
// never ships to the browser. The kit adds the texts both apps share (notifications, validation).
// The public pages' texts load before the first render; the signed-in shell loads the rest, so the
// sign-in page carries no dashboard texts (DESIGN §5). `notifications` names the unsubscribe page's
// e-mail types. scripts/build/route-js-budget.mjs reads this list.
export const loadLocale = createLocaleLoader(
  import.meta.glob<LocaleTexts>('../locales/*/*.json', { import: 'default' }),
  { publicNamespaces: ['auth', 'common', 'errors', 'validation', 'unsubscribe', 'notifications'] },
);

import enNotifications from '../locales/en/notifications.json';
import enShell from '../locales/en/shell.json';
import enSignIn from '../locales/en/signIn.json';
import enValidation from '../locales/en/validation.json';
import enMessages from '../locales/on-demand/en/messages.json';
import roMessages from '../locales/on-demand/ro/messages.json';
import roNotifications from '../locales/ro/notifications.json';
import roShell from '../locales/ro/shell.json';
import roSignIn from '../locales/ro/signIn.json';
import roValidation from '../locales/ro/validation.json';
import type { Tree } from './locale-checks';

/**
 * The kit's locale files (its on-demand namespaces too, as if beside the others) keyed as an app's `import.meta.glob('./*\/*.json')` keys its own, so an app's
 * locales test checks its texts together with the shared ones it shows.
 */
export const KIT_LOCALE_FILES: Record<string, Tree> = {
  './ro/messages.json': roMessages,
  './ro/notifications.json': roNotifications,
  './ro/shell.json': roShell,
  './ro/signIn.json': roSignIn,
  './ro/validation.json': roValidation,
  './en/messages.json': enMessages,
  './en/notifications.json': enNotifications,
  './en/shell.json': enShell,
  './en/signIn.json': enSignIn,
  './en/validation.json': enValidation,
};

/** The app's files that take a kit namespace's name (there must be none: the loader refuses them). */
export function filesHidingKitTexts(appFiles: Record<string, Tree>): string[] {
  return Object.keys(appFiles).filter((path) => path in KIT_LOCALE_FILES);
}

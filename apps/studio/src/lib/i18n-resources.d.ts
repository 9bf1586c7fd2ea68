import type { KitTexts } from '@talent/ui/app-kit/kit-texts';
import type applicants from '../locales/en/applicants.json';
import type auditions from '../locales/en/auditions.json';
import type auth from '../locales/en/auth.json';
import type castings from '../locales/en/castings.json';
import type clients from '../locales/en/clients.json';
import type common from '../locales/en/common.json';
import type directory from '../locales/en/directory.json';
import type errors from '../locales/en/errors.json';
import type home from '../locales/en/home.json';
import type inbox from '../locales/en/inbox.json';
import type nav from '../locales/en/nav.json';
import type presentations from '../locales/en/presentations.json';
import type settings from '../locales/en/settings.json';
import type conversations from '../locales/on-demand/en/conversations.json';
import type moderation from '../locales/on-demand/en/moderation.json';
import type presentation from '../presentation/locales/en.json';

// English is the reference shape: a key missing here fails the typecheck; the locales test checks ro.
// The kit's shared namespaces (notifications, validation, …) come with KitTexts.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: KitTexts & {
        applicants: typeof applicants;
        auditions: typeof auditions;
        auth: typeof auth;
        castings: typeof castings;
        clients: typeof clients;
        common: typeof common;
        /** On demand: the inbox's and a conversation page's (useOnDemandTexts). */
        conversations: typeof conversations;
        directory: typeof directory;
        errors: typeof errors;
        home: typeof home;
        inbox: typeof inbox;
        moderation: typeof moderation;
        nav: typeof nav;
        presentations: typeof presentations;
        /** The viewer's page at /p/{token}, a second entry with texts of its own (src/presentation). */
        presentation: typeof presentation;
        settings: typeof settings;
      };
    };
  }
}

import type applicants from '../locales/en/applicants.json';
import type auth from '../locales/en/auth.json';
import type castings from '../locales/en/castings.json';
import type clients from '../locales/en/clients.json';
import type common from '../locales/en/common.json';
import type errors from '../locales/en/errors.json';
import type home from '../locales/en/home.json';
import type notifications from '../locales/en/notifications.json';
import type settings from '../locales/en/settings.json';
import type shell from '../locales/en/shell.json';
import type validation from '../locales/en/validation.json';

// English is the reference shape: a key missing here fails the typecheck; the locales test checks ro.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: {
        applicants: typeof applicants;
        auth: typeof auth;
        castings: typeof castings;
        clients: typeof clients;
        common: typeof common;
        errors: typeof errors;
        home: typeof home;
        notifications: typeof notifications;
        settings: typeof settings;
        shell: typeof shell;
        validation: typeof validation;
      };
    };
  }
}

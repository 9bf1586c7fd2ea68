import type { KitTexts } from '@talent/ui/app-kit/kit-texts';
import type applications from '../locales/en/applications.json';
import type auditions from '../locales/en/auditions.json';
import type auth from '../locales/en/auth.json';
import type castings from '../locales/en/castings.json';
import type childProfile from '../locales/en/childProfile.json';
import type children from '../locales/en/children.json';
import type common from '../locales/en/common.json';
import type dashboard from '../locales/en/dashboard.json';
import type errors from '../locales/en/errors.json';
import type inbox from '../locales/en/inbox.json';
import type invitations from '../locales/en/invitations.json';
import type nav from '../locales/en/nav.json';
import type onboarding from '../locales/en/onboarding.json';
import type profile from '../locales/en/profile.json';
import type screens from '../locales/en/screens.json';
import type settings from '../locales/en/settings.json';
import type unsubscribe from '../locales/en/unsubscribe.json';
import type videos from '../locales/en/videos.json';
import type conversations from '../locales/on-demand/en/conversations.json';
import type selfTape from '../locales/on-demand/en/selfTape.json';
import type selfTapeRecorder from '../locales/on-demand/en/selfTapeRecorder.json';

// English is the reference shape: a key missing here fails the typecheck; the locales test checks ro.
// The kit's shared namespaces (notifications, validation, …) come with KitTexts. `conversations`,
// `selfTape` and `selfTapeRecorder` are on demand: loaded by their pages' own chunks
// (features/messages/use-conversations-texts.ts, features/self-tape/use-self-tape-texts.ts, …).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: KitTexts & {
        applications: typeof applications;
        auditions: typeof auditions;
        auth: typeof auth;
        castings: typeof castings;
        childProfile: typeof childProfile;
        children: typeof children;
        common: typeof common;
        conversations: typeof conversations;
        dashboard: typeof dashboard;
        errors: typeof errors;
        inbox: typeof inbox;
        invitations: typeof invitations;
        nav: typeof nav;
        onboarding: typeof onboarding;
        profile: typeof profile;
        screens: typeof screens;
        selfTape: typeof selfTape;
        selfTapeRecorder: typeof selfTapeRecorder;
        settings: typeof settings;
        unsubscribe: typeof unsubscribe;
        videos: typeof videos;
      };
    };
  }
}

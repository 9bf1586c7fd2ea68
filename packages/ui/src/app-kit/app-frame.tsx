import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DeferredScrollRestoration } from '../components/deferred-scroll-restoration';
import { Toaster } from '../components/toaster';
import { type ApiClientSettings, configureApiClient } from '../http/api-client-settings';
import { initI18n, type LocaleLoader } from '../i18n';
import type { SessionCheckResult } from './session-check';

type SessionCheck<User> = Promise<SessionCheckResult<User>> | null;

/** What an app's session brings to the frame (bindSession gives both). */
export interface AppSession<User> {
  startSessionCheck: () => SessionCheck<User>;
  SessionProvider: ComponentType<{ initialCheck?: SessionCheck<User>; children: ReactNode }>;
}

/**
 * Inside the router: the session, the app's routes and the toaster. main.tsx and the tests that boot
 * the whole app (bootApp) both render this, so a test runs the app as it starts.
 */
export function SessionFrame<User>({
  session,
  initialCheck,
  children,
}: {
  session: AppSession<User>;
  initialCheck: SessionCheck<User>;
  children: ReactNode;
}) {
  const { SessionProvider } = session;
  return (
    <SessionProvider initialCheck={initialCheck}>
      {children}
      <Toaster />
    </SessionProvider>
  );
}

export interface AppPieces<User> {
  /** The app's storage keys and refresh path: set before anything reads a token. */
  apiSettings: ApiClientSettings;
  loadLocale: LocaleLoader;
  session: AppSession<User>;
  /** The app's route table. */
  routes: ReactNode;
  /** Where the app is served from (the studio's vite `base`); its routes are written from there. */
  basename?: string;
}

/** Starts an app in the page's #root: API client, session check, texts, then the first render. */
export function startApp<User>({
  apiSettings,
  loadLocale,
  session,
  routes,
  basename,
}: AppPieces<User>): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // Before anything reads a token: the other app on this origin keeps its session under other names.
  configureApiClient(apiSettings);
  // The session check runs while the texts load; rendering waits for the texts so the first paint is
  // already in the visitor's language, with no flash of keys.
  const sessionCheck = session.startSessionCheck();
  void initI18n(loadLocale).then(() => {
    createRoot(root).render(
      <StrictMode>
        {/* Without transitions a lazy screen shows the spinner at once: the old page never stays on
            screen, taking input, under the new URL while the next chunk loads. */}
        <BrowserRouter basename={basename} useTransitions={false}>
          <DeferredScrollRestoration />
          <SessionFrame session={session} initialCheck={sessionCheck}>
            {routes}
          </SessionFrame>
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { queryClient } from '../app-kit/query-client';
import { type ApiClientSettings, configureApiClient } from '../http/api-client-settings';
import { changeLanguage, initI18n, type LocaleLoader, loadSignedInTexts } from '../i18n';
import { failOnConsoleError } from './fail-on-console-error';

/**
 * The set-up of an app's tests (its vitest `setupFiles` calls this): the app's API settings and texts
 * in English, a clean page, storage, query cache and toasts before each test, and a failure on any
 * unexpected console.error (DESIGN §3).
 */
export function setUpAppTests({
  apiSettings,
  loadLocale,
}: {
  apiSettings: ApiClientSettings;
  loadLocale: LocaleLoader;
}) {
  failOnConsoleError();
  // The first screen of a file waits for its lazily loaded route: on two shared cores under load that
  // took over the default second, so a find waits longer (a missing element still fails, later).
  configure({ asyncUtilTimeout: 5000 });
  configureApiClient(apiSettings);

  beforeAll(async () => {
    await initI18n(loadLocale, 'en');
    // Screens are also rendered outside the shell, which loads these in the app.
    await loadSignedInTexts();
  });

  beforeEach(async () => {
    localStorage.clear();
    await changeLanguage('en', { persist: false });
  });

  afterEach(() => {
    // Sonner keeps toasts in module state and replays them to the next Toaster: start each test clean.
    toast.dismiss();
    cleanup();
    // The app's one query cache outlives a test: no screen may find the previous test's data.
    queryClient.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

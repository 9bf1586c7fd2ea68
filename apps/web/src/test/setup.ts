import '@testing-library/jest-dom/vitest';
import { queryClient } from '@talent/ui/app-kit/query-client';
import { configureApiClient } from '@talent/ui/http/api-client-settings';
import { changeLanguage, initI18n, loadSignedInTexts } from '@talent/ui/i18n';
import { failOnConsoleError } from '@talent/ui/test/fail-on-console-error';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadLocale } from '@/lib/load-locale';
import { PORTAL_API_SETTINGS } from '@/lib/portal-api-settings';

failOnConsoleError();
// The first screen of a file waits for its lazily loaded route: on two shared cores under load that
// took over the default second, so a find waits longer (a missing element still fails, later).
configure({ asyncUtilTimeout: 5000 });
configureApiClient(PORTAL_API_SETTINGS);

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

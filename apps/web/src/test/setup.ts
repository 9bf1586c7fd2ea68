import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

// A console.error in a test is a bug a user could meet (a React warning, an unhandled failure):
// collect them and fail the test that produced them (DESIGN §3).
let consoleErrors: unknown[][] = [];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
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
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

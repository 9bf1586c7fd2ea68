import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { configureApiClient } from '../http/api-client-settings';
import { failOnConsoleError } from './fail-on-console-error';
import { TEST_API_SETTINGS } from './test-api-settings';

failOnConsoleError();

// Set once before any file's beforeAll (which may start i18n, reading the language key), and again
// before each test, since tests may configure another app's settings.
configureApiClient(TEST_API_SETTINGS);

beforeEach(() => {
  localStorage.clear();
  configureApiClient(TEST_API_SETTINGS);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

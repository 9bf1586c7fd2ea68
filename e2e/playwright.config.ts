import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The e2e server gets a known secret so tests can forge an expired token for the refresh scenario. */
export const E2E_JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';
export const E2E_DATA_DIR = 'e2e/.data';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download cannot work on these machines.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A fresh data folder every run: the real built server, the real SQLite database.
    command: `rm -rf ${E2E_DATA_DIR} && node apps/api/dist/server.js`,
    cwd: '..',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      JWT_SECRET: E2E_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Every e2e account is registered from 127.0.0.1; the per-IP limits are tested in the API suite.
      REGISTER_MAX_PER_IP: '10000',
      LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
    },
  },
});

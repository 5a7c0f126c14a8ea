import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

/**
 * End-to-end specs: a real Chromium (Debian's /usr/bin/chromium, or CHROME_PATH) against the real
 * server, started once by e2e/global-setup.ts on a temporary DATA_DIR. Run with `npm run test:e2e`.
 */

// The runner and its workers load this file separately; the port is fixed once in the runner's
// environment (scripts/e2e.mjs picks a free one) so that every process agrees on the address.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // One server and one database for the run: specs run one after the other.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The list as it runs; under CI a skipped spec fails the run (e2e/no-skips-reporter.ts).
  reporter: [['list'], ['./e2e/no-skips-reporter.ts']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    channel: undefined,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
});

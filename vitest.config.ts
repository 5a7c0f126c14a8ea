import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One run for every unit, component and server integration test; e2e specs run with Playwright.
export default defineConfig({
  test: {
    // Two cores: two test files at a time keep the machine responsive.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          // Each file gets its own database.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          // A form filled in key by key (user-event) takes a few seconds on a busy two-core
          // machine; the limit only catches a test that hangs.
          testTimeout: 20_000,
        },
      },
    ],
  },
});

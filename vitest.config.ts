import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './apps/web/vite.config.ts';

const require = createRequire(import.meta.url);

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
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The same React-on-Preact resolution as the build: the tests exercise what ships.
          alias: [
            ...reactOnPreact,
            // Node would load their CommonJS builds, whose require() goes past the aliases.
            {
              find: /^react-router$/,
              replacement: path.join(path.dirname(require.resolve('react-router')), 'index.mjs'),
            },
            // Its CommonJS main would load react-dom with Node's require, past the aliases.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
          // Bundled through Vite so that their own imports of react and react-dom resolve to Preact.
          server: {
            deps: {
              inline: [/@testing-library\/react/, /react-router/, /@tanstack\/react-query/, /@tiptap\/react/],
            },
          },
          setupFiles: ['./test/setup.ts'],
          // A form filled in key by key (user-event) takes a few seconds on a busy two-core
          // machine; the limit only catches a test that hangs.
          testTimeout: 20_000,
        },
      },
    ],
  },
});

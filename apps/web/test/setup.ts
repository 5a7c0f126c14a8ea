import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// findBy* and waitFor give up after this long: a ceiling for what a busy two-core machine may
// take to render, not a measure of speed (they return as soon as the page is there).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Absent in a test of the build, which runs in Node (`@vitest-environment node`), not jsdom.
  globalThis.localStorage?.clear();
});

// Preact runs effects after the next frame: a requestAnimationFrame raced by a 35 ms timer, whose
// callback calls cancelAnimationFrame. A timer still pending when the file ends would fire after
// jsdom's globals are gone ("cancelAnimationFrame is not defined", an unhandled error that fails
// the run). So each file ends by letting every pending frame and timer fire while jsdom is still
// there: real timers, then a few rounds longer than that timeout (effects may schedule effects).
const PREACT_FRAME_TIMEOUT_MS = 35;
afterAll(async () => {
  cleanup();
  vi.useRealTimers();
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setTimeout(resolve, PREACT_FRAME_TIMEOUT_MS * 2));
  }
});

import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/app.tsx';
import { nextTaskTurn, takeOverInParts } from './lib/hydrate-later.tsx';
import { RENDERED_STATE_ID, receivedState, type SentState } from './app/rendered-state.ts';
import { loadMatchedRoutes } from './app/lazy-routes.tsx';
import { routes } from './app/routes.tsx';
import { receiveDrawnDates } from './lib/dates.ts';
import { replayPress, takeHeldPress } from './app/pressed-before-start.ts';
import { noteTypedFields, replayTypedFields } from './app/typed-before-start.ts';
import './styles.css';

// zod's code generation (forbidden by the site's Content-Security-Policy) is switched off where
// zod is imported: src/lib/zod-jitless.ts, so zod stays out of this first script.

/**
 * A public page arrives rendered by the server with the data it was drawn from: the app takes
 * that data as its own, loads the page's code, and takes the markup over as it is (no second
 * read, no second drawing). Any other page (the admin's) is drawn here from an empty root.
 */
async function start() {
  const root = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const rendered = document.getElementById(RENDERED_STATE_ID);
  // The first drawing of a page the server sent must be that page, not the loading screen. Code
  // that fails to arrive is tried again as the app starts, which then shows the error screen.
  if (rendered) {
    await loadMatchedRoutes(routes, window.location.pathname).catch(() => undefined);
    // The app's code has run; taking the page over is the next task (a tap in between is answered).
    await nextTaskTurn();
  }
  let onLocationChange: (() => void) | undefined;
  if (rendered?.textContent) {
    const sent: SentState = JSON.parse(rendered.textContent);
    hydrate(queryClient, receivedState(sent));
    receiveDrawnDates(sent.dates);
    // A read that failed on the server (a post that does not exist) is drawn as it failed there,
    // not read again as the page appears; from the first navigation on, failed reads are retried.
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryOnMount: false } });
    onLocationChange = () => {
      onLocationChange = undefined;
      queryClient.setDefaultOptions(defaults);
    };
  }
  const app = (
    <StrictMode>
      <App routes={routes} queryClient={queryClient} onLocationChange={() => onLocationChange?.()} />
    </StrictMode>
  );
  if (rendered) {
    const typed = noteTypedFields(root);
    let parts: Promise<void> = Promise.resolve();
    try {
      parts = takeOverInParts();
      hydrateRoot(root, app);
    } finally {
      // Once every part of the page is the app's (hydrate-later.tsx), after the first drawing's
      // effects and the fields' change handlers: what was typed, then a task later (once it has
      // become the form's state) the press. Even if the app failed to take the page over, its
      // presses are no longer held.
      void parts.then(() => {
        const pressed = takeHeldPress();
        setTimeout(() => {
          if (typed.length > 0) replayTypedFields(root, typed);
          setTimeout(() => replayPress(pressed), 0);
        }, 0);
      });
    }
  } else {
    createRoot(root).render(app);
  }
}

void start();

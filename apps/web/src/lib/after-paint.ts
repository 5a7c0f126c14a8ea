/**
 * Runs `run` once what the page has drawn is on screen and the browser has a moment: two frames on
 * (the frame that drew it has been shown), then when idle (at the latest half a second later).
 * For code that is needed soon but must not compete with the page's first content (the
 * recruitment form after the drive's text). Returns a function that cancels it.
 */
export function afterPaintWhenIdle(run: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (!cancelled) run();
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(once, { timeout: 500 });
    } else {
      timer = setTimeout(once, 50);
    }
  };
  if (typeof window.requestAnimationFrame === 'function') {
    window.requestAnimationFrame(() => window.requestAnimationFrame(whenIdle));
  } else {
    whenIdle();
  }
  return () => {
    cancelled = true;
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timer);
  };
}

/**
 * A button the visitor pressed on a page drawn on the server before the app took it over. The
 * page's loader (apps/server/src/web-app/app-loader.ts) holds that press, since the drawn button
 * has no handler yet (and a submit button would send its form the browser's way), and hands it
 * over here; the app presses it again once its own handlers are in place, so a quick tap is not
 * lost (docs/decisions/0244-press-before-start.md).
 */
interface Loader extends HTMLScriptElement {
  takeHeldPress?: () => HTMLElement | null;
}

/**
 * The button held by the page's loader, if any, and stops the loader holding presses: from now on
 * the app's own handlers answer them. Call it once the app has taken the page over.
 */
export function takeHeldPress(): HTMLElement | null {
  const loader = document.querySelector<Loader>('script[data-entry]');
  return loader?.takeHeldPress?.() ?? null;
}

/** Presses `button` again, as the visitor did, if the app kept it on the page and it still answers. */
export function replayPress(button: HTMLElement | null): void {
  if (!button?.isConnected || (button as HTMLButtonElement).disabled) return;
  button.click();
}

import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page that loads its data first may take to show its heading. */
const HEADING_WAIT_MS = 5000;

function focusWithoutScrolling(element: HTMLElement) {
  // A heading is not focusable by itself; -1 makes it a focus target without adding a Tab stop.
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.classList.add('focus:outline-none');
  // The scroll position is the router's business (top for a new page, restored for Back).
  element.focus({ preventScroll: true });
}

/**
 * After a client-side navigation, moves focus to the new page's main heading (its h1), or to the
 * main region while the page is still loading and then to the heading once it appears. Without
 * this, focus would stay on the link just followed (or fall to the body when the link disappears),
 * so keyboard and screen-reader users would not learn that the page changed and would have to Tab
 * through the header again. The first page of a visit is left alone: there the browser's own
 * starting point (and the skip link) is what users expect.
 *
 * `ready` is false while the layout shows something else than its main region (the admin frame
 * checks the session first); the move happens once the region is there.
 */
export function useFocusOnNavigation(mainRef: RefObject<HTMLElement | null>, ready = true) {
  const { pathname, key } = useLocation();
  // React Router gives the location the visit started on the key 'default'; a layout mounted by a
  // later navigation (signing in moves from the public frame to the admin one) starts with another.
  const isFirstPage = useRef(key === 'default');

  useEffect(() => {
    const main = mainRef.current;
    if (!ready || !main) return;
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    const heading = () => main.querySelector<HTMLElement>('h1');

    const now = heading();
    if (now) {
      focusWithoutScrolling(now);
      return;
    }
    focusWithoutScrolling(main);
    const observer = new MutationObserver(() => {
      const later = heading();
      if (!later) return;
      stop();
      // Only if the user has not moved on in the meantime.
      const active = document.activeElement;
      if (active === main || active === document.body || active === null) focusWithoutScrolling(later);
    });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, ready, mainRef]);
}

import { useEffect, useLayoutEffect } from 'react';
import { type Location, useLocation } from 'react-router';

/**
 * The key a page's scroll position is saved under. React Router keys each history entry, but every
 * entry a document load starts on (a typed address, a link from elsewhere, a reload) gets the same
 * key, 'default': with it, a newly opened page would jump to wherever the previous one was left.
 * Such an entry is keyed by its address instead, so a reload still returns to the same place.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `first-entry:${location.pathname}${location.search}` : location.key;
}

/** Where the positions wait in the tab's session storage while the document is reloaded or left. */
const STORAGE_KEY = 'ssf-scroll-positions';

/** The scroll positions noted in this document, by scrollKey. */
const noted: Record<string, number> = {};
/**
 * The positions earlier documents of the tab kept in its session storage, read the first time one
 * is needed (a reload, Back or Forward, the document being left): a tab's first read of its
 * storage waits for the browser to open it, which a page opened anew need not do.
 */
let stored: Record<string, number> | null = null;
/** The key of the entry whose page is drawn (null before the first page). */
let shownKey: string | null = null;

function storedPositions(): Record<string, number> {
  if (!stored) {
    try {
      stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      stored = {};
    }
  }
  return stored;
}

/** Where the reader left the entry `key`: in this document, or in an earlier one of the tab. */
const positionOf = (key: string): number | undefined => noted[key] ?? storedPositions()[key];

/** Whether the document was loaded again for an entry the reader has seen (a reload, Back or Forward). */
function documentReturned(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** The element `hash` (`#id`) names, if it is on the page. */
function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // Not a decodable id: there is nothing to scroll to.
    return null;
  }
}

/**
 * A new page starts at the top (or at its `#hash`); Back and Forward return to where the reader
 * was. Each history entry's position is noted as the reader scrolls (read after the next page has
 * replaced the DOM, the position would already be clipped to the new page's height) and kept in
 * session storage when the document is left, so a reload returns there too. The browser's own
 * restoring is off while the app runs: it would scroll before the page it returns to is drawn.
 */
export function PageScrollRestoration() {
  const location = useLocation();
  const key = scrollKey(location);
  const { hash } = location;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const note = () => {
      if (shownKey !== null) noted[shownKey] = window.scrollY;
    };
    const keep = () => {
      note();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...storedPositions(), ...noted }));
      } catch {
        // Storage full or switched off: positions are kept for this document only.
      }
      // A document loaded again from the browser's cache returns where it was on its own.
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const firstPage = shownKey === null;
    shownKey = key;
    // The page below the layout may still be drawing (each part that reads the address is drawn
    // on its own): the scroll waits for all of it, and still comes before the page is painted.
    queueMicrotask(() => {
      if (shownKey !== key) return;
      // The first page of a document returns to its position only when the entry is being seen
      // again; a page opened anew starts where the browser puts it (the top, or the reader has
      // already scrolled the page the server drew).
      const saved = !firstPage || documentReturned() ? positionOf(key) : undefined;
      if (typeof saved === 'number') {
        window.scrollTo(0, saved);
        return;
      }
      const target = hashTarget(hash);
      if (target) target.scrollIntoView();
      else if (!firstPage) window.scrollTo(0, 0);
    });
  }, [key, hash]);

  return null;
}

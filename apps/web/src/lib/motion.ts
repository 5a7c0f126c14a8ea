import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  if (!list) return () => {};
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

/** Whether the visitor has asked for less motion (the system's reduce-motion setting). */
export function prefersReducedMotion(): boolean {
  return media()?.matches ?? false;
}

/**
 * The visitor's reduce-motion setting, kept current while the page is open: anything that moves
 * by itself (a slideshow, a marquee) stays still while it is on.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

import { type Location, ScrollRestoration } from 'react-router';

/**
 * The key a page's scroll position is saved under. React Router keys each history entry, but every
 * entry a document load starts on (a typed address, a link from elsewhere, a reload) gets the same
 * key, 'default': with it, a newly opened page would jump to wherever the previous one was left.
 * Such an entry is keyed by its address instead, so a reload still returns to the same place.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `first-entry:${location.pathname}${location.search}` : location.key;
}

/** A new page starts at the top; Back and Forward return to where the reader was. */
export function PageScrollRestoration() {
  return <ScrollRestoration getKey={scrollKey} />;
}

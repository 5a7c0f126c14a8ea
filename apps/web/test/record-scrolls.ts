import { onTestFinished } from 'vitest';

/**
 * Records the elements a test's page scrolls into view. jsdom lays nothing out and has no
 * scrollIntoView, so the test gives elements one that notes each call; it goes when the test ends.
 */
export function recordScrolls(): Element[] {
  const scrolled: Element[] = [];
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    writable: true,
    value(this: Element) {
      scrolled.push(this);
    },
  });
  onTestFinished(() => {
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });
  return scrolled;
}

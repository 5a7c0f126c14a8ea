/**
 * A drawn page's lazy pictures wait for the app (docs/decisions/0243-first-round-trip.md).
 *
 * A picture marked `loading="lazy"` is one the page draws below its first screen: a list's later
 * cards, the gallery's later photos, the home page's marquee. A browser still fetches those near
 * the screen at once, and on a phone's slow link they share it with the fonts and the pictures the
 * visitor sees first. On a drawn page their addresses are kept aside (`data-later-src`,
 * `data-later-srcset`) and put back by the app loader when it starts (app-loader.ts): once the page
 * has been painted, at the visitor's first tap or key, or at the latest three seconds after the page.
 * Everything else about them (their size, so nothing moves; their alt text) is as drawn.
 */

const LAZY_PICTURE = /<img\b[^>]*\bloading="lazy"[^>]*>/g;

/** The markup with the addresses of its lazy pictures kept aside for the app loader to restore. */
export function holdLaterPictures(markup: string): string {
  return markup.replace(LAZY_PICTURE, (tag) =>
    tag.replace(/(\s)src="/, '$1data-later-src="').replace(/(\s)srcset="/, '$1data-later-srcset="'),
  );
}

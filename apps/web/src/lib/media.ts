import { ANSWERED_MEDIA_URL, MEDIA_URL, storedWidths } from '@ssf/domain/media';

/**
 * `src`, `srcSet` and `sizes` for an image URL. An image stored by the server is named by its
 * content hash and its largest width, and every smaller standard width exists too, beside it
 * (the API answers absolute URLs; a relative `/media/...` is read the same); other URLs are used
 * as they are.
 */
export function imageProps(url: string, sizes = '100vw'): { src: string; srcSet?: string; sizes?: string } {
  const match = MEDIA_URL.exec(url) ? ANSWERED_MEDIA_URL.exec(url) : absoluteStored(url);
  if (!match) return { src: url };
  const [, base, hash, largest] = match;
  return {
    src: url,
    srcSet: storedWidths(Number(largest))
      .map((w) => `${base}/${hash}-${w}.webp ${w}w`)
      .join(', '),
    sizes,
  };
}

/** A stored image's absolute URL (http or https) as the API answers it, split like ANSWERED_MEDIA_URL. */
function absoluteStored(url: string): RegExpExecArray | null {
  return /^https?:\/\//.test(url) ? ANSWERED_MEDIA_URL.exec(url) : null;
}

// The `sizes` the public grids draw their pictures at. A list page's HTML preloads its first
// picture with the same (app/page-preloads.ts), so the browser picks the very file the page then
// draws. Each names the page's side padding: the browser picks the first file at least as dense as
// the screen for the width given, so the width given is the width drawn. A few pixels too many are
// harmless, too few could pick a smaller file than the picture needs. This file stays plain data
// and functions: the build reads it too.

/** A form's header picture: the form's column (672 px) less the page's side padding on a phone. */
export const FORM_HEADER_IMAGE_SIZES = '(min-width: 704px) 672px, calc(100vw - 32px)';

/** A card of the blog and event grids (link-card.tsx): one column, two from 640 px, at most 400 px wide from 1024 px. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1024px) 400px, (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2rem)';

/**
 * A wide (featured) card's picture (link-card.tsx, an upcoming event): the full width on a phone,
 * five twelfths of the card beside its texts from 768 px. /events announces its first picture with
 * these: the first event shown is an upcoming one whenever there is any.
 */
export const WIDE_CARD_IMAGE_SIZES = '(min-width: 1280px) 520px, (min-width: 768px) 42vw, calc(100vw - 2rem)';

/**
 * An event's cover, or its gallery's current picture, across the event page's column (848 px wide
 * from 896 px, the viewport less its side padding below): event-page.tsx and event-gallery.tsx
 * draw it, the page's HTML preloads it (features/events/manifest.ts).
 */
export const EVENT_COVER_SIZES =
  '(min-width: 896px) 848px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/** A cell of the gallery's grid (gallery-page.tsx). */
export const GALLERY_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw';

/**
 * Stored images: the server writes every upload as WebP at these widths (never upscaled) and names
 * the files `/media/<32 hex of the original's sha256>-<width>.webp`; a record holds the URL of the
 * largest width. The browser builds srcset from the same rule. 720 is for phones: a picture across
 * a phone's column (about 380 CSS px) at 1.75 to 1.9 device pixels, which took the 960 px file
 * before. A width added here is given to the images already stored at the next start
 * (apps/server/src/media/complete-widths.ts), before any page names it.
 */
export const IMAGE_WIDTHS = [480, 720, 960, 1600] as const;

/** A stored file's name: the content hash and the width. */
export const MEDIA_FILE_NAME = /^([0-9a-f]{32})-(\d{1,5})\.webp$/;
/** A stored image's URL: the content hash and the width. */
export const MEDIA_URL = /^\/media\/([0-9a-f]{32})-(\d{1,5})\.webp$/;

export const mediaUrl = (hash: string, width: number) => `/media/${hash}-${width}.webp`;

/** The widths stored for an image whose largest stored width is `largest`. */
export const storedWidths = (largest: number): number[] => [
  ...IMAGE_WIDTHS.filter((w) => w < largest),
  largest,
];

/** A stored image's URL as the API answers it: absolute, at PUBLIC_URL/media or MEDIA_PUBLIC_URL. */
const ABSOLUTE_MEDIA_URL = /^https?:\/\/[^/?#]+(?:\/[^?#]*)?\/([0-9a-f]{32})-(\d{1,5})\.webp$/;

/**
 * The content hash of a stored image's URL, as stored (`/media/...`) or as answered (absolute),
 * or null for any other URL (external, blank).
 */
export function mediaHash(url: string | null | undefined): string | null {
  return (url && (MEDIA_URL.exec(url)?.[1] ?? ABSOLUTE_MEDIA_URL.exec(url)?.[1])) || null;
}

/**
 * A stored image's URL as an API answer gives it: absolute, at `base` (the site's `PUBLIC_URL`
 * + `/media`, or `MEDIA_PUBLIC_URL`), so a frontend served from another address loads it.
 */
export const ANSWERED_MEDIA_URL = /^(.*)\/([0-9a-f]{32})-(\d{1,5})\.webp$/;

/**
 * The stored form (`/media/<hash>-<width>.webp`) of a stored image's URL, relative or absolute,
 * as a client may send back what it was given; any other URL as it is.
 */
export function storedMediaUrl(url: string): string {
  const match = ANSWERED_MEDIA_URL.exec(url);
  return match ? mediaUrl(match[2], Number(match[3])) : url;
}

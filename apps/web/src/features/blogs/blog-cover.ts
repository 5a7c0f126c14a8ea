/**
 * The `sizes` of a blog's cover at the top of its page: the page draws it with them, and the
 * page's HTML preloads the cover with the same (app/page-preloads.ts), so the two pick one file.
 * The column's width less the page's side padding (1 rem a side on a phone, 1.5 from 640 px), the
 * width the cover is drawn at: a phone of 412 px at 1.75 device pixels takes the 720 px file for
 * it (packages/domain/src/media.ts). Plain data: the build reads this file too.
 */
export const BLOG_COVER_SIZES =
  '(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/** The post's one column: its title, cover and text share this width (45 rem, about 72 characters). */
export const BLOG_COLUMN = 'mx-auto w-full max-w-[45rem]';

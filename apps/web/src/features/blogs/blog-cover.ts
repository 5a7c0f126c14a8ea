/**
 * The `sizes` of a blog's cover at the top of its page: the page draws it with them, and the
 * page's HTML preloads the cover with the same (app/page-preloads.ts), so the two pick one file.
 * Plain data: the build reads this file too.
 */
export const BLOG_COVER_SIZES = '(min-width: 768px) 720px, 100vw';

/** The post's one column: its title, cover and text share this width (45 rem, about 72 characters). */
export const BLOG_COLUMN = 'mx-auto w-full max-w-[45rem]';

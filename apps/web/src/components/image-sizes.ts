/**
 * The `sizes` the public grids draw their pictures at. A list page's HTML preloads its first
 * picture with the same (app/page-preloads.ts), so the browser picks the very file the page then
 * draws. Plain data: the build reads this file too.
 */

/** A card of the blog and event grids (link-card.tsx): one column, two from 640 px, 400 px wide from 1024 px. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** A cell of the gallery's grid (gallery-page.tsx). */
export const GALLERY_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw';

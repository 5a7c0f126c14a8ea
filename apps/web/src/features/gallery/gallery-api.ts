// The gallery's read is shared with the home page's marquee: it lives in lib/gallery.ts.
export { galleryKeys, useGallery } from '../../lib/gallery.ts';

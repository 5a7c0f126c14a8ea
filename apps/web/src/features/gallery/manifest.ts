import { GALLERY_IMAGE_SIZES } from '../../lib/media.ts';
import type { WebFeature } from '../../lib/web-feature.ts';

export const gallery: WebFeature = {
  name: 'gallery',
  pages: [
    {
      page: 'gallery',
      module: 'src/features/gallery/gallery-page.tsx',
      nav: { label: 'Gallery', order: 20 },
      preload: { data: ['/gallery/all'], leadImageSizes: GALLERY_IMAGE_SIZES },
    },
    {
      page: 'adminGallery',
      module: 'src/features/gallery/admin-gallery-page.tsx',
      area: 'admin',
      adminMenu: { label: 'Gallery', order: 30, section: 'gallery' },
    },
  ],
};

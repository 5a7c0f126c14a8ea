import { type Feature, recordCount } from '../feature.ts';
import { galleryImages } from './tables.ts';
import { galleryRoutes } from './routes.ts';
import { seedGallery } from './seed.ts';
import { galleryMedia, listGallery } from './service.ts';

/** The gallery: every image for visitors, and the admins' uploads, alt texts and removals. */
export const gallery: Feature = {
  name: 'gallery',
  routes: galleryRoutes,
  media: galleryMedia,
  leadImage: { '/gallery': async ({ db }) => (await listGallery(db, 1))[0]?.url ?? null },
  dashboard: recordCount('gallery', 'gallery', galleryImages),
  seed: seedGallery,
};

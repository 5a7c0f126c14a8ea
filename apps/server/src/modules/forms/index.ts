import type { Feature } from '../feature.ts';
import { formRoutes } from './routes.ts';
import { seedForms } from './seed.ts';
import { formsMedia } from './service.ts';

/** Public forms (feedback, sign-ups, surveys) on the question engine recruitment uses, and their review. */
export const forms: Feature = {
  name: 'forms',
  routes: formRoutes,
  media: formsMedia,
  seed: seedForms,
};

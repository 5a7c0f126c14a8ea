import type { Feature } from '../feature.ts';
import { recruitmentDashboard } from './dashboard.ts';
import { reviewRoutes } from './review-routes.ts';
import { recruitmentRoutes } from './routes.ts';
import { seedRecruitment } from './seed.ts';

/** Recruitment drives, their application form, the applications and their review. */
export const recruitment: Feature = {
  name: 'recruitment',
  routes: async (api, ctx) => {
    await recruitmentRoutes(api, ctx);
    await reviewRoutes(api, ctx);
  },
  dashboard: recruitmentDashboard,
  seed: seedRecruitment,
};

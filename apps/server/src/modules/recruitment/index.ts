import type { Feature } from '../feature.ts';
import { recruitmentRoutes } from './routes.ts';
import { seedRecruitment } from './seed.ts';

/** Recruitment drives, their application form and the applications. */
export const recruitment: Feature = { name: 'recruitment', routes: recruitmentRoutes, seed: seedRecruitment };

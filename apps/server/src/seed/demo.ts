import type { AppContext } from '../app.ts';
import { seedBlogs } from './blogs.ts';
import { seedRecruitment } from './recruitment.ts';

/**
 * Demo content for a new install, one seeder per feature, run in order on the first start
 * (SEED_DEMO). Each must be safe to run on an empty database only once.
 */
export type Seeder = (ctx: AppContext) => Promise<void>;

export const demoSeeders: Array<{ name: string; seed: Seeder }> = [
  { name: 'blogs', seed: seedBlogs },
  { name: 'recruitment', seed: seedRecruitment },
];

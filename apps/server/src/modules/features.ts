import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { blogRoutes } from './blogs/routes.ts';
import { recruitmentRoutes } from './recruitment/routes.ts';

/**
 * The feature modules' route registrations, in one list so adding a feature is one line.
 * Each registers its routes under /api/v1 and declares their access (public or admin).
 */
export const features: Array<(api: FastifyInstance, ctx: AppContext) => Promise<void>> = [
  blogRoutes,
  recruitmentRoutes,
];

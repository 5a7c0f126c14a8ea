import type { Feature } from '../feature.ts';
import { podcastRoutes } from './routes.ts';

/** The podcast 'Sanvad - The Podcast Series': its episodes, from the video platform's playlist. */
export const podcast: Feature = {
  name: 'podcast',
  routes: podcastRoutes,
};

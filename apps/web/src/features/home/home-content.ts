import { PAGES } from '@ssf/domain/pages';

/**
 * The home page's fixed copy. What the forum edits (about, vision, mission, objective, the leaders,
 * the playlist and the footer links) comes from the site texts instead.
 */

export const HERO = {
  tagline: 'Where scientific knowledge meets spiritual wisdom.',
  text: 'A student community at MIT World Peace University exploring the big questions of life, mind and the universe through talks, discussions and events.',
};

export const EXPLORE = [
  {
    to: PAGES.blogs.path,
    title: 'Blogs',
    text: 'Essays and reflections written by our members on science, consciousness and meaning.',
  },
  {
    to: PAGES.events.path,
    title: 'Events',
    text: 'Upcoming talks and discussions, and the highlights of the ones we have held.',
  },
  {
    to: PAGES.recruitment.path,
    title: 'Recruitment',
    text: 'Want to help run the forum? Apply when a recruitment is open.',
  },
] as const;

import { PAGES } from '@ssf/domain/pages';

/**
 * The home page's copy. The leaders' messages are the forum's to approve: replace them with the
 * exact text (and the photos) the forum supplies.
 */

export const HERO = {
  tagline: 'Where scientific knowledge meets spiritual wisdom.',
  text: 'A student community at MIT World Peace University exploring the big questions of life, mind and the universe through talks, discussions and events.',
};

export const ABOUT = {
  title: 'About the Forum',
  paragraphs: [
    'The Science and Spirituality Forum brings together students and faculty who believe that science and spirituality are two ways of seeking the same truth. Science asks how the world works; spirituality asks why it matters and how we should live in it.',
    'Through lectures by scientists and thinkers, open discussions, workshops, retreats and our podcast, we create a space where curiosity is welcome, evidence is respected and inner growth is taken seriously.',
  ],
};

export const PILLARS = [
  {
    title: 'Vision',
    text: 'A generation of students who combine scientific rigour with spiritual depth, and use both to build a peaceful and compassionate world.',
  },
  {
    title: 'Mission',
    text: 'To bridge scientific knowledge and spiritual wisdom through dialogue, events and shared inquiry, open to every student whatever their discipline or belief.',
  },
  {
    title: 'Objective',
    text: 'To host regular talks, discussions and workshops, publish student writing, and give members the chance to lead, learn and grow together.',
  },
] as const;

export interface LeaderMessage {
  name: string;
  title: string;
  quote: string;
}

export const LEADERS: LeaderMessage[] = [
  {
    name: 'Prof. Dr. Vishwanath D. Karad',
    title: 'Founder, MIT World Peace University',
    quote:
      'The union of science and spirituality alone will bring peace to mankind. I hope every student of this forum carries that conviction into the laboratory, the classroom and the world.',
  },
  {
    name: 'Dr. Rahul V. Karad',
    title: 'Executive President, MIT World Peace University',
    quote:
      'Education must shape the mind and the character alike. This forum gives our students a place to question freely, think deeply and grow into leaders the world can trust.',
  },
];

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

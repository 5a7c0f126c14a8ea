import { z } from 'zod';
import { isValidEmail } from '../email.ts';
import { isHttpUrl } from '../links.ts';

/**
 * The forum's site texts (home page and footer), edited from /admin/site. GET /site answers
 * `SiteTexts`; PUT /admin/site takes `SiteTextsInput` as JSON in its `texts` field, beside the
 * leader photos as files.
 */
export interface SiteLeaderText {
  name: string;
  title: string;
  /** Empty until an admin enters the leader's own words: the card then shows name and title only. */
  message: string;
}

/** What the database keeps as JSON: everything but the leader photos, which are columns. */
export interface StoredSiteTexts {
  about: string;
  vision: string;
  mission: string;
  objective: string;
  leaders: SiteLeaderText[];
  playlistId: string;
  contactEmail: string;
  /** Network name to an http(s) link: instagram, linkedin, youtube, ... */
  social: Record<string, string>;
}

/** How many leader cards the home page shows (each with a photo column of its own). */
export const SITE_LEADER_COUNT = 2;

export const SITE_LIMITS = {
  about: 3000,
  pillar: 1000,
  leaderName: 100,
  leaderTitle: 150,
  leaderMessage: 1500,
  playlistId: 64,
  email: 254,
  link: 2000,
} as const;

/** The social networks the footer links to (besides e-mail), in its order. */
export const SOCIAL_NETWORKS = ['instagram', 'linkedin', 'youtube'] as const;
export type SocialNetworkName = (typeof SOCIAL_NETWORKS)[number];

/** The leader photo file fields of PUT /admin/site, by leader: leaderPhoto0, leaderPhoto1. */
export const leaderPhotoField = (index: number) => `leaderPhoto${index}`;

export const SITE_MSG = {
  updated: 'Site updated successfully',
  textsMissing: 'The site texts are missing from the form',
  textsMalformed: 'The site texts could not be read: `texts` must be a JSON object',
  aboutRequired: 'About is required',
  visionRequired: 'Vision is required',
  missionRequired: 'Mission is required',
  objectiveRequired: 'Objective is required',
  leaderNameRequired: "The leader's name is required",
  leaderTitleRequired: "The leader's title is required",
  leadersCount: `Exactly ${SITE_LEADER_COUNT} leaders are needed`,
  playlistIdInvalid: 'Enter a playlist id (letters, digits, - and _ only), or leave it empty',
  contactEmailInvalid: 'Enter a valid email address, or leave it empty',
  linkInvalid: 'Links must start with http:// or https://, or be left empty',
} as const;

/** A playlist id of the video platform: letters, digits, - and _ (for example PL followed by 32 of them). */
const PLAYLIST_ID = /^[A-Za-z0-9_-]{10,64}$/;

export function isPlaylistId(value: string): boolean {
  return PLAYLIST_ID.test(value);
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

const requiredText = (label: string, required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong(label, max));

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max));

const link = z
  .string({ error: SITE_MSG.linkInvalid })
  .trim()
  .max(SITE_LIMITS.link, tooLong('A link', SITE_LIMITS.link))
  .refine((v) => v === '' || isHttpUrl(v), SITE_MSG.linkInvalid);

const leaderFields = {
  name: requiredText('Name', SITE_MSG.leaderNameRequired, SITE_LIMITS.leaderName),
  title: requiredText('Title', SITE_MSG.leaderTitleRequired, SITE_LIMITS.leaderTitle),
  message: optionalText('Message', SITE_LIMITS.leaderMessage).default(''),
};

const textFields = {
  about: requiredText('About', SITE_MSG.aboutRequired, SITE_LIMITS.about),
  vision: requiredText('Vision', SITE_MSG.visionRequired, SITE_LIMITS.pillar),
  mission: requiredText('Mission', SITE_MSG.missionRequired, SITE_LIMITS.pillar),
  objective: requiredText('Objective', SITE_MSG.objectiveRequired, SITE_LIMITS.pillar),
  playlistId: z
    .string({ error: SITE_MSG.playlistIdInvalid })
    .trim()
    .refine((v) => v === '' || isPlaylistId(v), SITE_MSG.playlistIdInvalid)
    .default(''),
  contactEmail: z
    .string({ error: SITE_MSG.contactEmailInvalid })
    .trim()
    .refine((v) => v === '' || isValidEmail(v), SITE_MSG.contactEmailInvalid)
    .default(''),
  social: z
    .object(
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, link.default('')])) as {
        [K in SocialNetworkName]: z.ZodDefault<typeof link>;
      },
    )
    .default({ instagram: '', linkedin: '', youtube: '' }),
};

const leaders = <T extends z.ZodType>(leader: T) =>
  z.array(leader, { error: SITE_MSG.leadersCount }).length(SITE_LEADER_COUNT, SITE_MSG.leadersCount);

/**
 * PUT /admin/site: the texts as the admin form sends them (JSON in the `texts` field). Texts are
 * trimmed; about, vision, mission, objective and each leader's name and title are required; a
 * leader's message may be empty. `removePhoto` drops a leader's stored photo (a new photo file for
 * that leader wins over it). Links and the contact email are optional, but when given a link must
 * be http(s) and the email valid.
 */
export const siteTextsInputSchema = z.object({
  ...textFields,
  leaders: leaders(
    z.object({
      ...leaderFields,
      removePhoto: z.boolean({ error: 'removePhoto must be true or false' }).default(false),
    }),
  ),
});
export type SiteTextsInput = z.infer<typeof siteTextsInputSchema>;
/** What the admin form holds before parsing (defaults not yet applied). */
export type SiteTextsDraft = z.input<typeof siteTextsInputSchema>;

/** A leader card as GET /site answers it; `photo` is '' when the leader has none. */
export const siteLeaderSchema = z
  .object({
    name: z.string(),
    title: z.string(),
    message: z.string().describe("The leader's own words; empty: the card shows name and title only"),
    photo: z
      .string()
      .describe('A URL that loads directly in a browser (usually /media/...); empty when none'),
  })
  .meta({ id: 'SiteLeader' });
export type SiteLeader = z.infer<typeof siteLeaderSchema>;

/** GET /site: the home page's and footer's texts. */
export const siteTextsSchema = z
  .object({
    about: z.string().describe('Paragraphs separated by a blank line'),
    vision: z.string(),
    mission: z.string(),
    objective: z.string(),
    leaders: z.array(siteLeaderSchema),
    playlistId: z.string().describe('The video playlist shown on the home page; empty: none'),
    contactEmail: z.string().describe('The footer e-mail link; empty: none'),
    social: z
      .record(z.string(), z.string())
      .describe('Network (instagram, linkedin, youtube) to an http(s) link; empty: not shown'),
  })
  .meta({ id: 'SiteTexts' });
export type SiteTexts = z.infer<typeof siteTextsSchema>;

/** The answer to PUT /admin/site. */
export const siteSavedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  site: siteTextsSchema,
});
export type SiteSaved = z.infer<typeof siteSavedSchema>;

/** Splits the about text into its paragraphs (separated by blank lines). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The texts of a new install: the forum's own description. The leaders have their names and
 * titles only: their messages stay empty until the forum enters their own words.
 */
export const DEFAULT_SITE_TEXTS: StoredSiteTexts = {
  about: [
    'The Science and Spirituality Forum brings together students and faculty who believe that science and spirituality are two ways of seeking the same truth. Science asks how the world works; spirituality asks why it matters and how we should live in it.',
    'Through lectures by scientists and thinkers, open discussions, workshops, retreats and our podcast, we create a space where curiosity is welcome, evidence is respected and inner growth is taken seriously.',
  ].join('\n\n'),
  vision:
    'A generation of students who combine scientific rigour with spiritual depth, and use both to build a peaceful and compassionate world.',
  mission:
    'To bridge scientific knowledge and spiritual wisdom through dialogue, events and shared inquiry, open to every student whatever their discipline or belief.',
  objective:
    'To host regular talks, discussions and workshops, publish student writing, and give members the chance to lead, learn and grow together.',
  leaders: [
    { name: 'Prof. Dr. Vishwanath D. Karad', title: 'Founder, MIT World Peace University', message: '' },
    { name: 'Dr. Rahul V. Karad', title: 'Executive President, MIT World Peace University', message: '' },
  ],
  playlistId: '',
  contactEmail: 'ssf@mitwpu.edu.in',
  social: {
    instagram: 'https://www.instagram.com/ssf_mitwpu/',
    linkedin: 'https://www.linkedin.com/company/science-and-spirituality-forum-mitwpu/',
    youtube: 'https://www.youtube.com/@ssf_mitwpu',
  },
};

/** The answer built from what is stored (or the defaults) and the two photo columns. */
export function toSiteTexts(stored: StoredSiteTexts, photos: readonly string[]): SiteTexts {
  return {
    about: stored.about,
    vision: stored.vision,
    mission: stored.mission,
    objective: stored.objective,
    leaders: Array.from({ length: SITE_LEADER_COUNT }, (_, i) => ({
      name: stored.leaders[i]?.name ?? '',
      title: stored.leaders[i]?.title ?? '',
      message: stored.leaders[i]?.message ?? '',
      photo: photos[i] ?? '',
    })),
    playlistId: stored.playlistId,
    contactEmail: stored.contactEmail,
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, stored.social[n] ?? ''])),
  };
}

/** The product's business constants and limits: the browser and the server read them from here only. */

export const FORUM_NAME = 'Science and Spirituality Forum';
export const INSTITUTION = 'MIT World Peace University';
export const API_BASE = '/api/v1';
export const REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_PORT = 5000;

export const PRELOADER_FADE_MS = 500;
export const EVENT_CAROUSEL_MS = 5000;
export const FOOTER_YEAR = 2024;

/** Description cuts, in characters. */
export const CUT = {
  podcastDescription: 80,
  blogCardTitle: 50,
  blogCardSummary: 60,
  blogPageDescription: 100,
  eventCard: 80,
  eventPageDescription: 10,
  recruitmentCard: 100,
} as const;

/** A post's Recent Blogs: the newest posts other than the one being read. */
export const RECENT_BLOGS = 3;
/** How many of the newest posts the home page shows. */
export const HOME_LATEST_POSTS = 3;
export const GALLERY_ROWS = 3;

export const PAGE_SIZE = {
  publicPreviousEvents: 3,
  adminEvents: 5,
  adminTeam: 5,
  members: 15,
  adminBlogs: 10,
} as const;

export const MB = 1024 * 1024;
export const TEAM_PHOTO_MAX_BYTES = 5 * MB;
export const IMAGE_MAX_BYTES = 10 * MB;

export const DEFAULT_MAX_APPLICATIONS = 100;
export const MIN_MAX_APPLICATIONS = 1;

export const YEAR_OPTIONS = ['FY', 'SY', 'TY', 'Final Year'] as const;
export type Year = (typeof YEAR_OPTIONS)[number];
export const GENDER_OPTIONS = ['male', 'female'] as const;
export type Gender = (typeof GENDER_OPTIONS)[number];

export const DEFAULT_UNIVERSITY_EMAIL_DOMAIN = 'mitwpu.edu.in';
export const QR_SIZE = 80;
export const TEXTAREA_ROWS = 4;
export const BADGE_FILE_NAME = 'member_badge.png';
export const MEMBERS_CSV_FILE_NAME = 'members.csv';

/** Minimum length of a new admin password (PUT /auth/password). */
export const MIN_PASSWORD_LENGTH = 10;
/** Token lifetime (sessions expire after a week). */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Slugs the API cannot serve at GET /blog/{slug} because a fixed path has that name (here rather
 * than beside the blog schemas, so a public page's code can read it without zod).
 */
export const RESERVED_BLOG_SLUGS: readonly string[] = ['all', 'cards'];

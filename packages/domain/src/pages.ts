import { FORUM_NAME, INSTITUTION } from './constants.ts';

/**
 * Every page of the web app with its title and description: the web router declares these paths,
 * the browser sets these titles, and the server writes the same title and description into the
 * HTML it sends (a test checks that the router and this list agree). A record page (a blog, an
 * event) gets its own title and description from its feature; the entry here is its fallback.
 */
export interface PageInfo {
  path: string;
  /** The page's own name, before the forum suffix ('' for the home page). */
  title: string;
  description?: string;
  /** Listed in the sitemap (public pages without parameters). */
  indexed: boolean;
  /** The page's address with its parameters filled in (`PAGES.blog.href({ slug })`). */
  href: (params: never) => string;
}

export const DEFAULT_DESCRIPTION =
  'The Science and Spirituality Forum at MIT World Peace University bridges scientific knowledge and spiritual wisdom through events and discussions.';

/** The names of a path's parameters: `'/events/:id/check-in'` gives `'id'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A page's link builder: no argument for a page without parameters, each parameter by name otherwise. */
export type HrefBuilder<P extends string> = [PathParams<P>] extends [never]
  ? () => string
  : (params: Record<PathParams<P>, string | number>) => string;

/**
 * The address of a page: its path with each `:name` replaced by the parameter, URL-encoded
 * (`fillPath('/blogs/:slug', { slug: 'a b' })` is `/blogs/a%20b`). A missing parameter throws:
 * a link to a page that cannot exist is a bug, not a visitor's mistake.
 */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

const page = <const P extends string>(
  path: P,
  title: string,
  description?: string,
  indexed = true,
): PageInfo & { path: P; href: HrefBuilder<P> } => ({
  path,
  title,
  description,
  indexed,
  href: ((params?: Record<string, string | number>) => fillPath(path, params)) as HrefBuilder<P>,
});

export const PAGES = {
  home: page('/', ''),
  joinUs: page('/join-us', 'Join Us', 'Become a member of the Science and Spirituality Forum.'),
  team: page('/team', 'Our Team', 'The students and faculty who run the Science and Spirituality Forum.'),
  gallery: page('/gallery', 'Gallery', 'Photographs from the events of the Science and Spirituality Forum.'),
  blogs: page('/blogs', 'Blogs', 'Articles from the Science and Spirituality Forum.'),
  blog: page('/blogs/:slug', 'Blog', undefined, false),
  events: page('/events', 'Events', 'Upcoming and previous events of the Science and Spirituality Forum.'),
  event: page('/events/:id', 'Event', undefined, false),
  eventTicket: page('/events/tickets/:token', 'Ticket', undefined, false),
  eventCertificate: page('/certificates/:id', 'Certificate of Participation', undefined, false),
  recruitment: page(
    '/recruitment',
    'Recruitment',
    'Apply to join the team of the Science and Spirituality Forum.',
  ),
  recruitmentStatus: page('/recruitment/status/:token', 'Application Status', undefined, false),
  podcast: page('/podcast', 'Sanvad - The Podcast Series', 'Conversations on science and spirituality.'),
  certificate: page('/certificate', 'Membership Badge', undefined, false),
  badge: page('/member/badge/:id', 'Membership Badge', undefined, false),
  verify: page('/member/badge/verify/:id', 'Verify Membership', undefined, false),
  memberConfirm: page('/member/confirm/:token', 'Confirm Membership', undefined, false),
  admin: page('/admin', 'Admin', undefined, false),
  login: page('/admin/login', 'Admin Login', 'Sign in to the admin area.', false),
  dashboard: page('/admin/dashboard', 'Dashboard', undefined, false),
  adminMembers: page('/admin/members', 'Admin Members', undefined, false),
  adminGallery: page('/admin/gallery', 'Admin Gallery', undefined, false),
  adminBlogs: page('/admin/blog', 'Admin Blog', undefined, false),
  adminBlogNew: page('/admin/blog/new', 'Create Post', undefined, false),
  adminBlogEdit: page('/admin/blog/edit/:slug', 'Edit Post', undefined, false),
  adminTeam: page('/admin/team', 'Admin Team', undefined, false),
  adminEvents: page('/admin/events', 'Admin Events', undefined, false),
  adminEventRegistrations: page('/admin/events/:id/registrations', 'Registrations', undefined, false),
  adminEventCheckIn: page('/admin/events/:id/check-in', 'Check-in', undefined, false),
  adminRecruitment: page('/admin/recruitment', 'Admin Recruitment', undefined, false),
  adminSite: page('/admin/site', 'Site Texts', undefined, false),
  adminMail: page('/admin/mail', 'Mail', undefined, false),
  form: page('/f/:slug', 'Form', undefined, false),
  adminForms: page('/admin/forms', 'Admin Forms', undefined, false),
  adminFormNew: page('/admin/forms/new', 'Create Form', undefined, false),
  adminFormEdit: page('/admin/forms/edit/:id', 'Edit Form', undefined, false),
  adminFormResponses: page('/admin/forms/:id/responses', 'Form Responses', undefined, false),
  adminPassword: page('/admin/password', 'Change password', undefined, false),
  adminAccounts: page('/admin/accounts', 'Accounts', undefined, false),
  adminActivity: page('/admin/activity', 'Activity', undefined, false),
  adminAccount: page('/admin/account', 'Your account', undefined, false),
  adminDesign: page('/admin/design', 'Design system', undefined, false),
  forgotPassword: page('/admin/forgot-password', 'Forgot password', undefined, false),
  invite: page('/admin/invite/:token', 'Accept invitation', undefined, false),
  resetPassword: page('/admin/reset/:token', 'Set a new password', undefined, false),
} as const satisfies Record<string, PageInfo>;

export type PageKey = keyof typeof PAGES;

/** Page titles carry the forum name and institution: "Blogs | Science and Spirituality Forum | ...". */
export function fullTitle(pageName?: string): string {
  const suffix = `${FORUM_NAME} | ${INSTITUTION}`;
  return pageName ? `${pageName} | ${suffix}` : suffix;
}

/** The page's description, or the forum's own when it has none. */
export const pageDescription = (info: PageInfo): string => info.description ?? DEFAULT_DESCRIPTION;
